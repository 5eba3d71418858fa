import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { basketMaximum, basketMinimum, splitByWeight, splitMessage, weightBp, weightsAreWhole, type BasketPart } from './basket-split.ts';

const part = (key: number, bp: number, minRupees: number, maxRupees?: number): BasketPart => ({
  key,
  weightBp: bp,
  minPaise: BigInt(minRupees) * 100n,
  maxPaise: maxRupees ? BigInt(maxRupees) * 100n : null,
});

describe('splitByWeight', () => {
  it('₹50,000 over 40/30/30: ₹20,000, ₹15,000, ₹15,000 (hand-worked)', () => {
    const r = splitByWeight(5_000_000n, [part(1, 4000, 5000), part(2, 3000, 1000), part(3, 3000, 500)]);
    expect(r).toEqual({
      ok: true,
      shares: [
        { key: 1, amountPaise: 2_000_000n },
        { key: 2, amountPaise: 1_500_000n },
        { key: 3, amountPaise: 1_500_000n },
      ],
    });
  });

  it('₹10,000 over thirds: the left-over rupee goes to the largest dropped remainder, in order', () => {
    // 33.34 / 33.33 / 33.33 of ₹10,000 = 3,334 / 3,333 / 3,333 exactly
    const r = splitByWeight(1_000_000n, [part(1, 3334, 100), part(2, 3333, 100), part(3, 3333, 100)]);
    expect(r.ok && r.shares.map((s) => s.amountPaise)).toEqual([333_400n, 333_300n, 333_300n]);
    // ₹1,001 over 50/25/25: 500.50 / 250.25 / 250.25 → 500 / 250 / 250 and one rupee to the first
    const odd = splitByWeight(100_100n, [part(1, 5000, 100), part(2, 2500, 100), part(3, 2500, 100)]);
    expect(odd.ok && odd.shares.map((s) => s.amountPaise)).toEqual([50_100n, 25_000n, 25_000n]);
  });

  it('paise below a rupee go to the heaviest scheme', () => {
    const r = splitByWeight(100_050n, [part(1, 2500, 100), part(2, 7500, 100)]);
    expect(r.ok && r.shares.map((s) => s.amountPaise)).toEqual([25_000n, 75_050n]);
  });

  it('refuses a share below a scheme minimum with the basket minimum, rounded up to ₹100', () => {
    // ₹5,000 minimum at 30% needs ₹16,666.67 → ₹16,700
    const parts = [part(1, 4000, 5000), part(2, 3000, 5000), part(3, 3000, 500)];
    expect(basketMinimum(parts)).toBe(1_670_000n);
    const r = splitByWeight(1_600_000n, parts);
    expect(r).toEqual({ ok: false, reason: 'below-min', minPaise: 1_670_000n });
    expect(splitMessage(r as never)).toBe('Amount should be greater than 16,700');
    expect(splitByWeight(1_670_000n, parts).ok).toBe(true);
  });

  it('refuses a share above a scheme maximum (a small-cap inflow cap of ₹2 lakh at 25% caps the basket at ₹8 lakh)', () => {
    const parts = [part(1, 2500, 500, 200_000), part(2, 7500, 500)];
    expect(basketMaximum(parts)).toBe(80_000_000n);
    expect(splitByWeight(80_000_000n, parts).ok).toBe(true);
    const r = splitByWeight(80_000_400n, parts);
    expect(r).toEqual({ ok: false, reason: 'above-max', maxPaise: 80_000_000n });
    expect(splitMessage(r as never)).toBe('Amount should be less than 8,00,000');
  });

  it('refuses weights that do not add up to 100%', () => {
    expect(splitByWeight(100_000n, [part(1, 5000, 1), part(2, 4000, 1)])).toEqual({ ok: false, reason: 'bad-weights' });
    expect(weightsAreWhole([])).toBe(false);
  });

  it('always adds up to the amount exactly and never gives a scheme less than its weight allows by more than a rupee', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 8 }),
        fc.bigInt({ min: 100_000n, max: 10_000_000_000n }),
        (raw, total) => {
          const sum = raw.reduce((a, b) => a + b, 0);
          const weights = raw.map((w) => Math.floor((w * 10_000) / sum));
          weights[0]! += 10_000 - weights.reduce((a, b) => a + b, 0);
          if (weights.some((w) => w <= 0)) return;
          const parts = weights.map((w, i) => part(i + 1, w, 0));
          const r = splitByWeight(total, parts);
          if (!r.ok) throw new Error('refused');
          expect(r.shares.reduce((a, s) => a + s.amountPaise, 0n)).toBe(total);
          r.shares.forEach((s, i) => {
            const exact = (total * BigInt(weights[i]!)) / 10_000n;
            expect(s.amountPaise - exact <= 200n && exact - s.amountPaise <= 100n).toBe(true);
          });
        },
      ),
    );
  });
});

describe('weightBp', () => {
  it('reads percentages with up to two decimals', () => {
    expect(weightBp('40')).toBe(4000);
    expect(weightBp('33.34')).toBe(3334);
    expect(weightBp('12.5')).toBe(1250);
    expect(weightBp('0')).toBeNull();
    expect(weightBp('100.01')).toBeNull();
    expect(weightBp('abc')).toBeNull();
  });
});
