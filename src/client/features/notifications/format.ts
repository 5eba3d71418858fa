import { istParts } from '@shared/time/ist.ts';

/**
 * Notification time as DD/MM/YYYY hh:mm A (spec 3 §9). The spec's client subtracts 5 h 30 min
 * because its server stored IST wall time as if it were UTC; ours sends a real instant, which
 * is shown in IST, giving the same wall time.
 */
export function notificationTime(iso: string): string {
  const p = istParts(new Date(iso));
  const h12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(p.day)}/${pad(p.month)}/${p.year} ${pad(h12)}:${pad(p.minute)} ${p.hour < 12 ? 'AM' : 'PM'}`;
}
