import { describe, expect, it } from 'vitest';
import type { IdeaInvestment } from '@shared/contract/ideas.ts';
import { ideaOrders, previewSplit, startDatesFor, type IdeaForm } from './idea-orders.ts';

const freq = {
  SIPFREQUENCY: 'MONTHLY',
  value: 3,
  SIPMINIMUMINSTALLMENTAMOUNT: '500.00',
  SIPMAXIMUMINSTALLMENTAMOUNT: '100000.00',
  SIPMINIMUMINSTALLMENTNUMBERS: 6,
  SIPMAXIMUMINSTALLMENTNUMBERS: 120,
  SIPDATES: '1,5,10,15,20,25,28',
};
const perf = { '1Y': null, '3Y': null, '5Y': null, '7Y': null, '10Y': null, asOf: null };
const s = (SchemeId: number, Weightage: string, code: string | null = `B${SchemeId}`) => ({
  SchemeId,
  ProductName: `Fund ${SchemeId}`,
  ProductCode: `R${SchemeId}`,
  Weightage,
  AmcId: 9,
  Growthoption: 'Y' as const,
  Dividendreinvestment: 'N' as const,
  BSE_Scheme_code: code,
  AssetClassName: 'Equity',
  Sub_AssetclassName: 'Large Cap Fund',
  MinimumPurchaseAmount: '5000.00',
  MaximumPurchaseAmount: null,
  returns: perf,
  sip_frequencies: [freq],
});
const inv = (ideas = [s(1, '40.00'), s(2, '30.00'), s(3, '30.00')]): IdeaInvestment => ({
  Id: 5,
  Inv_IdeaName: 'Core',
  ideas,
  miniAmount: '16700.00',
  maxAmount: null,
  sips: ideas.map((x) => ({ SchemeId: x.SchemeId, frequencies: [{ value: 3, SIPDATES: '1,5,10,15,20,25,28' }] })),
  sip_frequencies: [freq],
  sip_limits: [{ value: 3, min_amount: '1700.00', max_amount: '250000.00', SIPMAXIMUMINSTALLMENTAMOUNT: '250000.00' }],
  sip_final_days: [{ value: 3, days: [1, 5] }],
  is_sip_allowed: true,
  frequencies: [{ label: 'MONTHLY', value: 3 }],
  performance: perf,
  allocation: [],
});
const form = (over: Partial<IdeaForm> = {}): IdeaForm => ({
  kind: 'LUMPSUM',
  amount: '50000',
  frequency: 3,
  installments: '',
  mandateId: '',
  startDates: {},
  firstOrderToday: false,
  ...over,
});
const mandates = [{ Mandate_Id: 'M1', Mandate_Type: 'X', Details: 'HDFC', AMOUNT: '100000.00' }];

describe('idea drawer', () => {
  it('shows ₹50,000 split as ₹20,000 / ₹15,000 / ₹15,000 before adding', () => {
    const p = previewSplit(inv(), form());
    expect(p.ok && p.shares.map((x) => x.amount)).toEqual(['20000.00', '15000.00', '15000.00']);
    expect(previewSplit(inv(), form({ amount: '10000' }))).toEqual({ ok: false, message: 'Amount should be greater than 16,700' });
  });

  it('builds one lumpsum order per scheme with TrType NEW', () => {
    const b = ideaOrders(inv(), form(), mandates);
    expect(b.ok && b.body.TrType).toBe('NEW');
    expect(b.ok && b.body.orders.map((o) => [o.Sch, o.Amount])).toEqual([
      [1, '20000.00'],
      [2, '15000.00'],
      [3, '15000.00'],
    ]);
    expect(ideaOrders(inv(), form({ amount: '' }), mandates)).toEqual({ ok: false, errors: { amount: 'Amount is mandatory' } });
  });

  it('SIP needs installments 6-999, every start day and a mandate', () => {
    const sip = form({ kind: 'SIP', amount: '2000' });
    const r = ideaOrders(inv(), sip, mandates);
    expect(r).toEqual({
      ok: false,
      errors: { installments: 'Installments is mandatory', startDates: 'Please select all sip start days', mandateId: 'Mandate Id is mandatory' },
    });
    expect(
      ideaOrders(inv(), { ...sip, installments: '5' }, []).ok === false &&
        (ideaOrders(inv(), { ...sip, installments: '5' }, []) as { errors: Record<string, string> }).errors,
    ).toMatchObject({ installments: 'Please enter a number greater than 5', mandateId: "Please create mandate Id's" });
    const full = ideaOrders(
      inv(),
      { ...sip, installments: '12', mandateId: 'M1', startDates: { 1: '2026-11-25', 2: '2026-11-25', 3: '2026-12-01' } },
      mandates,
    );
    expect(full.ok && full.body.TrType).toBe('XSIP');
    expect(full.ok && full.body.orders.map((o) => [o.InstallmentsAmt, o.StartDate, o.Installments])).toEqual([
      ['800.00', '25/11/2026', 12],
      ['600.00', '25/11/2026', 12],
      ['600.00', '01/12/2026', 12],
    ]);
  });

  it('a scheme without an exchange code stops the drawer with the spec’s alert', () => {
    expect(ideaOrders(inv([s(1, '50.00'), s(2, '50.00', null)]), form(), mandates)).toEqual({
      ok: false,
      errors: { form: 'Bse Scheme code is not available. Please try after sometime' },
    });
  });

  it('offers each scheme’s calendar days', () => {
    const dates = startDatesFor(inv(), 1, 3, new Date('2026-11-20T05:30:00Z'), false);
    expect(dates[0]).toBe('2026-11-25');
    expect(dates).not.toContain('2026-11-20');
  });
});
