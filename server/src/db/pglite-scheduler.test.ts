import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';
import { asWrite } from './pglite-scheduler';

/**
 * The embedded database under a queue of requests: what goes first, and
 * whether the rest of the process gets a turn. Orders, not timings.
 */
let database: Database;
beforeAll(async () => {
  database = openDatabase({ dataDir: null });
  await database.db.execute(sql`create table notes (id serial primary key, body text not null)`);
});
afterAll(async () => database.close());

const QUEUED = 1000;

/** `count` reads sent at once; each records its place in `finished` when it answers. */
function queueReads(count: number, finished: string[]) {
  return Array.from({ length: count }, (_, i) =>
    database.db.execute(sql`select ${i}::int as n`).then(() => finished.push(`read ${i}`)),
  );
}

describe('the embedded database with a long queue', () => {
  it('runs a transaction sent behind 1,000 reads before most of them', async () => {
    const finished: string[] = [];
    const reads = queueReads(QUEUED, finished);
    const write = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into notes (body) values ('a guest complaint')`);
      })
      .then(() => finished.push('write'));
    await Promise.all([...reads, write]);

    expect(finished).toHaveLength(QUEUED + 1);
    expect(finished.indexOf('write')).toBeLessThan(QUEUED / 10);
  });

  it("runs the reads of a request that writes (its session lookup) before most of 1,000 others' reads", async () => {
    const finished: string[] = [];
    const reads = queueReads(QUEUED, finished);
    const writersRead = asWrite(async () => {
      await database.db.execute(sql`select 'session'`);
      finished.push('the writer read');
    });
    await Promise.all([...reads, writersRead]);

    expect(finished.indexOf('the writer read')).toBeLessThan(QUEUED / 10);
  });

  it('still runs a read sent behind 1,000 writes before most of them', async () => {
    const finished: string[] = [];
    const writes = Array.from({ length: QUEUED }, (_, i) =>
      database.db
        .execute(sql`insert into notes (body) values (${`note ${i}`})`)
        .then(() => finished.push('write')),
    );
    const read = database.db.execute(sql`select count(*) from notes`).then(() => finished.push('read'));
    await Promise.all([...writes, read]);

    expect(finished.indexOf('read')).toBeLessThan(QUEUED / 10);
  });

  it('lets the event loop turn while 1,000 reads wait, not only once they are all done', async () => {
    const finished: string[] = [];
    const reads = queueReads(QUEUED, finished);
    // What a finished file write or a socket read of another request waits for.
    const turn = new Promise<void>((resolve) => setImmediate(resolve)).then(() => finished.push('turn'));
    await Promise.all([...reads, turn]);

    expect(finished.indexOf('turn')).toBeLessThan(QUEUED / 2);
  });
});
