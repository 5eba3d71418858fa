import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { iterateAmfiNavAllChunks, type AmfiNavLayout, type AmfiParseError } from '../../adapters/nav-source/amfi-parse.ts';
import { iterateAmfiNavHistoryChunks } from '../../adapters/nav-source/amfi-history-parse.ts';
import { parseMfapiHistory } from '../../adapters/nav-source/mfapi-parse.ts';
import { openNavSource, type NavSourceKind } from '../../adapters/nav-source/read-source.ts';
import { loadTaxonomy } from './taxonomy.ts';
import { upsertAmfiSchemes, type AmfiSchemeFacts } from './upsert-amfi-schemes.ts';
import { arrayParam, queryRows, refreshLatestNav, writeNavs, type NavRow } from './store-navs.ts';
import { refreshReturns, type RefreshStats } from './refresh-returns.ts';
import { catalogueChanged } from '../../lib/catalogue-memory.ts';
import { recordImportedTaxProfiles } from './tax-profiles.ts';

/**
 * Loads one NAV source (AMFI NAVAll in either layout, the AMFI NAV-history report, or an mfapi
 * JSON history) into the catalogue, then refreshes the stored returns. Idempotent: schemes and
 * NAVs that are already as the source says are left alone, so importing the same file twice
 * changes nothing; and a scheme whose rows hash as they did at its last import is not even
 * compared row by row (the second import of a file writes nothing and costs a lookup of hashes). Bad rows are counted and sampled, and the import goes on.
 */
export interface ImportStats {
  source: string;
  kind: NavSourceKind;
  layout: AmfiNavLayout | null;
  rows: number;
  errors: number;
  errorSamples: AmfiParseError[];
  schemes: number;
  schemesInserted: number;
  schemesUpdated: number;
  /** schemes skipped because their rows hash as at their last import (nothing written for them) */
  schemesUnchanged: number;
  navsWritten: number;
  /** milliseconds for reading and writing (not the returns refresh) */
  ms: number;
  returns: RefreshStats | null;
}

interface ParsedRow extends AmfiSchemeFacts {
  nav: string | null;
}

/** Rows written per transaction: one NAVAll file (about 14,000 schemes) is a single batch. */
export const IMPORT_BATCH = 25_000;

