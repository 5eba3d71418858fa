import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../money/decimal.ts';
import { capitalGains, type CgBuy, type CgSell } from './capital-gains.ts';
import type { FundTaxProfile } from './fund-tax-class.ts';
import { harvestPlan, type HarvestHolding } from './harvest.ts';

/** A hand-worked family of two on Mon 03-Nov-2025 (FY 2025-26, exemption ₹1,25,000). */
const rs = (s: string) => parseDecimal(s, 2)!;
const u = (s: string) => parseDecimal(s, 4)!;
const buy = (date: string, units: string, cost: string): CgBuy => ({ type: 'BUY', date, units4: u(units), costPaise: rs(cost), ref: `B${date}` });
const sell = (date: string, units: string, nav: string): CgSell => ({
  type: 'SELL',
  date,
  units4: u(units),
  nav4: u(nav),
  ref: `S${date}`,
  label: 'Redemption',
  exitLoadPaise: 0n,
});
const holding = (
  id: number,
  name: string,
  profile: FundTaxProfile,
  nav: string,
  events: Array<CgBuy | CgSell>,
  lockInYears: number | null = null,
): HarvestHolding => ({
  key: String(id),
  schemeId: id,
  schemeName: name,
  folioNo: `F${id}`,
  taxProfiles: [{ from: '1900-01-01', profile }],
  isin: null,
  elss: lockInYears !== null,
  fmvNav4: null,
  exitLoadRules: [{ withinDays: 365, percent: '1.00' }],
  events,
  nav4: u(nav),
  lockInYears,
});
const TODAY = '2025-11-03';
const planOf = (hs: HarvestHolding[]) => harvestPlan(hs, capitalGains(hs, '2025-04-01', '2026-03-31'), TODAY);

describe('gains harvesting, hand-worked family of two', () => {
  it('Asha: ₹45,000 booked leaves ₹80,000 room; the oldest lot whole and 750 units of the next; not the short-term lot', () => {
    const plan = planOf([
      // booked this year: 1,000 units bought 02-May-2023 for ₹50,000 sold 02-Jun-2025 at ₹95 → LT gain ₹45,000
      holding(1, 'Booked Equity Fund', 'equity', '95', [buy('2023-05-02', '1000', '50000'), sell('2025-06-02', '1000', '95')]),
      // open: 1,000 @ ₹50,000 (2023), 1,000 @ ₹60,000 (2024), 500 @ ₹45,000 (02-Jun-2025, short term); NAV ₹100
      holding(2, 'Alpha Equity Fund', 'equity', '100', [
        buy('2023-01-02', '1000', '50000'),
        buy('2024-06-03', '1000', '60000'),
        buy('2025-06-02', '500', '45000'),
      ]),
    ]);
    expect(plan).toMatchObject({ fy: '2025-26', exemptionLimitPaise: rs('125000'), bookedPaise: rs('45000'), roomPaise: rs('80000') });
    const [s] = plan.suggestions;
    // lot 1: ₹1,00,000 − ₹50,000 = ₹50,000; lot 2: ₹30,000 left × 1,000 / ₹40,000 = 750 units: ₹75,000 − ₹45,000 = ₹30,000
    expect(s!.lots.map((l) => [l.date, l.units4, l.gainPaise])).toEqual([
      ['2023-01-02', u('1000'), rs('50000')],
      ['2024-06-03', u('750'), rs('30000')],
    ]);
    // 1,750 units = ₹1,75,000; STT 0.001% = ₹1.75; repurchase ₹1,74,998.25 with stamp duty 17,499,825 × 5 / 1,00,005 = 874.95 → ₹8.75;
    // tax saved 80,000 × 12.5% = ₹10,000 − 1.75 − 8.75 = ₹9,989.50
    expect(s).toMatchObject({
      units4: u('1750'),
      salePaise: rs('175000'),
      gainPaise: rs('80000'),
      sttPaise: rs('1.75'),
      repurchasePaise: rs('174998.25'),
      repurchaseStampDutyPaise: rs('8.75'),
      taxSavedPaise: rs('9989.50'),
    });
    expect(plan.harvestPaise).toBe(rs('80000'));
    // no taxable gain left this year (₹45,000 is inside the exemption): no loss lots to suggest
    expect(plan.lossLots).toEqual([]);
  });

  it('Ravi: ELSS units still locked are skipped; a loss lot is listed against his short-term gain', () => {
    const plan = planOf([
      // ELSS: 1,000 @ ₹20,000 (03-Jan-2022, free since 03-Jan-2025), 1,000 @ ₹20,000 (01-Mar-2023, locked to 01-Mar-2026); NAV ₹30
      holding(3, 'Tax Saver Fund', 'equity', '30', [buy('2022-01-03', '1000', '20000'), buy('2023-03-01', '1000', '20000')], 3),
      // short-term gain booked: 100 @ ₹10,000 (02-May-2025) sold 01-Aug-2025 at ₹120 → ₹2,000 at 20%
      holding(4, 'Quick Equity Fund', 'equity', '120', [buy('2025-05-02', '100', '10000'), sell('2025-08-01', '100', '120')]),
      // debt fund bought 01-Apr-2024, 100 units @ ₹10,000, NAV ₹95: an open loss of ₹500 (specified fund: short term)
      holding(5, 'Short Debt Fund', 'debt', '95', [buy('2024-04-01', '100', '10000')]),
    ]);
    expect(plan.roomPaise).toBe(rs('125000'));
    expect(plan.suggestions).toHaveLength(1);
    // 1,000 units × ₹30 = ₹30,000 − ₹20,000 = ₹10,000; STT ₹0.30; repurchase ₹29,999.70, duty 2,999,970 × 5 / 1,00,005 = 149.99 → ₹1.50;
    // saved 1,250 − 0.30 − 1.50 = ₹1,248.20
    expect(plan.suggestions[0]).toMatchObject({
      schemeName: 'Tax Saver Fund',
      units4: u('1000'),
      gainPaise: rs('10000'),
      sttPaise: rs('0.30'),
      repurchaseStampDutyPaise: rs('1.50'),
      taxSavedPaise: rs('1248.20'),
    });
    expect(plan.taxableGainsPaise).toBe(rs('2000'));
    expect(plan.lossLots).toEqual([
      { schemeId: 5, schemeName: 'Short Debt Fund', folioNo: 'F5', date: '2024-04-01', units4: u('100'), lossPaise: rs('500'), term: 'short' },
    ]);
  });

  it('placing the suggestion books exactly the suggested gain in the statement', () => {
    const alpha = holding(2, 'Alpha Equity Fund', 'equity', '100', [buy('2023-01-02', '1000', '50000'), buy('2024-06-03', '1000', '60000')]);
    const plan = planOf([alpha]);
    const s = plan.suggestions[0]!;
    const after = capitalGains(
      [
        {
          ...alpha,
          events: [
            ...alpha.events,
            { type: 'SELL', date: TODAY, units4: s.units4, nav4: alpha.nav4!, ref: 'H', label: 'Redemption', exitLoadPaise: null, sttPaise: s.sttPaise },
          ],
        },
      ],
      '2025-04-01',
      '2026-03-31',
    );
    expect(after.years[0]!.longTermPaise).toBe(s.gainPaise);
    // both lots whole: ₹50,000 + ₹40,000 = ₹90,000, all inside the exemption
    expect(s.gainPaise).toBe(rs('90000'));
    expect(after.years[0]!.exemptionUsedPaise).toBe(rs('90000'));
    expect(after.years[0]!.estimatedTaxPaise).toBe(0n);
  });
});
