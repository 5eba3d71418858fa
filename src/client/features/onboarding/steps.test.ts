import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ONBOARDING_STEPS, isStepSlug, stepForPageNo } from './steps.ts';

describe('ONBOARDING_STEPS', () => {
  it('lists the nine steps in the spec order', () => {
    expect(ONBOARDING_STEPS.map((s) => s.slug)).toEqual([
      'identification',
      'personal-details',
      'bank-details',
      'other-holders',
      'nominee-details',
      'kyc-register',
      'fatca',
      'upload_cheque',
      'upload_signature',
    ]);
  });
});

describe('stepForPageNo', () => {
  it.each([
    [0, 'identification'],
    [1, 'personal-details'],
    [2, 'bank-details'],
    [3, 'other-holders'],
    [4, 'nominee-details'],
    [5, 'kyc-register'], // 5 and 6 are both the registered address
    [6, 'kyc-register'],
    [7, 'fatca'],
    [8, 'upload_cheque'],
    [9, 'upload_signature'],
  ])('page_no %d → %s', (pageNo, slug) => {
    expect(stepForPageNo(pageNo)).toBe(slug);
  });

  it.each([
    [-1, 'identification'],
    [-100, 'identification'],
    [10, 'upload_signature'],
    [99, 'upload_signature'],
    [2.7, 'bank-details'],
  ])('clamps page_no %d to %s', (pageNo, slug) => {
    expect(stepForPageNo(pageNo)).toBe(slug);
  });

  it('always gives a step, and never goes back as page_no grows', () => {
    const order = ONBOARDING_STEPS.map((s) => s.slug as string);
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(isStepSlug(stepForPageNo(lo))).toBe(true);
        expect(order.indexOf(stepForPageNo(lo))).toBeLessThanOrEqual(order.indexOf(stepForPageNo(hi)));
      }),
    );
  });
});

describe('isStepSlug', () => {
  it('knows the step slugs and nothing else', () => {
    for (const { slug } of ONBOARDING_STEPS) expect(isStepSlug(slug)).toBe(true);
    for (const other of ['', 'upload-cheque', 'Identification', 'registered-address', 'kyc-register/']) expect(isStepSlug(other)).toBe(false);
  });
});
