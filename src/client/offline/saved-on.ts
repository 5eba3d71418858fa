import { istParts } from '@shared/time/ist.ts';
import type { Cached } from './cache.ts';

/**
 * The one way the app writes when a copy was saved: "23/11/2026, 5:50 pm", in India Standard
 * Time whatever the phone's own zone, with how long ago when it is shown as a device copy.
 */
export function savedOn(at: number): string {
  const p = istParts(new Date(at));
  const h = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${String(p.day).padStart(2, '0')}/${String(p.month).padStart(2, '0')}/${p.year}, ${h}:${String(p.minute).padStart(2, '0')} ${p.hour < 12 ? 'am' : 'pm'}`;
}

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago". */
export function ageText(at: number, now: number = Date.now()): string {
  const minutes = Math.floor((now - at) / 60_000);
  if (minutes < 1) return 'just now';
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'} ago`;
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return unit(hours, 'hour');
  return unit(Math.floor(hours / 24), 'day');
}

/** The dashboard's rule (spec 2 §4, §9): a copy younger than 4 hours is shown without asking the server. */
export const FOUR_HOURS_MS = 4 * 3_600_000;
/** A copy stamped further ahead than this is not trusted as fresh (clocks on phones drift a little). */
export const FUTURE_SKEW_MS = 5 * 60_000;

/** A copy young enough to stand for the server's answer (and not stamped in the future). */
export function freshEnough(fetchedAt: number, maxAgeMs: number, now: number): boolean {
  const age = now - fetchedAt;
  return age >= -FUTURE_SKEW_MS && age < maxAgeMs;
}

/** Stamped later than this device's clock allows. */
export const fromTheFuture = (fetchedAt: number, now: number): boolean => fetchedAt - now > FUTURE_SKEW_MS;

export const FUTURE_COPY_WARNING = "This copy is stamped later than this device's clock, so its date may be wrong; check the date and time on this device.";

/**
 * What a view says about a copy from the device: why it is shown, when it was saved (one format)
 * and how old it is. `online` is the browser's own word, which wins over the read's reason (a
 * read that timed out before the connection dropped is still an offline copy now).
 */
export function deviceCopyText(copy: Pick<Cached<unknown>, 'fetchedAt' | 'reason' | 'future'>, online: boolean, now: number = Date.now()): string {
  const when = copy.future ? `saved on ${savedOn(copy.fetchedAt)}` : `saved on ${savedOn(copy.fetchedAt)} (${ageText(copy.fetchedAt, now)})`;
  const lead = !online
    ? 'You are offline: showing the copy on this device'
    : copy.reason === 'offline'
      ? 'Back online, updating: showing the copy on this device until then'
      : copy.reason === 'slow'
        ? 'The server is slow to answer: showing the copy on this device until it does'
        : 'The server could not be reached: showing the copy on this device';
  return `${lead}, ${when}.${copy.future ? ` ${FUTURE_COPY_WARNING}` : ''}`;
}
