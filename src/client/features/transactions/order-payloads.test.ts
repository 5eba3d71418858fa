import { describe, expect, it } from 'vitest';
import { istInstant } from '@shared/time/ist.ts';
import {
  eligibleMandates,
  lumpsumMinimum,
  offeredFrequencies,
  purchaseOrder,
  redemptionOrder,
  sipOrder,
  stpOrder,
  swpOrder,
  switchOrder,
  type RedeemForm,
  type SipForm,
  type SystematicOutForm,
} from './order-payloads.ts';
import { allLockedFolio, daily, folio, isipMandate, lockedFolio, monthly, quarterly, scheme, xsipMandate } from './test-fixtures.ts';

// Tuesday 10 March 2026, 10:00 IST
const now = istInstant(2026, 3, 10, 10, 0);
const sipCtx = { scheme, frequencies: [monthly, quarterly], mandates: [xsipMandate, isipMandate], now };
const sip: SipForm = { folio: '', frequency: 3, amount: '5000', installments: '24', startDate: '2026-03-15', firstOrderToday: false, mandateId: 'DEMO0000X1' };

describe('SIP order', () => {
  it('builds the create_transaction body the spec lists, dates as DD/MM/YYYY', () => {
    const r = sipOrder(sip, sipCtx);
    expect(r).toEqual({
      ok: true,
      body: {
        TrType: 'XSIP',
        StartDate: '15/03/2026',
        Installments: 24,
        InstallmentsAmt: '5000',
        MandateId: 'DEMO0000X1',
        MandateType: 'X',
        FirstOrderToday: 'N',
        Frequency: 3,
        AmcId: 5,
        Sch: 11,
        Growthoption: 'Y',
        DividendReinvestment: 'N',
        AccNo: 'New Folio',
      },
    });
  });

  it('carries a yearly step-up, checked as the server checks it', () => {
    const r = sipOrder({ ...sip, stepUpType: 'P', stepUpValue: '10' }, sipCtx);
    expect(r.ok && [r.body.StepUpType, r.body.StepUpValue]).toEqual(['P', '10']);
    expect(sipOrder({ ...sip, stepUpType: 'P', stepUpValue: '150' }, sipCtx)).toEqual({
      ok: false,
      errors: { stepUp: 'Step-up percentage should be between 1 and 100' },
    });
    expect(sipOrder({ ...sip, stepUpType: 'A', stepUpValue: '50' }, sipCtx)).toEqual({
      ok: false,
      errors: { stepUp: 'Step-up amount should be at least 100' },
    });
    expect(sipOrder({ ...sip, stepUpType: 'N', stepUpValue: '' }, sipCtx).ok && 'StepUpType' in (sipOrder(sip, sipCtx) as { body: object }).body).toBe(false);
  });

  it('uses ISIP for a mandate of type I and sends the existing folio', () => {
    const r = sipOrder({ ...sip, mandateId: 'ISIP0001', amount: '1500', folio: '0050000001' }, sipCtx);
    expect(r.ok && r.body.TrType).toBe('ISIP');
    expect(r.ok && r.body.AccNo).toBe('0050000001');
  });

  it('shows every field message at once', () => {
    const r = sipOrder({ ...sip, amount: '', installments: '', startDate: '', mandateId: '' }, sipCtx);
    expect(r).toEqual({
      ok: false,
      errors: {
        amount: 'Amount is mandatory',
        installments: 'Installments is mandatory',
        startDate: 'SipDay is mandatory',
        mandateId: 'Mandate Id is mandatory',
      },
    });
  });

  it('checks the amount and installments against the chosen frequency', () => {
    const r = sipOrder({ ...sip, frequency: 4, amount: '2000', installments: '401' }, sipCtx);
    expect(r.ok ? null : r.errors).toEqual({
      amount: 'Amount should be greater than 3,000 and less than 99,99,99,999',
      installments: 'Please enter a number less than 401',
    });
    const low = sipOrder({ ...sip, installments: '6' }, sipCtx);
    expect(low.ok ? null : low.errors.installments).toBe('Please enter a number greater than 11 and less than 1000');
  });

  it('offers only mandates whose limit reaches the minimum, and asks to create one when none does', () => {
    expect(eligibleMandates([xsipMandate, isipMandate], quarterly)).toEqual([xsipMandate]);
    const r = sipOrder({ ...sip, frequency: 4, amount: '3000', installments: '8', mandateId: 'ISIP0001' }, sipCtx);
    expect(r.ok ? null : r.errors.mandateId).toBe('Mandate Id is mandatory');
    const none = sipOrder(sip, { ...sipCtx, mandates: [] });
    expect(none.ok ? null : none.errors.mandateId).toBe("Please create mandate Id's");
  });

  it('refuses start dates the calendar would not offer; today only with the first order today', () => {
    const soon = sipOrder({ ...sip, startDate: '2026-03-12' }, sipCtx);
    expect(soon.ok ? null : soon.errors.startDate).toBe('Please choose one of the start dates offered in the calendar');
    expect(sipOrder({ ...sip, startDate: '2026-03-13' }, sipCtx).ok).toBe(true);
    expect(sipOrder({ ...sip, startDate: '2026-03-10' }, sipCtx).ok).toBe(false);
    const today = sipOrder({ ...sip, startDate: '2026-03-10', firstOrderToday: true }, sipCtx);
    expect(today.ok && today.body.FirstOrderToday).toBe('Y');
    // after 15:00 IST, today is gone even with the box ticked
    expect(sipOrder({ ...sip, startDate: '2026-03-10', firstOrderToday: true }, { ...sipCtx, now: istInstant(2026, 3, 10, 15, 1) }).ok).toBe(false);
  });

  it("says 'Sip days are not coming.' when the frequency has no usable day", () => {
    const r = sipOrder(sip, { ...sipCtx, frequencies: [{ ...monthly, SIPDATES: '29,30' }] });
    expect(r.ok ? null : r.errors.startDate).toBe('Sip days are not coming.');
  });

  it('leaves daily out of the offered frequencies', () => {
    expect(offeredFrequencies([daily, monthly, quarterly]).map((f) => f.value)).toEqual([3, 4]);
  });
});

