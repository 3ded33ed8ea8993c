import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../server/src/db/client';
import {
  checklists,
  complaints,
  locations,
  occurrencePhotos,
  occurrences,
  rooms,
  teamMembers,
  teams,
  users,
} from '../server/src/db/schema';
import { newSessionToken } from '../server/src/modules/auth/code-crypto';
import { SessionsRepository } from '../server/src/modules/auth/sessions.repository';
import { createAccount } from '../server/src/modules/users/accounts.service';
import { pad } from './measure';
import type { UsersInput } from './mixed-load-users';

/**
 * The mixed load's people and places, written straight into the database before the app processes
 * start (so the same seeding serves PGlite, whose files only one process may open, and PostgreSQL):
 * - one workspace per owner, with a hotel of `roomsPerOwner` rooms and 5 checklists;
 * - cleaners shared out over the workspaces, each in a team of their own with `jobsPerCleaner` team
 *   jobs nobody picked, starting tomorrow (so the overdue and not-picked jobs leave them alone), each
 *   asking for a photo after;
 * - guests, who need nothing but the rooms' QR tokens.
 * Everyone signed in has a session made as sign-in makes it. Each virtual user gets a client address
 * of their own (TRUST_PROXY), as people behind a load balancer have.
 */
export interface SeedOptions {
  owners: number;
  cleaners: number;
  guests: number;
  roomsPerOwner: number;
  jobsPerCleaner: number;
}

const CHECKLISTS_PER_OWNER = 5;
const TRIAL_DAYS = 30;

const clientIp = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function session(db: Db, userId: string, ip: string) {
  const { token, hash } = newSessionToken();
  await new SessionsRepository(db).create({ userId, tokenHash: hash, ip, userAgent: 'bench:load' });
  return `Bearer ${token}`;
}

export async function seedMixedLoad(db: Db, options: SeedOptions) {
  const stamp = Date.now();
  let ipIndex = 1;
  const owners: UsersInput['owners'] = [];
  const places: { workspaceId: string; locationId: string; qrTokens: string[] }[] = [];
  for (let i = 0; i < options.owners; i++) {
    const owner = await createAccount(
      db,
      {
        type: 'owner',
        email: `bench-load-${stamp}-${i}@example.com`,
        language: 'en',
        verified: { email: true },
      },
      TRIAL_DAYS,
    );
    const workspaceId = owner.workspaceId!;
    const [location] = await db
      .insert(locations)
      .values({
        workspaceId,
        title: `Hotel ${pad(i + 1, 3)}, Abay Ave`,
        address: `${(i % 90) + 1} Abay Ave, Almaty`,
        type: 'commercial',
        commercialKind: 'hotel',
        timezone: 'Asia/Almaty',
        createdBy: owner.id,
      })
      .returning({ id: locations.id });
    const roomRows = Array.from({ length: options.roomsPerOwner }, (_, j) => ({
      workspaceId,
      locationId: location!.id,
      name: `Room ${pad(j + 1, 3)}`,
      qrToken: randomBytes(16).toString('base64url'),
    }));
    await db.insert(rooms).values(roomRows);
    const checklistRows = Array.from({ length: CHECKLISTS_PER_OWNER }, (_, j) => ({
      id: randomUUID(),
      workspaceId,
      name: `Checklist ${pad(j + 1, 2)}`,
      items: Array.from({ length: 8 }, (_, k) => ({ id: randomUUID(), text: `Step ${k + 1}` })),
    }));
    await db.insert(checklists).values(checklistRows);
    const ip = clientIp(ipIndex++);
    owners.push({
      authorization: await session(db, owner.id, ip),
      ip,
      checklistIds: checklistRows.map((row) => row.id),
    });
    places.push({ workspaceId, locationId: location!.id, qrTokens: roomRows.map((room) => room.qrToken) });
  }

  const cleaners: UsersInput['cleaners'] = [];
  const tomorrow = new Date(Date.now() + 86_400_000);
  for (let i = 0; i < options.cleaners; i++) {
    const place = places[i % places.length]!;
    const cleaner = await createAccount(
      db,
      {
        type: 'staff',
        role: 'cleaner',
        email: `bench-load-${stamp}-cleaner-${i}@example.com`,
        name: 'Cleaner',
        surname: pad(i + 1, 3),
        language: 'en',
        verified: { email: true },
      },
      TRIAL_DAYS,
    );
    await db
      .update(users)
      .set({ workspaceId: place.workspaceId, joinedAt: new Date() })
      .where(eq(users.id, cleaner.id));
    const [team] = await db
      .insert(teams)
      .values({ workspaceId: place.workspaceId, name: `Crew ${pad(i + 1, 3)}`, headId: cleaner.id })
      .returning({ id: teams.id });
    await db.insert(teamMembers).values({ teamId: team!.id, userId: cleaner.id });
    // Set-based: one one-time task and its job per row of the series.
    await db.execute(sql`
      with made as (
        insert into tasks (workspace_id, location_id, title, type, kind, starts_at, team_id, photos_after)
        select ${place.workspaceId}, ${place.locationId}, 'Turn room ' || g, 'working', 'one_time',
               ${tomorrow.toISOString()}::timestamptz + g * interval '1 minute', ${team!.id}, true
        from generate_series(1, ${options.jobsPerCleaner}) g
        returning id, workspace_id, location_id, starts_at
      )
      insert into occurrences (workspace_id, location_id, task_id, starts_at)
      select workspace_id, location_id, id, starts_at from made`);
    const ip = clientIp(ipIndex++);
    cleaners.push({ authorization: await session(db, cleaner.id, ip), ip });
  }

  const allTokens = places.flatMap((place) => place.qrTokens);
  const guests: UsersInput['guests'] = Array.from({ length: options.guests }, () => ({
    ip: clientIp(ipIndex++),
    // A guest stands in for the people passing through a few rooms.
    qrTokens: Array.from({ length: 3 }, () => allTokens[Math.floor(Math.random() * allTokens.length)]!),
  }));
  return { owners, cleaners, guests, workspaceIds: places.map((place) => place.workspaceId) };
}

