import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './client';
import { MIGRATIONS_FOLDER } from './client';

/**
 * Moving a workspace off the embedded database: every row of the PGlite database into an
 * empty PostgreSQL one with the same migrations. Rows travel as JSON made by the source's own
 * row_to_json and read back by the target's json_populate_recordset, so every column type (enums,
 * arrays, jsonb, timestamps, bytea) goes through PostgreSQL's own text forms, never through
 * JavaScript's idea of them.
 */

/** Rows per INSERT: big enough to be quick, small enough for one parameter of a few megabytes. */
const BATCH_ROWS = 1_000;

export interface CopyProgress {
  table: string;
  rows: number;
}

export interface CopyResult {
  tables: CopyProgress[];
  rows: number;
}

export class CopyRefusedError extends Error {}

interface ForeignKey {
  table: string;
  column: string;
  references: string;
  referencedColumn: string;
  nullable: boolean;
}

/**
 * The order to write tables in: parents before children. Where keys form a loop (a workspace's owner is
 * a user, a user's workspace is a workspace; a row pointing at its own table), one nullable key of the
 * loop is written empty at first and filled in once every table is there (`deferred`).
 */
export interface CopyPlan {
  tables: string[];
  deferred: ForeignKey[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rowsOf<T>(source: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await source.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export async function planCopy(source: Database): Promise<CopyPlan> {
  const tables = (
    await rowsOf<{ name: string }>(
      source,
      sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((t) => t.name);
  const keys = await rowsOf<ForeignKey>(
    source,
    sql`select c.conrelid::regclass::text as table, a.attname as column,
        c.confrelid::regclass::text as references, fa.attname as "referencedColumn",
        not a.attnotnull as nullable
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      join pg_attribute fa on fa.attrelid = c.confrelid and fa.attnum = c.confkey[1]
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
      order by 1, 2`,
  );
  const unquote = (name: string) => name.replace(/^"(.*)"$/, '$1');
  for (const key of keys) {
    key.table = unquote(key.table);
    key.references = unquote(key.references);
  }
  const deferred = keys.filter((k) => k.table === k.references);
  const waitsOn = (k: ForeignKey) => !deferred.includes(k);
  const ordered: string[] = [];
  const placed = new Set<string>();
  let left = [...tables];
  while (left.length > 0) {
    const ready = left.filter((table) =>
      keys.every((k) => k.table !== table || !waitsOn(k) || placed.has(k.references)),
    );
    if (ready.length === 0) {
      // A loop: one nullable key on it is filled in afterwards.
      const loose = loopOf(left, keys.filter(waitsOn)).find((k) => k.nullable);
      if (!loose) throw new Error(`foreign keys form a loop without a nullable key: ${left.join(', ')}`);
      deferred.push(loose);
      continue;
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
    left = left.filter((table) => !placed.has(table));
  }
  const selfNotNull = deferred.find((k) => !k.nullable);
  if (selfNotNull)
    throw new Error(
      `${selfNotNull.table}.${selfNotNull.column} points at its own table and may not be empty`,
    );
  return { tables: ordered, deferred };
}

/** The keys of one loop among `tables` (each table waiting on another still to place has one). */
function loopOf(tables: string[], keys: ForeignKey[]): ForeignKey[] {
  const path: ForeignKey[] = [];
  const seen: string[] = [];
  let table = tables[0]!;
  for (;;) {
    const at = seen.indexOf(table);
    if (at >= 0) return path.slice(at);
    seen.push(table);
    const next = keys.find((k) => k.table === table && tables.includes(k.references));
    if (!next) return [];
    path.push(next);
    table = next.references;
  }
}

function parseRow(row: Record<string, unknown> | string): Record<string, unknown> {
  return typeof row === 'string' ? (JSON.parse(row) as Record<string, unknown>) : row;
}

/** A page of a table's rows by their physical place, so a big table never sits in memory whole. */
async function readPage(source: Database, table: string, after: string) {
  const rows = await rowsOf<{ at: string; row: Record<string, unknown> | string }>(
    source,
    sql`select t.ctid::text as at, row_to_json(t) as row from ${sql.raw(quote(table))} t
      where t.ctid > ${after}::tid order by t.ctid limit ${BATCH_ROWS}`,
  );
  return { rows: rows.map((r) => parseRow(r.row)), last: rows.at(-1)?.at ?? after };
}

async function primaryKeyOf(target: pg.Client, table: string): Promise<string[]> {
  const { rows } = await target.query(
    `select a.attname as name from pg_index i
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = $1::regclass and i.indisprimary`,
    [quote(table)],
  );
  if (rows.length === 0) throw new Error(`${table} has no primary key to fill its looping keys in by`);
  return rows.map((r: { name: string }) => r.name);
}

/** Tables of the target that already hold rows (its migrations table aside). */
async function filledTables(target: pg.Client, tables: string[]): Promise<string[]> {
  const filled: string[] = [];
  for (const table of tables) {
    const { rows } = await target.query(`select exists (select 1 from ${quote(table)}) as filled`);
    if (rows[0]?.filled) filled.push(table);
  }
  return filled;
}

/**
 * Copies every row of `source` into the PostgreSQL database at `targetUrl`: applies the migrations
 * there, refuses a target that holds any row, copies in one transaction (a failure leaves it empty),
 * then compares each table's count on both sides.
 */
export async function copyToPostgres(
  source: Database,
  targetUrl: string,
  onTable: (progress: CopyProgress) => void = () => {},
): Promise<CopyResult> {
  if (source.kind !== 'pglite')
    throw new CopyRefusedError(
      'the source must be the embedded database (PGlite under DATA_DIR): run db:copy without DATABASE_URL',
    );
  await source.migrate();
  const { tables, deferred } = await planCopy(source);

  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  try {
    await migrate(drizzle(target), { migrationsFolder: MIGRATIONS_FOLDER });
    const filled = await filledTables(target, tables);
    if (filled.length > 0)
      throw new CopyRefusedError(
        `the target database is not empty (rows in ${filled.join(', ')}): give a new, empty database`,
      );

    const copied: CopyProgress[] = [];
    await target.query('begin');
    try {
      const later: { key: ForeignKey; rows: Record<string, unknown>[] }[] = [];
      for (const table of tables) {
        const postponed = deferred.filter((k) => k.table === table);
        const keyColumns = postponed.length > 0 ? await primaryKeyOf(target, table) : [];
        let count = 0;
        let after = '(0,0)';
        for (;;) {
          const page = await readPage(source, table, after);
          if (page.rows.length === 0) break;
          for (const key of postponed) {
            const filled = page.rows.filter((row) => row[key.column] !== null);
            later.push({
              key,
              rows: filled.map((row) =>
                Object.fromEntries([...keyColumns, key.column].map((c) => [c, row[c]])),
              ),
            });
            for (const row of filled) row[key.column] = null;
          }
          await target.query(
            `insert into ${quote(table)} select * from json_populate_recordset(null::${quote(table)}, $1::json)`,
            [JSON.stringify(page.rows)],
          );
          count += page.rows.length;
          after = page.last;
        }
        const progress = { table, rows: count };
        copied.push(progress);
        onTable(progress);
      }
      // The keys of a loop, now that what they point at is there.
      for (const { key, rows } of later) {
        if (rows.length === 0) continue;
        const keyColumns = Object.keys(rows[0]!).filter((c) => c !== key.column);
        const match = keyColumns.map((c) => `t.${quote(c)} = x.${quote(c)}`).join(' and ');
        for (let i = 0; i < rows.length; i += BATCH_ROWS)
          await target.query(
            `update ${quote(key.table)} t set ${quote(key.column)} = x.${quote(key.column)}
              from json_populate_recordset(null::${quote(key.table)}, $1::json) x where ${match}`,
            [JSON.stringify(rows.slice(i, i + BATCH_ROWS))],
          );
      }
      await target.query('commit');
    } catch (error) {
      await target.query('rollback');
      throw error;
    }

    for (const { table, rows } of copied) {
      const { rows: counted } = await target.query(`select count(*)::int as n from ${quote(table)}`);
      const n = Number(counted[0]?.n);
      if (n !== rows) throw new Error(`${table}: ${rows} rows read but ${n} in the target`);
    }
    return { tables: copied, rows: copied.reduce((sum, t) => sum + t.rows, 0) };
  } finally {
    await target.end();
  }
}
