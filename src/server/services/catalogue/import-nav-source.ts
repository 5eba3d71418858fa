import type { Db } from '../../db/client.ts';
import { iterateAmfiNavAllChunks, type AmfiNavLayout, type AmfiParseError } from '../../adapters/nav-source/amfi-parse.ts';
import { iterateAmfiNavHistoryChunks } from '../../adapters/nav-source/amfi-history-parse.ts';
import { parseMfapiHistory } from '../../adapters/nav-source/mfapi-parse.ts';
import { openNavSource, type NavSourceKind } from '../../adapters/nav-source/read-source.ts';
import { loadTaxonomy } from './taxonomy.ts';
import { upsertAmfiSchemes, type AmfiSchemeFacts } from './upsert-amfi-schemes.ts';
import { refreshLatestNav, writeNavs, type NavRow } from './store-navs.ts';
import { refreshReturns, type RefreshStats } from './refresh-returns.ts';
import { catalogueChanged } from './cache/catalogue-memory.ts';

/**
 * Loads one NAV source (AMFI NAVAll in either layout, the AMFI NAV-history report, or an mfapi
 * JSON history) into the catalogue, then refreshes the stored returns. Idempotent: schemes and
 * NAVs that are already as the source says are left alone, so importing the same file twice
 * changes nothing. Bad rows are counted and sampled, and the import goes on.
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
    navsWritten: 0,
    ms: 0,
    returns: null,
  };
  const fundHouseIds = new Map<string, number>();
  const touched = new Set<number>();
  let batch: ParsedRow[] = [];

  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    await db.transaction(async (tx) => {
      const result = await upsertAmfiSchemes(tx, rows, fundHouseIds);
      stats.schemesInserted += result.inserted;
      stats.schemesUpdated += result.updated;
      const navs: NavRow[] = [];
      for (const r of rows) {
        const schemeId = result.ids.get(r.schemeCode)!;
        touched.add(schemeId);
        if (r.nav !== null && r.navDate !== null) navs.push({ schemeId, date: r.navDate, nav: r.nav });
      }
      stats.navsWritten += await writeNavs(tx, dedupeNavs(navs));
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
  await refreshLatestNav(db, [...touched]);
  catalogueChanged(db);
  stats.schemes = touched.size;
  stats.ms = Math.round(performance.now() - t0);
  if (opts.refresh !== false) stats.returns = await refreshReturns(db, deps.clock.now());
  return stats;
}

/** A file may list a scheme twice for one date; the last row wins, as it would in the table. */
function dedupeNavs(rows: NavRow[]): NavRow[] {
  const seen = new Map<string, NavRow>();
  for (const r of rows) seen.set(`${r.schemeId}|${r.date}`, r);
  return seen.size === rows.length ? rows : [...seen.values()];
}
