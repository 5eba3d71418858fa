/**
 * Calendar-day arithmetic on YYYY-MM-DD dates, with nothing else attached: rules the screens
 * load early import this instead of the returns maths, which stays out of the first download.
 */
export function addCalendarDays(ymd: string, days: number): string {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
