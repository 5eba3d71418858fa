import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../money/decimal.ts';
import { capitalGains, type CgHolding } from './capital-gains.ts';
import type { FundTaxProfile } from './fund-tax-class.ts';

/**
 * Set-off (Income-tax Act, 1961, s.70) and carry-forward (s.74) of capital losses, hand-worked.
 * Each holding is one purchase and one sale; amounts in rupees, rates before surcharge and cess.
 */
const rs = (s: string) => parseDecimal(s, 2)!;
const u = (s: string) => parseDecimal(s, 4)!;
let n = 0;
const h = (profile: FundTaxProfile, bought: string, cost: string, sold: string, saleValue: string): CgHolding => {
  n += 1;
  // 1,000 units: the NAV of the sale is the sale value / 1,000
  return {
    key: `H${n}`,
    schemeName: `Fund ${n}`,
    folioNo: String(n),
    taxProfiles: [{ from: '1900-01-01', profile }],
    isin: null,
    elss: false,
    fmvNav4: null,
    exitLoadRules: [],
    events: [
      { type: 'BUY', date: bought, units4: u('1000'), costPaise: rs(cost), ref: `B${n}` },
      { type: 'SELL', date: sold, units4: u('1000'), nav4: rs(saleValue) / 10n, ref: `S${n}`, label: 'Redemption', exitLoadPaise: 0n },
    ],
  };
};

describe('set-off and carry-forward', () => {
  it('a short-term loss of ₹8,000 goes against long-term equity gains before the exemption: ₹1,000 less tax (s.70(2))', () => {
    // LT equity gain 3,00,000 − 1,00,000 = ₹2,00,000; ST equity loss 42,000 − 50,000 = −₹8,000.
    // After set-off 1,92,000 − 1,25,000 exemption = 67,000 × 12.5% = ₹8,375 (without: 75,000 × 12.5% = ₹9,375).
    const s = capitalGains(
      [h('equity', '2022-05-02', '100000', '2024-09-02', '300000'), h('equity', '2024-06-03', '50000', '2024-10-01', '42000')],
      '2024-04-01',
      '2025-03-31',
    );
    const y = s.years[0]!;
    expect(y.setOff).toMatchObject({ shortTermLossPaise: rs('8000'), shortTermLossSetOffPaise: rs('8000'), longTermLossPaise: 0n, carriedForward: [] });
    expect(y.exemptionUsedPaise).toBe(rs('125000'));
    expect(y.estimatedTaxPaise).toBe(rs('8375'));
  });

  it("a long-term loss is not set against short-term gains; it is carried forward eight years and used against next year's long-term gain", () => {
    const hs = [
      // FY 2024-25: ST equity gain 70,000 − 50,000 = ₹20,000 × 20% = ₹4,000; LT equity loss 70,000 − 1,00,000 = −₹30,000
      h('equity', '2024-06-03', '50000', '2024-12-02', '70000'),
      h('equity', '2022-05-02', '100000', '2024-09-02', '70000'),
      // FY 2025-26: LT equity gain 2,40,000 − 1,00,000 = ₹1,40,000; less ₹30,000 brought forward = 1,10,000, within the exemption
      h('equity', '2023-05-02', '100000', '2025-06-03', '240000'),
    ];
    const first = capitalGains(hs, '2024-04-01', '2025-03-31').years[0]!;
    expect(first.estimatedTaxPaise).toBe(rs('4000'));
    expect(first.setOff.longTermLossSetOffPaise).toBe(0n);
    expect(first.setOff.carriedForward).toEqual([{ fromFy: '2024-25', term: 'long', paise: rs('30000'), lastFy: '2032-33' }]);
    // the statement of 2025-26 alone still brings the loss forward from the history before it
    const next = capitalGains(hs, '2025-04-01', '2026-03-31').years[0]!;
    expect(next.fy).toBe('2025-26');
    expect(next.setOff.broughtForward).toEqual([{ fromFy: '2024-25', term: 'long', paise: rs('30000'), lastFy: '2032-33' }]);
    expect(next.setOff.broughtForwardUsedPaise).toBe(rs('30000'));
    expect(next.setOff.carriedForward).toEqual([]);
    expect(next.exemptionUsedPaise).toBe(rs('110000'));
    expect(next.estimatedTaxPaise).toBe(0n);
  });

  it('a short-term loss goes against slab gains, then long-term other, then long-term equity; the exemption covers what is left', () => {
    // FY 2025-26: slab gain (debt fund bought after 1-Apr-2023) ₹10,000; ST equity loss ₹50,000;
    // LT other (multi-asset, 25 months) ₹15,000; LT equity ₹1,00,000.
    // 50,000 → slab 10,000, other LT 15,000, equity LT 25,000 → equity LT 75,000, exempt: tax ₹0 (without set-off: 15,000 × 12.5% = ₹1,875)
    const s = capitalGains(
      [
        h('debt', '2024-04-02', '100000', '2025-06-03', '110000'),
        h('equity', '2025-01-02', '100000', '2025-06-03', '50000'),
        h('mixed', '2023-04-03', '100000', '2025-06-03', '115000'),
        h('equity', '2023-04-03', '100000', '2025-06-03', '200000'),
      ],
      '2025-04-01',
      '2026-03-31',
    );
    const y = s.years[0]!;
    const taxable = Object.fromEntries(y.buckets.map((b) => [b.id, b.taxablePaise]));
    // taxable is after the exemption: the equity ₹75,000 left is all exempt
    expect(taxable).toEqual({ SLAB: 0n, EQ_ST_20: 0n, LT_12_5: 0n, EQ_LT_12_5: 0n });
    expect(y.setOff.shortTermLossSetOffPaise).toBe(rs('50000'));
    expect(y.exemptionUsedPaise).toBe(rs('75000'));
    expect(y.estimatedTaxPaise).toBe(0n);
  });

  it('a loss carried forward lapses after eight years: a 2016-17 short-term loss is used in 2024-25 and not in 2025-26', () => {
    const hs = [
      // FY 2016-17: ST equity loss 90,000 − 1,00,000 = −₹10,000 (usable up to 2024-25)
      h('equity', '2016-06-01', '100000', '2016-10-03', '90000'),
      // FY 2024-25: ST equity gain ₹4,000, all set off by the brought-forward loss
      h('equity', '2024-10-01', '100000', '2024-12-02', '104000'),
      // FY 2025-26: ST equity gain ₹10,000: the ₹6,000 left of the 2016-17 loss has lapsed → 20% = ₹2,000
      h('equity', '2025-05-02', '100000', '2025-09-01', '110000'),
    ];
    const s = capitalGains(hs, '2016-04-01', '2026-03-31');
    const fy = (label: string) => s.years.find((y) => y.fy === label)!;
    expect(fy('2016-17').setOff.carriedForward).toEqual([{ fromFy: '2016-17', term: 'short', paise: rs('10000'), lastFy: '2024-25' }]);
    expect(fy('2024-25').setOff.broughtForwardUsedPaise).toBe(rs('4000'));
    expect(fy('2024-25').estimatedTaxPaise).toBe(0n);
    expect(fy('2024-25').setOff.carriedForward).toEqual([{ fromFy: '2016-17', term: 'short', paise: rs('6000'), lastFy: '2024-25' }]);
    expect(fy('2025-26').setOff.broughtForward).toEqual([]);
    expect(fy('2025-26').estimatedTaxPaise).toBe(rs('2000'));
  });
});
