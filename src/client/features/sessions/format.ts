import { istParts } from '@shared/time/ist.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Active now", "5 minutes ago", "2 hours ago", else the IST date and time ("20 Nov 2026, 11:00 am"). */
export function lastUsedText(iso: string, now: Date): string {
  const at = new Date(iso);
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 2) return 'Active now';
  if (minutes < 60) return `${minutes} minutes ago`;
  if (minutes < 24 * 60) {
    const hours = Math.floor(minutes / 60);
    return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  }
  return istDateTime(at);
}

export function istDateTime(at: Date): string {
  const p = istParts(at);
  const h12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}, ${h12}:${String(p.minute).padStart(2, '0')} ${p.hour < 12 ? 'am' : 'pm'}`;
}