/** Rows in groups small enough for one statement's parameters. */
async function countIn<T>(ids: T[], count: (group: T[]) => Promise<number>): Promise<number> {
  let total = 0;
  for (let i = 0; i < ids.length; i += 5_000) total += await count(ids.slice(i, i + 5_000));
  return total;
}

/**
 * The check after the run (0 lost writes): every write the app acknowledged with a 2xx is
 * in the database: each finished job completed with its photo, each complaint by its unique text,
 * each new checklist by its id.
 */
export async function countLostWrites(
  db: Db,
  acknowledged: { finishedJobIds: string[]; complaintTexts: string[]; checklistIds: string[] },
) {
  const n = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
  const finished = await countIn(acknowledged.finishedJobIds, async (ids) =>
    n(
      await db
        .select({ n: sql<number>`count(*)` })
        .from(occurrences)
        .where(sql`${inArray(occurrences.id, ids)} and ${occurrences.state} = 'completed'`),
    ),
  );
  const withPhoto = await countIn(acknowledged.finishedJobIds, async (ids) =>
    n(
      await db
        .select({ n: sql<number>`count(distinct ${occurrencePhotos.occurrenceId})` })
        .from(occurrencePhotos)
        .where(sql`${inArray(occurrencePhotos.occurrenceId, ids)} and ${occurrencePhotos.phase} = 'after'`),
    ),
  );
  const complained = await countIn(acknowledged.complaintTexts, async (texts) =>
    n(await db.select({ n: sql<number>`count(*)` }).from(complaints).where(inArray(complaints.text, texts))),
  );
  const created = await countIn(acknowledged.checklistIds, async (ids) =>
    n(await db.select({ n: sql<number>`count(*)` }).from(checklists).where(inArray(checklists.id, ids))),
  );
  return [
    { what: 'jobs finished', acknowledged: acknowledged.finishedJobIds.length, stored: finished },
    {
      what: 'finished jobs with their photo',
      acknowledged: acknowledged.finishedJobIds.length,
      stored: withPhoto,
    },
    { what: 'guest complaints', acknowledged: acknowledged.complaintTexts.length, stored: complained },
    { what: 'new checklists', acknowledged: acknowledged.checklistIds.length, stored: created },
  ];
}
