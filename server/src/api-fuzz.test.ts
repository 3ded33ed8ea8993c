import { randomBytes } from 'node:crypto';
import { ZApiError } from '@cleanops/contracts';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { sha256 } from './modules/auth/code-crypto';
import { SessionsRepository } from './modules/auth/sessions.repository';
import { multipartBody } from './modules/files/files.fixtures';
import { freshEmail, newOwner, newStaff } from './test/factories';
import {
  describeCase,
  type Operation,
  operationsOf,
  type RequestCase,
  requestCases,
  type SampleFiles,
} from './test/fuzz/request-cases';
import type { Pools } from './test/fuzz/schema-arbitraries';
import { createTestApp } from './test/test-app';

/**
 * A fuzz of every operation of the API, generated from its own OpenAPI document: valid,
 * boundary and invalid values for every field from its schema, control characters, huge strings,
 * wrong types, broken JSON and multipart, other content types and long path parameters, as the owner
 * of a workspace, as its cleaner, anonymously and with a made-up token. No case may answer 5xx, an
 * error body not of our shape, a status or media type the document does not list for that
 * operation, or hang.
 *
 * The seed is fixed by default, so CI is reproducible and a red build is the code's doing, not the
 * draw's; `FUZZ_SEED=random` explores a new one, and the seed is always printed so `FUZZ_SEED=<seed>`
 * replays a run (with `-t "<METHOD> <path>"` for one operation), `FUZZ_RUNS` sets the cases per operation, `FUZZ_STATS=1` prints the statuses each
 * operation answered.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const DEFAULT_SEED = 20261123;
const SEED =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
const ZOurError = ZApiError.strict();

const t = await createTestApp();
const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
/**
 * Deletions last, so the other operations meet the owner's objects still there; and of those, the
 * location (which takes its rooms, tasks and complaints along) at the very end.
 */
const rank = (op: Operation) => (op.method !== 'DELETE' ? 0 : op.path === '/api/locations/{id}' ? 2 : 1);
const operations = operationsOf(doc).sort((a, b) => rank(a) - rank(b));

let owner: Awaited<ReturnType<typeof newOwner>>;
let cleaner: Awaited<ReturnType<typeof newStaff>>;
let pools: Pools;
let files: SampleFiles;

async function api<T = Record<string, unknown>>(method: string, url: string, payload?: object) {
  const res = await t.app.inject({ method: method as 'GET', url, payload, headers: owner.auth });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** One object of every kind the owner has, made through the API, so that cases can name them. */
async function ownersObjects(): Promise<Pools> {
  const location = await api('POST', '/api/locations', {
    title: 'Fuzz flat',
    address: 'Abay 1, Almaty',
    type: 'rental',
    timezone: 'Asia/Almaty',
    checkoutTime: '12:00',
    cleaningDuration: 60,
    recleanAfter: 15,
    requirePhoto: false,
    requireReport: false,
    requireScan: false,
  });
  const room = await api('POST', `/api/locations/${location.id}/rooms`, { name: 'Kitchen' });
  const { publicUrl } = await api<{ publicUrl: string }>('GET', `/api/rooms/${room.id}`);
  const checklist = await api('POST', '/api/checklists', { name: 'Daily', items: [{ text: 'Floor' }] });
  await api('PUT', `/api/rooms/${room.id}/checklists`, { checklistIds: [checklist.id] });
  const staff = await newStaff(t, owner.workspaceId, 'cleaner');
  cleaner = staff;
  const team = await api('POST', '/api/teams', {
    name: 'Fuzz team',
    memberIds: [staff.id],
    headId: staff.id,
  });
  const { items: tasks } = await api<{ items: { id: string }[] }>('POST', '/api/tasks', {
    kind: 'one_time',
    title: 'Fuzz job',
    locationId: location.id,
    roomIds: [room.id],
    teamIds: [team.id],
    checklist: [{ text: 'Mop' }],
  });
  const { items: jobs } = await api<{ items: { id: string }[] }>(
    'GET',
    `/api/occurrences?locationId=${location.id}`,
  );
  const job = await api<{ id: string; checklist: { id: string }[] }>(
    'GET',
    `/api/occurrences/${jobs[0]!.id}`,
  );
  const upload = await multipartBody([{ filename: 'photo.png', bytes: files.png, type: 'image/png' }]);
  const file = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    ...upload,
    headers: { ...owner.auth, ...upload.headers },
  });
  const fileId = file.json().id as string;
  await api('POST', `/api/rooms/${room.id}/materials`, { fileId });
  await api('POST', `/api/locations/${location.id}/client-instructions`, { fileId });
  const complaint = await api('POST', '/api/complaints', {
    roomId: room.id,
    rating: 2,
    text: 'Dusty',
    source: 'google',
  });
  const [invite] = await api<{ id: string }[]>('POST', '/api/invite', {
    contacts: [{ email: freshEmail('invitee') }],
  });
  return {
    location: [location.id as string],
    room: [room.id as string],
    qrToken: [publicUrl.split('/q/')[1]!],
    checklist: [checklist.id as string],
    team: [team.id as string],
    task: [tasks[0]!.id],
    occurrence: [job.id],
    checklistItem: job.checklist.map((item) => item.id),
    employee: [staff.id, owner.id],
    file: [fileId],
    complaint: [complaint.id as string],
    invite: [invite!.id],
  };
}

