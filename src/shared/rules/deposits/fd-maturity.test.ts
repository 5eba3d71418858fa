import { describe, expect, it } from 'vitest';
import { depositValue, maturityDate, rateHundredths } from './fd-maturity.ts';

describe('deposit maturity (hand-worked)', () => {
  it('cumulative, compounded yearly: ₹1,00,000 at 7.05% for 36 months → ₹1,22,676.12', () => {
    // 1.0705³ = 1.226761152625 → 1,22,676.1152625
    expect(depositValue(10_000_000n, 705, 36, 'On Maturity')).toEqual({ maturityPaise: 12_267_612n, interestPaise: 2_267_612n, payoutPaise: null });
  });

  it('a part year earns simple interest: ₹1,00,000 at 7% for 30 months → ₹1,18,497.15', () => {
    // 1.07² × (1 + 0.07 × 6/12) = 1.1449 × 1.035 = 1.1849715
    expect(depositValue(10_000_000n, 700, 30, 'On Maturity').maturityPaise).toBe(11_849_715n);
  });

  it('monthly payout: ₹1,00,000 at 6.75% pays ₹562.50 a month, ₹20,250 over 36 months, principal back', () => {
    expect(depositValue(10_000_000n, 675, 36, 'Monthly')).toEqual({ maturityPaise: 10_000_000n, interestPaise: 2_025_000n, payoutPaise: 56_250n });
    expect(depositValue(10_000_000n, 675, 12, 'Quarterly').payoutPaise).toBe(168_750n);
    expect(depositValue(10_000_000n, 675, 12, 'Half Yearly').payoutPaise).toBe(337_500n);
    expect(depositValue(10_000_000n, 675, 12, 'Yearly').payoutPaise).toBe(675_000n);
  });

  it('maturity date counts calendar months', () => {
    expect(maturityDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(maturityDate('2026-11-20', 36)).toBe('2029-11-20');
  });

  it('reads rates', () => {
    expect(rateHundredths('7.05')).toBe(705);
    expect(rateHundredths('6.5')).toBe(650);
    expect(rateHundredths('7')).toBe(700);
    expect(rateHundredths('x')).toBeNull();
  });
});
