import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';

let database: Database | undefined;

afterAll(async () => {
  await database?.close();
});

describe('the embedded database', () => {
  it('in memory, starts from the copy of a data directory it is given, not from an empty one', async () => {
    const source = new PGlite();
    await source.exec(`create table kept (note text); insert into kept values ('from the copy')`);
    const copy = await source.dumpDataDir('none');
    await source.close();

    database = openDatabase({ dataDir: null, loadDataDir: copy });
    const result = (await database.db.execute(sql`select note from kept`)) as unknown as {
      rows: { note: string }[];
    };
    expect(result.rows).toEqual([{ note: 'from the copy' }]);
  });
});
