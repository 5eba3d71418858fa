import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { navHistory } from '../../src/server/db/schema.ts';
import { sweepOrders } from '../../src/server/jobs/order-sweep.ts';
import { catalogueChanged } from '../../src/server/lib/catalogue-memory.ts';
import { createTestApp, type TestApp } from './support/harness.ts';
import { seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';
import { familyInvestor, holding, link, type FamilyInvestor } from './support/family.ts';
import { addToCart, buyAndAllot, verifyCheckout } from './support/orders-flow.ts';

/**
 * Gains harvesting for a hand-worked family of two, on Mon 15-Jun-2026 (FY 2026-27, exemption
 * ₹1,25,000); the test catalogue's equity NAV is 100 + 0.01 a day from 1-Jan-2025.
 * - Asha (head): ₹30,00,000 on 10-Jan-2025 at ₹100.09 → 3,00,00,000 paise × 1,00,000 / 10,00,900
 *   = 29,973.024 units. On 15-Jun-2026 the NAV is ₹105.30: value ₹31,56,159.42, gain ₹1,56,159.42,
 *   more than the room. Units to sell: ₹1,25,000 × 29,973.024 / ₹1,56,159.42 = 23,992.456 units;
 *   their gain (value 23,992.456 × 105.30 = ₹25,26,405.61 less the cost share 30,00,000 ×
 *   23,992.456 / 29,973.024 = ₹24,01,401.43) is ₹1,25,004.18, over by ₹4.18, so stepping down a
 *   thousandth at a time to 23,992.327 units: value ₹25,26,392.03, cost ₹24,01,392.03, gain
 *   exactly ₹1,25,000.00. STT 0.001% of ₹25,26,392.03 = ₹25.26; repurchase ₹25,26,366.77.
 *   Tax saved: 12.5% of ₹1,25,000 = ₹15,625 less STT ₹25.26 and the repurchase's stamp duty
 *   (2,52,636,677 × 5 / 1,00,005 = 12,631.20 paise → ₹126.31) = ₹15,473.43.
 * - Dev: ₹2,00,000 on 14-Feb-2025 at ₹100.44 (1,991.238 units, × ₹105.30 = ₹2,09,677.36 today:
 *   gain ₹9,677.36, all of it inside his own ₹1,25,000) and ₹50,000 on 02-Mar-2026, short term:
 *   not sold.
 */
let t: TestApp;
let cat: TestCatalogue;
let asha: FamilyInvestor;
let dev: FamilyInvestor;
beforeAll(async () => {
  t = await createTestApp({ start: '2025-01-10T05:30:00Z', config: { session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 } } });
  cat = await seedTestCatalogue(t.deps.db);
  asha = await familyInvestor(t, '9760000001', ['Asha', 'Rao']);
  dev = await familyInvestor(t, '9760000002', ['Dev', 'Rao']);
  await holding(t, cat, asha.userId, cat.equity, '2025-01-10', 3_000_000);
  await holding(t, cat, dev.userId, cat.equity, '2025-02-14', 200_000);
  await holding(t, cat, dev.userId, cat.equity, '2026-03-02', 50_000);
  await link(t, asha, dev);
  // 10:00 IST, before the cut-off: the redemption gets the NAV of the day
  t.clock.set('2026-06-15T04:30:00Z');
}, 120_000);
afterAll(() => t.close());

