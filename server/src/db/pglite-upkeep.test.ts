import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';
import { upkeepPglite } from './pglite-upkeep';

let database: Database;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function tableStats(name: string) {
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  const [row] = await rows<{ dead: number; analyzed: boolean; estimated: number }>(sql`
    select s.n_dead_tup::int as dead, s.last_analyze is not null as analyzed, c.reltuples::int as estimated
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = ${name}`);
  return row!;
}

beforeAll(async () => {
  database = openDatabase({ dataDir: null });
  await database.db.execute(sql`create table busy (id int primary key, kind text not null)`);
  await database.db.execute(sql`create table quiet (id int primary key)`);
  await database.db.execute(sql`insert into quiet select g from generate_series(1, 10) g`);
  await database.db.execute(
    sql`insert into busy select g, case when g % 500 = 0 then 'rare' else 'common' end from generate_series(1, 5000) g`,
  );
});

afterAll(async () => {
  await database?.close();
});

describe('upkeep of the embedded database', () => {
  it('gathers the statistics of a table that changed a lot, and leaves a table with a few rows alone', async () => {
    expect((await tableStats('busy')).analyzed).toBe(false);
    const done = await upkeepPglite(database.db);
    expect(done.analyzed).toEqual(['busy']);
    const busy = await tableStats('busy');
    expect(busy.analyzed).toBe(true);
    expect(busy.estimated).toBe(5000);
    // The planner now knows how rare a value is.
    const [rare] = await rows<{ frequency: number | null }>(sql`
      select (most_common_freqs[array_position(most_common_vals::text::text[], 'rare')])::float8 as frequency
      from pg_stats where tablename = 'busy' and attname = 'kind'`);
    expect(rare?.frequency).toBeCloseTo(0.002, 3);
    expect((await tableStats('quiet')).analyzed).toBe(false);
  });

  it('does nothing again until enough changes, then reclaims deleted rows', async () => {
    expect(await upkeepPglite(database.db)).toEqual({ analyzed: [], vacuumed: [] });
    await database.db.execute(sql`delete from busy where id > 2000`);
    expect((await tableStats('busy')).dead).toBe(3000);
    const done = await upkeepPglite(database.db);
    expect(done.vacuumed).toEqual(['busy']);
    expect(done.analyzed).toEqual(['busy']);
    const busy = await tableStats('busy');
    expect(busy.dead).toBe(0);
    expect(busy.estimated).toBe(2000);
  });
});
