import { DEFAULT_REGION, type TProfileResponse } from '@cleanops/contracts';
import { type StoredSession, storedSession } from '../e2e/support/stored-session';
import { ok, signInThroughOutbox } from './measure';

/**
 * What bench/web.ts's pages show, made over HTTP through the real API of the running server (the
 * same calls the e2e journeys make): an owner with a cafe, three rooms, a team, a hired cleaner, a
 * one-time task (so a job) and a daily one, and a guest's review. Each person's session is returned
 * as the web app keeps it in localStorage (web/src/shared/stores/auth-store.ts).
 */
export interface WebSeed {
  /** The QR code's path of the hall: /q/<token>. */
  guestPath: string;
  locationId: string;
  jobId: string;
  owner: StoredSession;
  cleaner: StoredSession;
}

export async function seedWebBench(origin: string, dataDir: string): Promise<WebSeed> {
  const api = `${origin}/api`;
  const stamp = Date.now();
  const ownerEmail = `bench-web-owner-${stamp}@example.com`;
  const cleanerEmail = `bench-web-cleaner-${stamp}@example.com`;

  const owner = await signInThroughOutbox(api, dataDir, ownerEmail);
  const asOwner = caller(api, owner.token);
  await asOwner('POST', '/profile', { name: 'Dana', surname: 'Owner', language: 'en' });
  const location = await asOwner<{ id: string }>('POST', '/locations', {
    title: 'Cafe Central',
    address: 'Abay Ave 15, Almaty',
    type: 'commercial',
    commercialKind: 'cafe',
    timezone: 'Asia/Almaty',
    checkoutTime: '12:00',
    cleaningDuration: 60,
    recleanAfter: 15,
    requirePhoto: false,
    requireReport: false,
    requireScan: false,
  });
  const hall = await asOwner<{ id: string; publicUrl: string }>('POST', `/locations/${location.id}/rooms`, {
    name: 'Hall',
  });
  await asOwner('POST', `/locations/${location.id}/rooms`, { name: 'Kitchen' });
  await asOwner('POST', `/locations/${location.id}/rooms`, { name: 'Terrace' });
  const team = await asOwner<{ id: string }>('POST', '/teams', { name: 'Day shift' });
  await asOwner('POST', '/invite', { contacts: [{ email: cleanerEmail }], role: 'cleaner' });

  const cleaner = await signInThroughOutbox(api, dataDir, cleanerEmail);
  const asCleaner = caller(api, cleaner.token);
  await asCleaner('POST', '/profile', { name: 'Aida', surname: 'Cleaner', language: 'en' });
  const [invite] = await asCleaner<{ id: string }[]>('GET', '/invite');
  if (!invite) throw new Error('the cleaner has no invitation');
  await asCleaner('POST', `/invite/${invite.id}`);
  await asOwner('POST', `/employees/${cleaner.user.id}/approve`, { teamId: team.id });

  await asOwner('POST', '/tasks', {
    kind: 'one_time',
    locationId: location.id,
    title: 'Wipe the tables',
    roomIds: [hall.id],
    teamIds: [team.id],
    checklist: [{ text: 'Wipe the tables' }, { text: 'Mop the floor' }],
  });
  await asOwner('POST', '/tasks', {
    kind: 'recurring',
    locationId: location.id,
    title: 'Morning cleaning of the hall',
    roomIds: [hall.id],
    teamIds: [team.id],
    schedule: {
      frequency: 'daily',
      startDate: new Date().toISOString().slice(0, 10),
      startTime: '09:00',
      endTime: '18:00',
    },
  });
  const jobs = await asCleaner<{ items: { id: string; title: string }[] }>(
    'GET',
    '/occurrences?mine=true&pageSize=50',
  );
  const job = jobs.items.find((item) => item.title === 'Wipe the tables');
  if (!job) throw new Error('the cleaner has no job "Wipe the tables"');

  const guestPath = new URL(hall.publicUrl).pathname;
  const review = new FormData();
  review.set('rating', '4');
  review.set('text', 'Clean tables, but no napkins at the window.');
  await ok(
    await fetch(`${api}/public/rooms/${guestPath.split('/').pop()}/complaints`, {
      method: 'POST',
      body: review,
    }),
    'a guest review',
  );

  return {
    guestPath,
    locationId: location.id,
    jobId: job.id,
    owner: await signedInSession(api, owner.token),
    cleaner: await signedInSession(api, cleaner.token),
  };
}

function caller(api: string, token: string) {
  return async <T = unknown>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(api + url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = new TextDecoder().decode(await ok(res, `${method} ${url}`));
    return (text ? JSON.parse(text) : null) as T;
  };
}

/** The session as the app stores it after a completed sign-in. */
async function signedInSession(api: string, token: string): Promise<StoredSession> {
  const profile = await caller(api, token)<TProfileResponse>('GET', '/profile');
  return storedSession(token, profile, DEFAULT_REGION);
}