describe('gains harvesting', () => {
  it('suggests the units per lot and the tax saved, and placing the pair books exactly the suggested gain', async () => {
    const res = await t.call('GET', '/api/portfolio/harvest', undefined, { token: asha.token });
    expect(res.status).toBe(200);
    const h = res.body.harvest;
    expect(h).toMatchObject({ FY: '2026-27', ExemptionLimit: '125000.00', Booked: '0.00', Room: '125000.00', Harvest: '125000.00', TaxSaved: '15473.43' });
    expect(h.suggestions).toHaveLength(1);
    const s = h.suggestions[0];
    expect(s).toMatchObject({
      SchemeID: cat.equity,
      Units: '23992.3270',
      SaleValue: '2526392.03',
      ExitLoad: '0.00',
      STT: '25.26',
      Gain: '125000.00',
      Repurchase: '2526366.77',
      RepurchaseStampDuty: '126.31',
    });
    expect(s.lots).toEqual([{ PurchaseDate: '10/01/2025', Units: '23992.3270', Cost: '2401392.03', Value: '2526392.03', Gain: '125000.00' }]);

    // the redemption through the normal flow: cart, OTP, place, allotment at today's NAV
    const red = await addToCart(t, asha.token, {
      TrType: 'RED',
      AmcId: cat.amcId,
      AccNo: s.FolioNo,
      Sch: cat.equity,
      FUnsAmt: 'u',
      FParFul: 'p',
      Units: s.Units,
    });
    await verifyCheckout(t, asha.token, asha.mobile, [red], 'Redemption');
    const placed = await t.call(
      'POST',
      '/api/transaction/place-order',
      { orders: [{ order_id: red, type: 'Normal' }], payment_type: 1, category: 5 },
      { token: asha.token },
    );
    expect(placed.body.bse_order.is_success).toBe(true);
    await sweepOrders(t.deps);
    // and the repurchase of the proceeds (rupees, the paise dropped) at the same day's NAV
    await buyAndAllot(t, asha, asha.mobile, { id: cat.equity, amcId: cat.amcId }, s.Repurchase.split('.')[0], '2026-06-15', () => sweepOrders(t.deps));

    const cg = (await t.call('POST', '/api/reports/capital_gains', { fromDate: '01/04/2026', toDate: '31/03/2027' }, { token: asha.token })).body.capital_gains;
    expect(cg.years[0]).toMatchObject({ LongTerm: '125000.00', ExemptionUsed: '125000.00', EstimatedTax: '0.00' });
    expect(cg.lines[0]).toMatchObject({ STT: '25.26', Gain: '125000.00' });
    // the room is used: nothing more to harvest this year
    const after = (await t.call('GET', '/api/portfolio/harvest', undefined, { token: asha.token })).body.harvest;
    expect(after).toMatchObject({ Booked: '125000.00', Room: '0.00', Harvest: '0.00', suggestions: [] });
  });

  it('the family head sees every member’s room in one table; a member does not', async () => {
    const res = await t.call('GET', '/api/portfolio/family_harvest', undefined, { token: asha.token });
    // Asha's row is her own plan (whether or not she has harvested yet)
    const hers = (await t.call('GET', '/api/portfolio/harvest', undefined, { token: asha.token })).body.harvest;
    expect(res.body.family_harvest).toEqual([
      {
        UserID: asha.userId,
        Name: 'Asha Rao',
        IsHead: true,
        FY: '2026-27',
        Booked: hers.Booked,
        Room: hers.Room,
        Harvest: hers.Harvest,
        TaxSaved: hers.TaxSaved,
      },
      expect.objectContaining({ UserID: dev.userId, Name: 'Dev Rao', IsHead: false, Booked: '0.00', Room: '125000.00', Harvest: '9677.36' }),
    ]);
    // Dev's short-term lot of 02-Mar-2026 is not in his suggestion
    const mine = (await t.call('GET', '/api/portfolio/harvest', undefined, { token: dev.token })).body.harvest;
    expect(mine.suggestions[0].lots.map((l: { PurchaseDate: string }) => l.PurchaseDate)).toEqual(['14/02/2025']);
    expect((await t.call('GET', '/api/portfolio/family_harvest', undefined, { token: dev.token })).status).toBe(403);
  });
});

describe('gains harvesting, kept per data version', () => {
  it('a NAV corrected later the same day moves the kept plan, for the investor and in the family table', async () => {
    // Dev's plan is kept once read; today's NAV of ₹105.30 is then corrected to ₹110.00 (the
    // catalogue moves on): 1,991.238 units × ₹110 = ₹2,19,036.18, less the ₹2,00,000 paid = ₹19,036.18
    const before = (await t.call('GET', '/api/portfolio/harvest', undefined, { token: dev.token })).body.harvest;
    expect(before).toMatchObject({ Harvest: '9677.36' });
    expect((await t.call('GET', '/api/portfolio/harvest', undefined, { token: dev.token })).body.harvest).toEqual(before);
    await t.deps.db
      .update(navHistory)
      .set({ nav: '110.0000' })
      .where(and(eq(navHistory.schemeId, cat.equity), eq(navHistory.navDate, '2026-06-15')));
    catalogueChanged(t.deps.db);
    const after = (await t.call('GET', '/api/portfolio/harvest', undefined, { token: dev.token })).body.harvest;
    expect(after).toMatchObject({ Room: '125000.00', Harvest: '19036.18' });
    expect(after.suggestions[0].lots).toEqual([{ PurchaseDate: '14/02/2025', Units: '1991.2380', Cost: '200000.00', Value: '219036.18', Gain: '19036.18' }]);
    const family = (await t.call('GET', '/api/portfolio/family_harvest', undefined, { token: asha.token })).body.family_harvest;
    expect(family.find((r: { UserID: number }) => r.UserID === dev.userId)).toMatchObject({ Harvest: '19036.18', TaxSaved: after.TaxSaved });
  });
});
