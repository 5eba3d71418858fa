import { describe, expect, it } from 'vitest';
import { redemptionExitLoad } from '../../money/lots/exit-load.ts';
import { purchaseAllotment, stampDutyPaise } from '../transactions/allotment.ts';
import { sttPaise } from './stt.ts';
import { unitsInstalmentProblem } from '../registrations/systematic-units.ts';

describe('securities transaction tax on equity-oriented sales (0.001% from 1-Jun-2013)', () => {
  it('a redemption of 5,000 units of an equity fund at ₹100 with 1% exit load: STT ₹5.00 taken from the payout', () => {
    // gross 5,000 × ₹100 = ₹5,00,000; exit load 1% = ₹5,000; STT 0.001% of ₹5,00,000 = ₹5.00;
    // payout 5,00,000 − 5,000 − 5.00 = ₹4,94,995.00
    const fifo = redemptionExitLoad([{ date: '2026-03-02', units4: 50_000_000n }], 50_000_000n, '2026-06-01', 1_000_000n, [
      { withinDays: 365, percent: '1.00' },
    ]);
    expect(fifo.grossPaise).toBe(50_000_000n);
    const stt = sttPaise(fifo.grossPaise, 'equity', '2026-06-01');
    expect(stt).toBe(500n);
    expect(fifo.netPaise - stt).toBe(49_499_500n);
  });
  it('a switch-out of ₹12,345.67 from an arbitrage fund: 12.34567 paise → ₹0.12; the switch-in gets ₹12,345.55', () => {
    const stt = sttPaise(1_234_567n, 'equity', '2025-02-03');
    expect(stt).toBe(12n);
    expect(1_234_567n - stt).toBe(1_234_555n);
    // half up: ₹1,50,000 → 150 paise exactly; ₹500 → 0.5 paise → 1 paisa; ₹499.99 → 0.49999 → 0
    expect(sttPaise(15_000_000n, 'equity', '2025-02-03')).toBe(150n);
    expect(sttPaise(50_000n, 'equity', '2025-02-03')).toBe(1n);
    expect(sttPaise(49_999n, 'equity', '2025-02-03')).toBe(0n);
  });
  it('none on specified or other funds, nor on sales before 1-Jun-2013', () => {
    expect(sttPaise(50_000_000n, 'specified', '2026-06-01')).toBe(0n);
    expect(sttPaise(50_000_000n, 'other', '2026-06-01')).toBe(0n);
    expect(sttPaise(50_000_000n, 'equity', '2013-05-31')).toBe(0n);
    expect(sttPaise(50_000_000n, 'equity', '2013-06-01')).toBe(500n);
  });
});

describe('stamp duty only from 1-Jul-2020', () => {
  it('₹1,00,000 invested on 30-Jun-2020 pays no duty; on 1-Jul-2020 ₹5.00 (1,00,00,000 × 5 / 1,00,005 = 499.975 → 500 paise)', () => {
    expect(stampDutyPaise(10_000_000n, '2020-06-30')).toBe(0n);
    expect(stampDutyPaise(10_000_000n, '2020-07-01')).toBe(500n);
    // all of it buys units: ₹1,00,000 at ₹25 = 4,000.000 units
    expect(purchaseAllotment(10_000_000n, 250_000n, '2019-05-02')).toEqual({ stampDutyPaise: 0n, netPaise: 10_000_000n, units: 4_000_000n });
  });
});

describe('units-based SWP: each instalment worth at least the scheme minimum', () => {
  it('0.001 units at ₹45.6789 are worth ₹0.04, below ₹1,000; 21.9 units are worth ₹1,000.37, enough', () => {
    expect(unitsInstalmentProblem(10n, 456_789n, 100_000n)).toBe(
      'Each instalment should be worth at least ₹1,000: these units are worth ₹0.04 at the latest NAV',
    );
    expect(unitsInstalmentProblem(219_000n, 456_789n, 100_000n)).toBeNull();
    // 21.89 units: 21.89 × 45.6789 = ₹999.911121 → ₹999.91, refused
    expect(unitsInstalmentProblem(218_900n, 456_789n, 100_000n)).toContain('₹999.91');
  });
});

describe('STT on the capital-gains statement', () => {
  it('a switch-out spanning two lots shows its STT split by value and does not deduct it from the gain', async () => {
    const { capitalGains } = await import('./capital-gains.ts');
    // 100 + 300 units bought at ₹10 (₹1,000 and ₹3,000); all 400 switched out at ₹12 = ₹4,800, STT ₹0.05
    // split 1,200 : 3,600 → 1 paisa and 4 paise (the last slice takes the remainder); gains ₹200 and ₹600
    const s = capitalGains(
      [
        {
          key: 'A',
          schemeName: 'Arbitrage Fund',
          folioNo: '1',
          taxProfiles: [{ from: '1900-01-01', profile: 'equity' }],
          isin: null,
          elss: false,
          fmvNav4: null,
          exitLoadRules: [],
          events: [
            { type: 'BUY', date: '2025-01-02', units4: 1_000_000n, costPaise: 100_000n, ref: 'B1' },
            { type: 'BUY', date: '2025-02-03', units4: 3_000_000n, costPaise: 300_000n, ref: 'B2' },
            { type: 'SELL', date: '2025-06-02', units4: 4_000_000n, nav4: 120_000n, ref: 'S1', label: 'Switch Out', exitLoadPaise: 0n, sttPaise: 5n },
          ],
        },
      ],
      '2025-04-01',
      '2026-03-31',
    );
    expect(s.lines.map((l) => [l.sttPaise, l.gainPaise])).toEqual([
      [1n, 20_000n],
      [4n, 60_000n],
    ]);
  });
});