describe('purchase order', () => {
  it('is NEW into a new folio at the minimum purchase, ADD into a folio at the additional amount', () => {
    expect(lumpsumMinimum(scheme, '')).toBe('1000.00');
    expect(lumpsumMinimum(scheme, '0050000001')).toBe('500.00');
    const neu = purchaseOrder({ folio: '', amount: '999' }, { scheme });
    expect(neu).toEqual({ ok: false, errors: { amount: 'Amount should be greater than 1,000' } });
    const add = purchaseOrder({ folio: '0050000001', amount: '600.50' }, { scheme });
    expect(add).toEqual({
      ok: true,
      body: { TrType: 'ADD', AccNo: '0050000001', Amount: '600.50', AmcId: 5, Sch: 11, Growthoption: 'Y', DividendReinvestment: 'N' },
    });
  });

  it('respects the scheme maximum', () => {
    const r = purchaseOrder({ folio: '', amount: '200001' }, { scheme: { ...scheme, MaximumPurchaseAmount: '200000.00' } });
    expect(r).toEqual({ ok: false, errors: { amount: 'Amount should be less than 2,00,000' } });
  });
});

describe('redemption and switch orders', () => {
  const red: RedeemForm = { folio: '0050000001', mode: 'amount', amount: '5000', units: '' };
  const ctx = { scheme, folios: [folio, lockedFolio] };

  it('redeems by amount, by units, or all units', () => {
    expect(redemptionOrder(red, ctx)).toEqual({
      ok: true,
      body: { TrType: 'RED', AmcId: 5, AccNo: '0050000001', Sch: 11, Amount: '5000', FUnsAmt: 'a', FParFul: 'p' },
    });
    const units = redemptionOrder({ ...red, mode: 'units', units: '10.5' }, ctx);
    expect(units.ok && units.body).toMatchObject({ Units: '10.5', FUnsAmt: 'u', FParFul: 'p' });
    const all = redemptionOrder({ ...red, mode: 'all', amount: '' }, ctx);
    expect(all.ok && all.body).toMatchObject({ Units: '2716.4720', FUnsAmt: 'u', FParFul: 'f' });
    expect(all.ok && 'Amount' in all.body).toBe(false);
  });

  it('needs a folio and keeps amounts and units within what is free to redeem', () => {
    expect(redemptionOrder({ ...red, folio: '' }, ctx)).toEqual({ ok: false, errors: { folio: 'Please select folio number' } });
    expect(redemptionOrder({ ...red, amount: '80918.54' }, ctx)).toEqual({ ok: false, errors: { amount: 'Amount should be less than 80,918.53' } });
    // 40 of 100 units are free: worth 40 × 29.7881
    expect(redemptionOrder({ ...red, folio: '0050000009', amount: '1200' }, ctx)).toEqual({
      ok: false,
      errors: { amount: 'Amount should be less than 1,191.52' },
    });
    expect(redemptionOrder({ ...red, folio: '0050000009', mode: 'units', units: '40.0001' }, ctx)).toEqual({
      ok: false,
      errors: { units: 'Units should be less than 40.0000' },
    });
    expect(redemptionOrder({ ...red, amount: '' }, ctx)).toEqual({ ok: false, errors: { amount: 'Amount/Units is mandatory' } });
    expect(redemptionOrder({ ...red, mode: 'units', units: '' }, ctx)).toEqual({ ok: false, errors: { units: 'Units is mandotory' } });
  });

  it('a folio wholly in the ELSS lock-in says until when, not "less than 0", whatever the mode', () => {
    const locked = { scheme, folios: [allLockedFolio] };
    const message = 'All 60.0000 units in this folio are in the 3-year ELSS lock-in; the first of them can be redeemed from 15/03/2027.';
    expect(redemptionOrder({ ...red, folio: '0050000010', amount: '500' }, locked)).toEqual({ ok: false, errors: { amount: message } });
    expect(redemptionOrder({ ...red, folio: '0050000010', mode: 'units', units: '1' }, locked)).toEqual({ ok: false, errors: { units: message } });
    expect(redemptionOrder({ ...red, folio: '0050000010', mode: 'all' }, locked)).toEqual({ ok: false, errors: { amount: message } });
  });

  it('switches to a target other than the source scheme', () => {
    expect(switchOrder({ ...red, target: null }, ctx)).toEqual({
      ok: false,
      errors: { target: 'Please choose another scheme of the same fund house to switch to' },
    });
    expect(switchOrder({ ...red, target: 11 }, ctx).ok).toBe(false);
    const r = switchOrder({ ...red, target: 12 }, ctx);
    expect(r.ok && r.body).toMatchObject({ TrType: 'SWT', ToSch: 12, Sch: 11, AccNo: '0050000001', Amount: '5000' });
  });
});

