import { describe, expect, it } from 'vitest';
import { chartCaption } from './nav-chart.tsx';

describe("the NAV chart's caption", () => {
  it('states the fund and its category average over the same days', () => {
    expect(
      chartCaption('1Y', [
        { date: '2025-11-27', nav: 63.4054, category: 63.4054 },
        { date: '2026-11-27', nav: 70.1, category: 68.25 },
      ]),
    ).toBe('1Y: NAV from 63.4054 on 27 Nov 2025 to 70.1000 on 27 Nov 2026; the category average, started at the same value, ends at 68.2500.');
  });

  it("keeps the category average when the fund's NAV is out a day before the category's, and says its last day", () => {
    expect(
      chartCaption('1Y', [
        { date: '2025-11-27', nav: 63.4054, category: 63.4054 },
        { date: '2026-11-27', nav: 63.2, category: 64.5 },
        { date: '2026-11-30', nav: 63.1123 },
      ]),
    ).toBe('1Y: NAV from 63.4054 on 27 Nov 2025 to 63.1123 on 30 Nov 2026; the category average, started at the same value, ends at 64.5000 on 27 Nov 2026.');
  });

  it('says nothing of a category average it does not have', () => {
    expect(
      chartCaption('5Y', [
        { date: '2021-11-26', nav: 10 },
        { date: '2026-11-27', nav: 20 },
      ]),
    ).toBe('5Y: NAV from 10.0000 on 26 Nov 2021 to 20.0000 on 27 Nov 2026.');
  });
});