beforeAll(async () => {
  console.log(`API fuzz: FUZZ_SEED=${SEED}, ${RUNS} cases for each of ${operations.length} operations`);
  files = {
    png: await sharp({ create: { width: 4, height: 3, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer(),
    huge: Buffer.alloc(21 * 1024 * 1024, 1),
  };
  owner = await newOwner(t);
  pools = await ownersObjects();
});
/** How often each operation answered each status: with FUZZ_STATS=1, printed to see how deep the cases reach. */
const statusCounts = new Map<string, number>();
const countStatus = (op: Operation, status: number) => {
  const key = `${op.method} ${op.path} ${status}`;
  statusCounts.set(key, (statusCounts.get(key) ?? 0) + 1);
};
afterAll(async () => {
  if (process.env.FUZZ_STATS) console.log([...statusCounts].map(([key, n]) => `${key}: ${n}`).join('\n'));
  await t.close();
});

/** Calls that end the caller's session or account get a session or an owner of their own per case. */
async function authorizationFor(op: Operation, c: RequestCase): Promise<string | undefined> {
  if (c.as === 'anonymous') return undefined;
  if (c.as === 'madeUpToken') return `Bearer ${randomBytes(32).toString('base64url')}`;
  if (op.method === 'DELETE' && op.path === '/api/profile') return (await newOwner(t)).auth.authorization;
  const user = c.as === 'cleaner' ? cleaner : owner;
  if (op.path === '/api/logout') {
    const token = randomBytes(32).toString('base64url');
    await new SessionsRepository(t.db).create({
      userId: user.id,
      tokenHash: sha256(token),
      ip: null,
      userAgent: null,
    });
    return `Bearer ${token}`;
  }
  return user.auth.authorization;
}

/** Far beyond any reply (a 21 MB body is parsed in under a second): a request still open then hangs. */
const HANG_SECONDS = 30;

async function replyOrHang(reply: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse | null> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), HANG_SECONDS * 1000);
  });
  try {
    return await Promise.race([reply, hang]);
  } finally {
    clearTimeout(timer);
  }
}

/** What is wrong with a reply, or null: a 5xx, an undocumented status or media type, an error not of our shape. */
function problemWith(op: Operation, res: LightMyRequestResponse): string | null {
  const status = res.statusCode;
  if (status >= 500) return `answered ${status}`;
  const documented = op.responses.get(status);
  if (!documented) return `answered ${status}, not documented (${[...op.responses.keys()].join(', ')})`;
  const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
  if (status >= 400) {
    if (type !== 'application/json') return `an error as ${type}`;
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return 'an error body that is not JSON';
    }
    if (!ZOurError.safeParse(body).success) return 'an error body not of our shape';
  } else if (documented.length && !documented.includes(type)) {
    return `${type}, documented ${documented.join(', ')}`;
  }
  return null;
}

describe('every operation of the OpenAPI document, fuzzed', () => {
  operations.forEach((op, index) => {
    it(`${op.method} ${op.path}`, { timeout: 120_000 }, async () => {
      const seed = SEED + index;
      await fc.assert(
        fc.asyncProperty(requestCases(op, pools, files), async (c) => {
          const authorization = await authorizationFor(op, c);
          const res = await replyOrHang(
            t.app.inject({
              method: c.method as 'GET',
              url: c.url,
              headers: authorization ? { ...c.headers, authorization } : c.headers,
              payload: c.payload,
            }),
          );
          if (res) countStatus(op, res.statusCode);
          const problem = res ? problemWith(op, res) : `no reply within ${HANG_SECONDS} s`;
          if (problem) {
            throw new Error(
              `${problem}\n  request: ${describeCase(c)}\n  reply: ${res ? `${res.statusCode} ${res.body.slice(0, 500)}` : 'none'}\n` +
                `  replay: FUZZ_SEED=${SEED} npx vitest run --project server server/src/api-fuzz.test.ts -t "${op.method} ${op.path}"`,
            );
          }
        }),
        // No shrinking: every step would send requests again (and wait out a hang); the case is printed whole.
        { seed, numRuns: RUNS, endOnFailure: true },
      );
    });
  });
});
