import { sql } from 'drizzle-orm';
import type { AppDeps } from '../lib/context.ts';
import { istDate, istParts } from '../../shared/time/ist.ts';
import { previousBusinessDay } from '../../shared/rules/transactions/cut-off.ts';
import { appendDemoNavs } from '../services/schemes/append-demo-navs.ts';
import { refreshReturns } from '../services/schemes/refresh-returns.ts';
import { importNavSource } from '../services/schemes/import-nav-source.ts';
import { queryRows } from '../services/schemes/store-navs.ts';
import type { PeriodicJob } from './periodic-job.ts';

/**
 * Keeps NAVs current. Demo mode: adds the demo catalogue's missing days (a new day appears once
 * a day; the hourly look costs one small query). Production: imports AMFI's NAVAll.txt in the
 * evening, when AMFI publishes the day's NAVs, and whenever the catalogue is a business day or
 * more behind. Both are idempotent, so several instances running the job do no harm.
 */
export const AMFI_NAVALL_URL = 'https://portal.amfiindia.com/spages/NAVAll.txt';

/** NAV_SOURCE_URL overrides the AMFI address; "off" stops the production import (e.g. when NAVs come from elsewhere). */
export function navSourceUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const value = env.NAV_SOURCE_URL?.trim();
  if (value === 'off') return null;
  return value || AMFI_NAVALL_URL;
}

/** AMFI publishes from about 20:00 IST; before that, import only if the catalogue has fallen behind. */
export function shouldImportAmfi(now: Date, newestNavDate: string | null, holidays: readonly string[]): boolean {
  if (istParts(now).hour >= 20) return true;
  return newestNavDate === null || newestNavDate < previousBusinessDay(istDate(now), holidays);
}

export const navRefresh: PeriodicJob = {
  name: 'nav-refresh',
  everyMs: 60 * 60_000,
  async run(deps: AppDeps) {
    const now = deps.clock.now();
    if (deps.config.mode === 'demo') {
      const appended = await appendDemoNavs(deps.database, now);
      if (appended.navsWritten > 0) {
        await refreshReturns(deps.db, now);
        deps.log.info('demo NAVs appended', { navs: appended.navsWritten, ms: appended.ms });
      }
      return;
    }
    const url = navSourceUrl();
    if (!url) return;
    const [newest] = await queryRows<{ d: string | null }>(deps.db, sql`select max(latest_nav_date)::text as d from schemes`);
    const holidays = (await queryRows<{ day: string }>(deps.db, sql`select day::text as day from market_holidays`)).map((r) => r.day);
    if (!shouldImportAmfi(now, newest?.d ?? null, holidays)) return;
    const stats = await importNavSource(deps, url);
    deps.log.info('AMFI NAV import', { rows: stats.rows, errors: stats.errors, navs: stats.navsWritten, ms: stats.ms });
  },
};
