/** The `cleanops-auth` entry of localStorage: zustand's persist envelope around the web app's auth state. */
export interface StoredSession {
  key: 'cleanops-auth';
  value: string;
}

/** What GET or POST /api/profile answers, as far as the stored session keeps it. */
export interface SessionProfile {
  user: object;
  rights: readonly string[];
  menuEnabled: boolean;
}

/**
 * The session as the web app stores it after a completed sign-in (web/src/shared/stores/auth-store.ts,
 * use-complete-login.ts): a page that finds it starts signed in. Used by the journeys and the page
 * benchmark, which sign in through the API rather than the screens.
 */
export function storedSession(token: string, profile: SessionProfile, region: string): StoredSession {
  const state = {
    token,
    user: profile.user,
    rights: profile.rights,
    menuEnabled: profile.menuEnabled,
    isAuth: true,
    redirect: null,
    requestBody: null,
    sentCode: null,
    region,
  };
  return { key: 'cleanops-auth', value: JSON.stringify({ state, version: 1 }) };
}
