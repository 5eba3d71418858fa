import { DATE_MESSAGES } from '@shared/contract/portfolio.ts';
import { istDate, parseMdy } from '@shared/time/ist.ts';
import { refuse } from '../../lib/refusal.ts';

/**
 * The day a dashboard or portfolio is asked "as on" (MM/DD/YYYY, spec 2 §9), as YYYY-MM-DD.
 * A day after today (IST) is refused: there are no NAVs for it yet. Absent means today.
 */
export function asOnDay(date: string | undefined, now: Date): string {
  const today = istDate(now);
  if (date === undefined) return today;
  const day = parseMdy(date);
  if (!day) throw refuse('invalid', DATE_MESSAGES.format);
  if (day > today) throw refuse('invalid', DATE_MESSAGES.future);
  return day;
}