describe('SWP and STP orders', () => {
  const swp: SystematicOutForm = {
    folio: '0050000001',
    mode: 'amount',
    amount: '2000',
    units: '',
    frequency: 3,
    installments: '12',
    startDate: '2026-04-05',
    firstOrderToday: false,
  };
  const ctx = { scheme, folios: [folio], frequencies: [monthly], now };

  it('sends the start, the end a number of months later, and the instalment amount', () => {
    const r = swpOrder(swp, ctx);
    expect(r).toEqual({
      ok: true,
      body: {
        TrType: 'SWP',
        AmcId: 5,
        AccNo: '0050000001',
        Sch: 11,
        Amount: '2000',
        FUnsAmt: 'a',
        FParFul: 'p',
        StartDate: '05/04/2026',
        EndDate: '05/03/2027',
        Installments: 12,
        InstallmentsAmt: '2000',
        TransTypeDate: '05/04/2026',
        FirstOrderToday: 'N',
        Frequency: 3,
      },
    });
  });

  it('sends one instalment for all units and needs a start date', () => {
    const all = swpOrder({ ...swp, mode: 'all', installments: '' }, ctx);
    expect(all.ok && all.body).toMatchObject({ Installments: 1, FParFul: 'f', Units: '2716.4720' });
    expect(swpOrder({ ...swp, startDate: '' }, ctx)).toEqual({ ok: false, errors: { startDate: 'Need start date' } });
    expect(swpOrder({ ...swp, installments: '' }, ctx)).toEqual({ ok: false, errors: { installments: 'Installments is mandatory' } });
  });

  it("by units, each instalment must be worth the ₹1,000 minimum at the folio's NAV (the server refuses the same)", () => {
    // 0.001 × ₹29.7881 = ₹0.0297881 → ₹0.02; 33.58 × 29.7881 = ₹1,000.28 is enough; 33.5 units = ₹997.90 is not
    expect(swpOrder({ ...swp, mode: 'units', units: '0.001' }, ctx)).toEqual({
      ok: false,
      errors: { units: 'Each instalment should be worth at least ₹1,000: these units are worth ₹0.02 at the latest NAV' },
    });
    expect(swpOrder({ ...swp, mode: 'units', units: '33.5' }, ctx)).toEqual({
      ok: false,
      errors: { units: 'Each instalment should be worth at least ₹1,000: these units are worth ₹997.90 at the latest NAV' },
    });
    expect(swpOrder({ ...swp, mode: 'units', units: '33.58' }, ctx).ok).toBe(true);
  });

  it('transfers to another scheme', () => {
    expect(stpOrder({ ...swp, target: null }, ctx)).toEqual({
      ok: false,
      errors: { target: 'Please choose another scheme of the same fund house to switch to' },
    });
    const r = stpOrder({ ...swp, target: 77 }, ctx);
    expect(r.ok && r.body).toMatchObject({ TrType: 'STP', ToSch: 77, Frequency: 3, Installments: 12 });
  });
});
