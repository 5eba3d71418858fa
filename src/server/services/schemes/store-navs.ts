import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client.ts';

/**
 * Bulk NAV writes, shared by the AMFI importer and the demo generator. Each chunk is one
 * statement whose columns travel as three array parameters (unnest), so a chunk of 20,000 rows
 * costs one round trip and no parameter-count limit applies; the same SQL runs on PGlite and
 * PostgreSQL. A NAV that is already stored with the same value is not touched, which is what
 * makes a second import of the same file change nothing.
 */
export interface NavRow {
  schemeId: number;
  /** YYYY-MM-DD */
  date: string;
  /** 4-decimal string */
  nav: string;
}

export const NAV_CHUNK = 20_000;

type Runner = Db | Tx;

/** Rows a statement changed, on either driver (PGlite: affectedRows, node-postgres: rowCount). */
export function affectedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

/** The rows of a raw query, typed by the caller (drizzle's execute() result differs between drivers). */
export async function queryRows<T>(db: Runner, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An array bound as one parameter (drizzle would otherwise expand it into a list). */
export const arrayParam = (values: readonly unknown[]): SQL => sql`${sql.param(values)}`;

/**
 * Inserts or corrects NAVs; returns how many rows were written (unchanged ones are not counted).
 * `append` is for rows known to be new (the demo's missing days): a clash is skipped, not compared.
 */
export async function writeNavs(db: Runner, rows: readonly NavRow[], mode: 'upsert' | 'append' = 'upsert'): Promise<number> {
  let written = 0;
  const onConflict =
    mode === 'append'
      ? sql`on conflict (scheme_id, nav_date) do nothing`
      : sql`on conflict (scheme_id, nav_date) do update set nav = excluded.nav where nav_history.nav is distinct from excluded.nav`;
  for (let i = 0; i < rows.length; i += NAV_CHUNK) {
    const chunk = rows.slice(i, i + NAV_CHUNK);
    const ids = chunk.map((r) => r.schemeId);
    const dates = chunk.map((r) => r.date);
    const navs = chunk.map((r) => r.nav);
    const result = await db.execute(sql`
      insert into nav_history (scheme_id, nav_date, nav)
      select * from unnest(${arrayParam(ids)}::int[], ${arrayParam(dates)}::date[], ${arrayParam(navs)}::numeric[])
      ${onConflict}`);
    written += affectedRows(result);
  }
  return written;
}

/** Copies each scheme's newest NAV onto the scheme row (lists read it without touching nav_history). */
export async function refreshLatestNav(db: Runner, schemeIds?: readonly number[]): Promise<void> {
  const filter = schemeIds ? sql`where t.id = any(${arrayParam(schemeIds)}::int[])` : sql``;
  // One index probe per scheme (newest first on the primary key), not a sort of the whole history.
  await db.execute(sql`
    update schemes s set latest_nav = n.nav, latest_nav_date = n.nav_date
    from schemes t
    cross join lateral (select nav_date, nav from nav_history h where h.scheme_id = t.id order by h.nav_date desc limit 1) n
    ${filter}
    ${schemeIds ? sql`and` : sql`where`} s.id = t.id and (s.latest_nav_date is distinct from n.nav_date or s.latest_nav is distinct from n.nav)`);
}

/**
 * Appends NAVs known to be new as fast as the engine allows. On PGlite (one process, nobody
 * else writing) that is COPY from an in-memory blob, about a third faster than INSERT for the
 * demo's ten years; if COPY meets a row that exists after all, the chunk falls back to INSERT.
 * On PostgreSQL, where several instances may append at once, it is INSERT ... ON CONFLICT DO NOTHING.
 */
export async function appendNavs(database: Pick<Database, 'db' | 'kind' | 'pglite'>, rows: readonly NavRow[]): Promise<number> {
  if (database.kind !== 'pglite' || !database.pglite || rows.length === 0) return writeNavs(database.db, rows, 'append');
  const text = rows.map((r) => `${r.schemeId}\t${r.date}\t${r.nav}\n`).join('');
  try {
    const result = await database.pglite.query("copy nav_history (scheme_id, nav_date, nav) from '/dev/blob'", [], { blob: new Blob([text]) });
    return result.affectedRows ?? rows.length;
  } catch (err) {
    if ((err as { code?: string }).code !== '23505') throw err;
    return writeNavs(database.db, rows, 'append');
  }
}
