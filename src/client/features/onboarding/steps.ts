/** The nine onboarding steps in the spec's order (spec 1 §2). */
export const ONBOARDING_STEPS = [
  { slug: 'identification', title: 'Identification' },
  { slug: 'personal-details', title: 'Personal Details' },
  { slug: 'bank-details', title: 'Bank Details' },
  { slug: 'other-holders', title: 'Other Holders' },
  { slug: 'nominee-details', title: 'Nominee Details' },
  { slug: 'kyc-register', title: 'Registered Address' },
  { slug: 'fatca', title: 'FATCA' },
  { slug: 'upload_cheque', title: 'Upload Cheque' },
  { slug: 'upload_signature', title: 'Upload Signature' },
] as const;

export type StepSlug = (typeof ONBOARDING_STEPS)[number]['slug'];

/**
 * Saved page number → step (spec 1 §2): 0 identification, 1 personal, 2 bank, 3 holders,
 * 4 nominee, 5 and 6 address, 7 FATCA, 8 cheque, 9 signature.
 */
export function stepForPageNo(pageNo: number): StepSlug {
  const map: StepSlug[] = [
    'identification',
    'personal-details',
    'bank-details',
    'other-holders',
    'nominee-details',
    'kyc-register',
    'kyc-register',
    'fatca',
    'upload_cheque',
    'upload_signature',
  ];
  const position = Number.isFinite(pageNo) ? Math.min(Math.max(Math.trunc(pageNo), 0), 9) : 0;
  return map[position]!;
}

export function isStepSlug(value: string): value is StepSlug {
  return ONBOARDING_STEPS.some((s) => s.slug === value);
}

/**
 * How far an investor may go: the steps before the one their saved position names are done, that
 * one is next, and later steps wait for it (an investor with nothing saved cannot open FATCA).
 */
export function reachableStep(pageNo: number): { next: StepSlug; nextIndex: number } {
  const next = stepForPageNo(pageNo);
  return { next, nextIndex: ONBOARDING_STEPS.findIndex((s) => s.slug === next) };
}

/** Whether `slug` may be opened at the saved position `pageNo`. */
export function canOpenStep(slug: StepSlug, pageNo: number): boolean {
  return ONBOARDING_STEPS.findIndex((s) => s.slug === slug) <= reachableStep(pageNo).nextIndex;
}
