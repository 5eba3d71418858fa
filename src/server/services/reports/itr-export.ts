import { schedule112ACsv, scheduleCgCsv } from '@shared/rules/tax/itr-export.ts';
import { fyLabel } from '@shared/rules/tax/cost-inflation-index.ts';
import type { AppDeps } from '../../lib/context.ts';
import { capitalGainsFor } from './capital-gains-data.ts';

export const ITR_MESSAGES = {
  selectFy: 'Please select a financial year',
  futureFy: 'This financial year has not started yet',
} as const;

/**
 * The ITR-ready files of one financial year (1-Apr to 31-Mar): the statement of that year, with
 * the losses of earlier years in the history brought forward, as the Schedule 112A upload and the
 * Schedule CG summary. A year still running gives the figures so far.
 */
export async function itrExportFor(
  deps: AppDeps,
  userId: number,
  fy: string,
  today: string,
): Promise<{ error: string } | { FY: string; files: Array<{ name: string; title: string; rows: number; csv: string }> }> {
  const start = Number(fy.slice(0, 4));
  if (!Number.isInteger(start) || start < 2000 || fy !== `${start}-${String((start + 1) % 100).padStart(2, '0')}`) return { error: ITR_MESSAGES.selectFy };
  if (fy > fyLabel(today)) return { error: ITR_MESSAGES.futureFy };
  const s = await capitalGainsFor(deps, userId, `${start}-04-01`, `${start + 1}-03-31`);
  const a = schedule112ACsv(s, fy);
  const cg = scheduleCgCsv(s, fy);
  const rows = (csv: string) => csv.split('\r\n').length - 2;
  return {
    FY: fy,
    files: [
      { name: `schedule-112a-FY${fy}.csv`, title: 'Schedule 112A (long-term gains on equity-oriented funds)', rows: rows(a), csv: a },
      { name: `schedule-cg-FY${fy}.csv`, title: 'Schedule CG summary', rows: rows(cg), csv: cg },
    ],
  };
}
