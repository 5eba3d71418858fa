import { nextBusinessDay } from '@shared/rules/cut-off.ts';

/** `days` business days after `ymd` (weekends and holidays skipped). */
export function addBusinessDays(ymd: string, days: number, holidays: readonly string[]): string {
  let d = ymd;
  for (let i = 0; i < days; i++) d = nextBusinessDay(d, holidays);
  return d;
}
