/**
 * Nominee percentages (spec 1 §4, §5, §9): at most 3 nominees, whole percentages that total
 * exactly 100. The spec's text says "within 0 to 100" but its message says 1-100; a 0 % nominee
 * inherits nothing, so 1..100 is the rule.
 */
export const MAX_NOMINEES = 3;
export const TOTAL_SHARE = 100;

export const NOMINEE_MESSAGES = {
  range: 'Please enter number between 1-100',
  total: 'Sum of percentage not amounting to 100%',
  guardian: 'Please select Guardian',
} as const;

export const shareAboveRemainingMessage = (remaining: number): string => `Please enter number less than or equal to ${remaining}`;

const sum = (shares: readonly number[]): number => shares.reduce((a, b) => a + b, 0);

/** What is left to give out; never below 0. */
export function remainingShare(existing: readonly number[]): number {
  return Math.max(0, TOTAL_SHARE - sum(existing));
}

/** The percentage typed for a new nominee, against those already saved. */
export function validateShare(input: string, existingShares: readonly number[]): string | null {
  const v = input.trim();
  if (!/^\d{1,3}$/.test(v)) return NOMINEE_MESSAGES.range;
  const share = Number(v);
  if (share < 1 || share > TOTAL_SHARE) return NOMINEE_MESSAGES.range;
  const remaining = remainingShare(existingShares);
  if (share > remaining) return shareAboveRemainingMessage(remaining);
  return null;
}

/** Before SAVE & PROCEED. */
export function validateTotal(shares: readonly number[]): string | null {
  return sum(shares) === TOTAL_SHARE ? null : NOMINEE_MESSAGES.total;
}

/** The add form shows while there are fewer than 3 nominees and less than 100 % given out. */
export function canAddNominee(shares: readonly number[]): boolean {
  return shares.length < MAX_NOMINEES && sum(shares) < TOTAL_SHARE;
}

/** A minor nominee needs a guardian. */
export function validateGuardian(isMinor: boolean, guardianName: string | null | undefined): string | null {
  if (!isMinor) return null;
  return (guardianName ?? '').trim() === '' ? NOMINEE_MESSAGES.guardian : null;
}
