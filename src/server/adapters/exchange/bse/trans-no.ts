import { istDate } from '@shared/time/ist.ts';

/**
 * BSE StAR MF wants the member's transaction number unique per member per day, at most 19
 * characters; the form it recommends is the date, the member code and a sequence. Ours is
 * YYYYMMDD (IST) + member code + a zero-padded daily sequence that fills the 19 characters
 * (numbers.ts makes the sequence, one atomic counter per day).
 */
export const TRANS_NO_LENGTH = 19;

export function transNoFor(memberCode: string, now: Date, seq: number): string {
  const width = TRANS_NO_LENGTH - 8 - memberCode.length;
  if (width < 4) throw new Error(`member code "${memberCode}" leaves no room for a daily sequence in ${TRANS_NO_LENGTH} characters`);
  if (!Number.isInteger(seq) || seq < 1 || String(seq).length > width) throw new Error(`daily sequence ${seq} does not fit ${width} digits`);
  return `${istDate(now).replaceAll('-', '')}${memberCode}${String(seq).padStart(width, '0')}`;
}

/** Whether a transaction number is ours for this member and today (IST): the exchange refuses any other. */
export function isTodaysTransNo(transNo: string, memberCode: string, now: Date): boolean {
  return (
    transNo.length <= TRANS_NO_LENGTH &&
    transNo.startsWith(`${istDate(now).replaceAll('-', '')}${memberCode}`) &&
    /^\d+$/.test(transNo.slice(8 + memberCode.length))
  );
}
