import { sql } from 'drizzle-orm';
import type { Db } from './client';

/*
 * PostgreSQL's autovacuum does not run in the embedded database: nothing would ever gather the
 * planner's statistics or reclaim dead rows. Without statistics the planner guesses table sizes, and
 * a query that joins per row (the readiness board's lateral joins) may scan a whole table once per
 * rental instead of using an index. This does autovacuum's work on the same default thresholds.
 */

/** Rows changed since the last ANALYZE beyond which a table is analyzed again (autovacuum's defaults). */
const ANALYZE_BASE = 50;
const ANALYZE_SHARE = 0.1;
/** Dead rows, or rows inserted since the last VACUUM, beyond which a table is vacuumed. */
const VACUUM_BASE = 50;
const VACUUM_SHARE = 0.2;
const VACUUM_INSERT_BASE = 1000;

export interface UpkeepDone {
  analyzed: string[];
  vacuumed: string[];
}

interface TableActivity {
  name: string;
  rows: number;
  changed: number;
  dead: number;
  inserted: number;
}

async function activity(db: Db): Promise<TableActivity[]> {
  // The counters of the latest statements reach the statistics view only at the next flush.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute(sql`
    select s.schemaname, s.relname as name, greatest(c.reltuples, 0)::float8 as rows,
      s.n_mod_since_analyze::float8 as changed, s.n_dead_tup::float8 as dead,
      s.n_ins_since_vacuum::float8 as inserted
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = 'public'
    order by s.relname`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    name: String(r.name),
    rows: Number(r.rows),
    changed: Number(r.changed),
    dead: Number(r.dead),
    inserted: Number(r.inserted),
  }));
}

/**
 * Analyzes the tables changed enough since their last ANALYZE and vacuums those with enough dead or
 * newly inserted rows. Meant for the embedded database only: a PostgreSQL server runs autovacuum.
 */
export async function upkeepPglite(db: Db): Promise<UpkeepDone> {
  const done: UpkeepDone = { analyzed: [], vacuumed: [] };
  for (const table of await activity(db)) {
    const name = sql.identifier(table.name);
    const vacuum =
      table.dead > VACUUM_BASE + VACUUM_SHARE * table.rows ||
      table.inserted > VACUUM_INSERT_BASE + VACUUM_SHARE * table.rows;
    const analyze = table.changed > ANALYZE_BASE + ANALYZE_SHARE * table.rows;
    if (vacuum) {
      await db.execute(analyze ? sql`vacuum (analyze) public.${name}` : sql`vacuum public.${name}`);
      done.vacuumed.push(table.name);
      if (analyze) done.analyzed.push(table.name);
    } else if (analyze) {
      await db.execute(sql`analyze public.${name}`);
      done.analyzed.push(table.name);
    }
  }
  return done;
}