export async function importNavSource(
  deps: { db: Db; clock: { now(): Date } },
  source: string,
  opts: { fetchImpl?: typeof fetch; refresh?: boolean } = {},
): Promise<ImportStats> {
  const { db } = deps;
  const t0 = performance.now();
  await loadTaxonomy(db);
  const opened = await openNavSource(source, opts.fetchImpl ? { fetchImpl: opts.fetchImpl } : {});
  const stats: ImportStats = {
    source,
    kind: opened.kind,
    layout: null,
    rows: 0,
    errors: 0,
    errorSamples: [],
    schemes: 0,
    schemesInserted: 0,
    schemesUpdated: 0,
    schemesUnchanged: 0,
    navsWritten: 0,
    ms: 0,
    returns: null,
  };
  const fundHouseIds = new Map<string, number>();
  const touched = new Set<number>();
  /** AMFI codes with rows written (seen) and skipped as unchanged */
  const seen = new Set<string>();
  const unchanged = new Set<string>();
  let batch: ParsedRow[] = [];

  const flush = async () => {
    if (batch.length === 0) return;
    const all = batch;
    batch = [];
    // a scheme whose rows hash as they did at its last import is skipped whole: nothing is written
    const hashes = hashPerScheme(all);
    const codes = [...hashes.keys()];
    const stored = await queryRows<{ code: string; hash: string }>(
      db,
      sql`select scheme_code as code, hash from nav_source_hashes where scheme_code = any(${arrayParam(codes)}::text[])`,
    );
    const same = new Set(stored.filter((s) => hashes.get(s.code) === s.hash).map((s) => s.code));
    for (const c of codes) (same.has(c) ? unchanged : seen).add(c);
    const rows = same.size === 0 ? all : all.filter((r) => !same.has(String(r.schemeCode)));
    if (rows.length === 0) return;
    const fresh = codes.filter((c) => !same.has(c));
    await db.transaction(async (tx) => {
      const result = await upsertAmfiSchemes(tx, rows, fundHouseIds);
      stats.schemesInserted += result.inserted;
      stats.schemesUpdated += result.updated;
      // the fund's tax classification comes with its category, in the same transaction
      await recordImportedTaxProfiles(tx, rows, result.ids, deps.clock.now());
      const navs: NavRow[] = [];
      for (const r of rows) {
        const schemeId = result.ids.get(r.schemeCode)!;
        touched.add(schemeId);
        if (r.nav !== null && r.navDate !== null) navs.push({ schemeId, date: r.navDate, nav: r.nav });
      }
      stats.navsWritten += await writeNavs(tx, dedupeNavs(navs));
      // remembered with the rows, in the same transaction: a hash is never ahead of what is stored
      await tx.execute(sql`
        insert into nav_source_hashes (scheme_code, hash)
        select * from unnest(${arrayParam(fresh)}::text[], ${arrayParam(fresh.map((c) => hashes.get(c)!))}::text[])
        on conflict (scheme_code) do update set hash = excluded.hash`);
    });
  };
  const add = async (row: ParsedRow) => {
    stats.rows += 1;
    batch.push(row);
    if (batch.length >= IMPORT_BATCH) await flush();
  };
  const fail = (error: AmfiParseError) => {
    stats.errors += 1;
    if (stats.errorSamples.length < 20) stats.errorSamples.push(error);
  };

  if (opened.kind === 'navall') {
    for await (const event of iterateAmfiNavAllChunks(opened.chunks)) {
      if (event.kind === 'layout') stats.layout = event.layout;
      else if (event.kind === 'error') fail(event.error);
      else await add(event.row);
    }
  } else if (opened.kind === 'history') {
    for await (const event of iterateAmfiNavHistoryChunks(opened.chunks)) {
      if (event.kind === 'error') fail(event.error);
      else await add({ ...event.row, plan: null, option: null });
    }
  } else {
    let text = '';
    for await (const chunk of opened.chunks) text += chunk;
    const history = parseMfapiHistory(JSON.parse(text));
    const facts: AmfiSchemeFacts = {
      schemeCode: history.schemeCode,
      // its newest point: an mfapi copy older than the catalogue must not rename the scheme
      navDate: history.points.at(-1)?.date ?? null,
      schemeName: history.schemeName,
      plan: null,
      option: null,
      fundHouse: history.fundHouse,
      schemeType: history.schemeType,
      category: history.category,
      isinGrowthOrPayout: history.isinGrowth,
      isinReinvestment: history.isinReinvestment,
    };
    if (history.points.length === 0) await add({ ...facts, nav: null });
    for (const p of history.points) await add({ ...facts, nav: p.nav, navDate: p.date });
  }
  await flush();
  if (touched.size > 0) {
    await refreshLatestNav(db, [...touched]);
    catalogueChanged(db);
  }
  // a scheme unchanged in one batch of a history file may have changed rows in another
  for (const c of seen) unchanged.delete(c);
  stats.schemesUnchanged = unchanged.size;
  stats.schemes = seen.size + unchanged.size;
  stats.ms = Math.round(performance.now() - t0);
  // nothing imported changed: the stored returns are still right, and recomputing them would only read
  if (opts.refresh !== false && changedAnything(stats)) stats.returns = await refreshReturns(db, deps.clock.now());
  return stats;
}

/** True when an import wrote a scheme or a NAV (the stored returns then need a refresh). */
export const changedAnything = (stats: Pick<ImportStats, 'schemesInserted' | 'schemesUpdated' | 'navsWritten'>): boolean =>
  stats.schemesInserted + stats.schemesUpdated + stats.navsWritten > 0;

/**
 * Each scheme's rows of one batch as a hash (SHA-1 of their fields in file order): what the
 * source says about the scheme, to compare with what it said at the last import.
 */
function hashPerScheme(rows: readonly ParsedRow[]): Map<string, string> {
  const parts = new Map<string, string[]>();
  for (const r of rows) {
    const code = String(r.schemeCode);
    let list = parts.get(code);
    if (!list) parts.set(code, (list = []));
    list.push(
      JSON.stringify([r.navDate, r.nav, r.schemeName, r.plan, r.option, r.fundHouse, r.schemeType, r.category, r.isinGrowthOrPayout, r.isinReinvestment]),
    );
  }
  const out = new Map<string, string>();
  for (const [code, list] of parts) out.set(code, createHash('sha1').update(list.join('\n')).digest('base64url'));
  return out;
}

/** A file may list a scheme twice for one date; the last row wins, as it would in the table. */
function dedupeNavs(rows: NavRow[]): NavRow[] {
  const seen = new Map<string, NavRow>();
  for (const r of rows) seen.set(`${r.schemeId}|${r.date}`, r);
  return seen.size === rows.length ? rows : [...seen.values()];
}
