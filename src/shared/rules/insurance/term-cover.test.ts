import { describe, expect, it } from 'vitest';
import { suggestTermCover, termAgeProblem, TERM_AGE_MESSAGES } from './term-cover.ts';

const L = (r: number) => BigInt(r) * 100n;

describe('suggested term cover', () => {
  it('₹12 lakh a year, 30 to 60, ₹20 lakh loan, ₹15 lakh saved → ₹3.65 crore', () => {
    // 12,00,000 × 30 + 20,00,000 − 15,00,000 = 3,65,00,000 (already a multiple of 5 lakh)
    expect(
      suggestTermCover({
        annualIncomePaise: L(1_200_000),
        age: 30,
        retirementAge: 60,
        investmentsPaise: L(1_500_000),
        loansPaise: L(2_000_000),
        existingCoverPaise: 0n,
      }),
    ).toBe(L(36_500_000));
  });

  it('rounds up to the next ₹5 lakh and never goes below zero', () => {
    expect(suggestTermCover({ annualIncomePaise: L(100_001), age: 59, retirementAge: 60, investmentsPaise: 0n, loansPaise: 0n, existingCoverPaise: 0n })).toBe(
      L(500_000),
    );
    expect(suggestTermCover({ annualIncomePaise: L(100_000), age: 61, retirementAge: 60, investmentsPaise: 0n, loansPaise: 0n, existingCoverPaise: 0n })).toBe(
      0n,
    );
    expect(
      suggestTermCover({ annualIncomePaise: L(100_000), age: 50, retirementAge: 60, investmentsPaise: L(2_000_000), loansPaise: 0n, existingCoverPaise: 0n }),
    ).toBe(0n);
  });
});

describe('the ages the insurance wizard takes', () => {
  it('refuses a retirement age of 250 and ages no insurer covers', () => {
    expect(termAgeProblem(38, 250)).toBe(TERM_AGE_MESSAGES.retirementMax);
    expect(termAgeProblem(38, 76)).toBe('Retirement Age should be 75 or less');
    expect(termAgeProblem(17, null)).toBe('Age should be between 18 and 65');
    expect(termAgeProblem(66, null)).toBe(TERM_AGE_MESSAGES.age);
    expect(termAgeProblem(40, 40)).toBe('Retirement Age should be greater than Current Age');
  });

  it('takes the bounds themselves and half-answered wizards', () => {
    expect(termAgeProblem(18, 75)).toBeNull();
    expect(termAgeProblem(65, 75)).toBeNull();
    expect(termAgeProblem(38, null)).toBeNull();
    expect(termAgeProblem(null, 60)).toBeNull();
  });
});
