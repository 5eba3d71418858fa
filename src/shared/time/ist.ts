/**
 * India Standard Time helpers. IST is UTC+05:30 all year (no daylight saving), so a fixed
 * offset is exact. Business rules (cut-offs, SIP dates, "today") are decided in IST whatever
 * the server's or the browser's own time zone is.
 */
export const IST_OFFSET_MINUTES = 330;
const OFFSET_MS = IST_OFFSET_MINUTES * 60_000;

export interface IstParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number; // 0 Sunday .. 6 Saturday
}

export function istParts(instant: Date): IstParts {
  const d = new Date(instant.getTime() + OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    weekday: d.getUTCDay(),
  };
}

/** The IST calendar date of an instant as YYYY-MM-DD. */
export function istDate(instant: Date): string {
  const p = istParts(instant);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The instant of a wall-clock time in IST. */
export function istInstant(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - OFFSET_MS);
}

/** Minutes since IST midnight. */
export function istMinuteOfDay(instant: Date): number {
  const p = istParts(instant);
  return p.hour * 60 + p.minute;
}

const DMY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const MDY = DMY;

function validYmd(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
}

/** DD/MM/YYYY (birth dates, spec 1 §9) → YYYY-MM-DD, or null when not a real date. */
export function parseDmy(text: string): string | null {
  const m = DMY.exec(text.trim());
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!validYmd(y, mo, d)) return null;
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** MM/DD/YYYY (dashboard and portfolio dates, spec 2 §9) → YYYY-MM-DD, or null. */
export function parseMdy(text: string): string | null {
  const m = MDY.exec(text.trim());
  if (!m) return null;
  const [mo, d, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!validYmd(y, mo, d)) return null;
  return `${m[3]}-${m[1]}-${m[2]}`;
}

export function ymdToDmy(ymd: string): string {
  const [y, m, d] = ymd.split('-');
  return `${d}/${m}/${y}`;
}

export function ymdToMdy(ymd: string): string {
  const [y, m, d] = ymd.split('-');
  return `${m}/${d}/${y}`;
}

/** Whole years between a birth date and a day (both YYYY-MM-DD), as a person counts birthdays. */
export function ageOn(birthYmd: string, onYmd: string): number {
  const [by, bm, bd] = birthYmd.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onYmd.split('-').map(Number) as [number, number, number];
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}
