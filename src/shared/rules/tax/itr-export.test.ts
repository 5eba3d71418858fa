import { describe, expect, it } from 'vitest';
import { capitalGains, type CgHolding } from './capital-gains.ts';
import { schedule112ACsv, scheduleCgCsv } from './itr-export.ts';

/**
 * A hand-worked investor for FY 2024-25, and the files written by hand.
 * - Alpha Equity Fund (31-Jan-2018 NAV ₹40): 100 units bought 01-Jun-2017 for ₹3,000, 100 bought
 *   01-Apr-2019 for ₹4,500; 150 sold 03-Jun-2024 at ₹60. FIFO: 100 from 2017 (sale ₹6,000, FMV
 *   100 × 40 = ₹4,000; lower of 6,000 and 4,000 = 4,000; cost deducted max(3,000, 4,000) = ₹4,000;
 *   gain ₹2,000) and 50 from 2019 (sale ₹3,000, cost 4,500 × 50/100 = ₹2,250, gain ₹750).
 * - Beta Arbitrage Fund, Growth (a comma in its name): 1,000 units bought 01-Aug-2023 for
 *   ₹10,000, sold 02-Sep-2024 at ₹10.50 = ₹10,500 with ₹25 exit load: gain ₹475 (12.5% rate).
 * - Gamma Debt Fund: 100 units bought 01-Jun-2020 for ₹1,000, sold 02-Sep-2024 at ₹12: long term
 *   s.112 12.5% ₹200 (not in Schedule 112A).
 * Schedule CG: 112A gains 2,750 + 475 = ₹3,225, all within the ₹1,25,000 exemption; s.112 ₹200 ×
 * 12.5% = ₹25.
 */
const base = { folioNo: '1', elss: false, exitLoadRules: [] } as const;
const holdings: CgHolding[] = [
  {
    ...base,
    key: 'A',
    schemeName: 'Alpha Equity Fund - Direct Growth',
    isin: 'INF000A01011',
    taxProfiles: [{ from: '1900-01-01', profile: 'equity' }],
    fmvNav4: 400_000n,
    events: [
      { type: 'BUY', date: '2017-06-01', units4: 1_000_000n, costPaise: 300_000n, ref: 'A1' },
      { type: 'BUY', date: '2019-04-01', units4: 1_000_000n, costPaise: 450_000n, ref: 'A2' },
      { type: 'SELL', date: '2024-06-03', units4: 1_500_000n, nav4: 600_000n, ref: 'AS', label: 'Redemption', exitLoadPaise: 0n },
    ],
  },
  {
    ...base,
    key: 'B',
    schemeName: 'Beta Arbitrage Fund, Growth',
    isin: 'INF000B01022',
    taxProfiles: [{ from: '1900-01-01', profile: 'equity' }],
    fmvNav4: null,
    events: [
      { type: 'BUY', date: '2023-08-01', units4: 10_000_000n, costPaise: 1_000_000n, ref: 'B1' },
      { type: 'SELL', date: '2024-09-02', units4: 10_000_000n, nav4: 105_000n, ref: 'BS', label: 'Redemption', exitLoadPaise: 2_500n },
    ],
  },
  {
    ...base,
    key: 'C',
    schemeName: 'Gamma Debt Fund',
    isin: 'INF000C01033',
    taxProfiles: [{ from: '1900-01-01', profile: 'debt' }],
    fmvNav4: null,
    events: [
      { type: 'BUY', date: '2020-06-01', units4: 1_000_000n, costPaise: 100_000n, ref: 'C1' },
      { type: 'SELL', date: '2024-09-02', units4: 1_000_000n, nav4: 120_000n, ref: 'CS', label: 'Redemption', exitLoadPaise: 0n },
    ],
  },
];

const SCHEDULE_112A_BY_HAND = `Share/Unit acquired(1a),Share/Unit transferred(1b),ISIN Code(2),Name of the Share/Unit(3),No. of Shares/Units(4),Sale-price per Share/Unit(5),Full Value of Consideration(Total Sale Value)(6) = 4 * 5,Cost of acquisition without indexation(7),Cost of acquisition(8),If the long term capital asset was acquired before 01.02.2018(9),Fair Market Value per share/unit as on 31st January 2018(10),Total Fair Market Value of capital asset as per section 55(2)(ac)(11) = 4 * 10,Expenditure wholly and exclusively in connection with transfer(12),Total deductions(13) = 7 + 12,Balance(14) = 6 - 13
BE,BE,INF000A01011,Alpha Equity Fund - Direct Growth,100.0000,60.0000,6000.00,4000.00,3000.00,4000.00,40.0000,4000.00,0.00,4000.00,2000.00
AE,BE,INF000A01011,Alpha Equity Fund - Direct Growth,50.0000,60.0000,3000.00,2250.00,2250.00,,,,0.00,2250.00,750.00
AE,AE,INF000B01022,"Beta Arbitrage Fund, Growth",1000.0000,10.5000,10500.00,10000.00,10000.00,,,,25.00,10025.00,475.00
`;

const SCHEDULE_CG_BY_HAND = `Item,Section,Net gain or loss,Taxable after set-off and exemption
B. Long-term: u/s 112A at 10% (transfers before 23-Jul-2024),112A,2750.00,0.00
B. Long-term: u/s 112A at 12.5% (transfers from 23-Jul-2024),112A,475.00,0.00
B. Long-term: u/s 112 at 12.5% without indexation,112,200.00,200.00
C. Short-term loss of the year set off against other gains,70(2),0.00,
C. Long-term loss of the year set off against long-term gains,70(3),0.00,
C. Losses of earlier years set off,74,0.00,
D. Exemption of long-term gains u/s 112A used (limit 125000.00),112A,3225.00,
F. Estimated tax at the special rates (before surcharge and cess),,25.00,
`;

const linesOf = (text: string) => text.split(/\r?\n/);

describe('ITR-ready export for FY 2024-25', () => {
  const s = capitalGains(holdings, '2024-04-01', '2025-03-31');

  it('Schedule 112A matches the hand-written file line by line', () => {
    const got = schedule112ACsv(s, '2024-25');
    expect(got.endsWith('\r\n')).toBe(true);
    const want = linesOf(SCHEDULE_112A_BY_HAND);
    linesOf(got).forEach((line, i) => expect(line, `line ${i + 1}`).toBe(want[i]));
    expect(linesOf(got)).toHaveLength(want.length);
  });

  it('Schedule CG summary matches the hand-written file line by line', () => {
    const got = linesOf(scheduleCgCsv(s, '2024-25'));
    const want = linesOf(SCHEDULE_CG_BY_HAND);
    got.forEach((line, i) => expect(line, `line ${i + 1}`).toBe(want[i]));
    expect(got).toHaveLength(want.length);
  });
});
