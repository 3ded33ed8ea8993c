import type { TRegion } from '@cleanops/contracts';

/** The key and shape zustand's persist gives shared/stores/auth-store.ts in localStorage. */
const AUTH_STORAGE_KEY = 'cleanops-auth';

export interface GuestSession {
  /** The bearer token of a signed-in visitor, else null. */
  token: string | null;
  region: TRegion;
  /** Someone who works for a workspace; offered their jobs in the room first. */
  worksHere: boolean;
}

interface StoredAuth {
  state?: {
    token?: unknown;
    isAuth?: unknown;
    region?: unknown;
    user?: { type?: unknown } | null;
    rights?: unknown;
  };
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The session the app keeps, read without loading the app's store (zustand stays out of the guest
 * bundle). Anything unreadable is a guest: the page works for everybody the same way.
 */
export function readGuestSession(raw: string | null = readStorage(AUTH_STORAGE_KEY)): GuestSession {
  let stored: StoredAuth = {};
  try {
    stored = raw ? (JSON.parse(raw) as StoredAuth) : {};
  } catch {
    stored = {};
  }
  const state = stored.state ?? {};
  const region: TRegion = state.region === 'ru' ? 'ru' : 'kz';
  const signedIn = state.isAuth === true && typeof state.token === 'string' && state.token !== '';
  const rights = Array.isArray(state.rights) ? state.rights : [];
  return {
    token: signedIn ? (state.token as string) : null,
    region,
    worksHere: signedIn && (state.user?.type === 'staff' || rights.includes('get_tasks')),
  };
}

/** A session the server refused (401) leaves the page as a guest's. */
export function asGuest(session: GuestSession): GuestSession {
  return { ...session, token: null, worksHere: false };
}
