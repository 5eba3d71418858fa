import { describe, expect, it } from 'vitest';
import type { DepositCompany } from '@shared/contract/other-products.ts';
import { checkChoices, payoutsOffered, preview, rateOf, ratesFor } from './fd-form.ts';

const rate = (Duration: number, Interest: string) => ({
  Duration,
  Monthly: null,
  Quarterly: '6.35',
  HalfYearly: '6.40',
  Yearly: Interest,
  Interest,
  Yield: '6.93',
});
const company = (Id: number, Min_Deposit = '25000.00'): DepositCompany => ({
  Id,
  Company: `Co ${Id}`,
  Min_Deposit,
  Max_Deposit: '50000000.00',
  Rating: 'AAA',
  fd_rates: [rate(3, '6.50')],
  senior_rates: [rate(3, '6.75')],
});

describe('deposit list rules', () => {
  it('picks the rate for the tenure and the senior flag, and offers only the payouts it has', () => {
    const r = ratesFor(company(1), true, 3);
    expect(rateOf(r, 'On Maturity')).toBe('6.75');
    expect(payoutsOffered(r)).toEqual(['Quarterly', 'Half Yearly', 'Yearly', 'On Maturity']);
    expect(ratesFor(company(1), false, 4)).toBeNull();
  });

  it('the spec’s messages, in order', () => {
    const cs = [company(1), company(2, '50000.00')];
    expect(checkChoices(cs, {})).toEqual({ ok: false, message: 'Please select any option' });
    expect(checkChoices(cs, { 2: { checked: true, amount: '30000', frequency: 'Yearly' } })).toMatchObject({
      ok: false,
      message: 'Please enter more than or equal to min investment amount',
      companyId: 2,
    });
    expect(checkChoices(cs, { 1: { checked: true, amount: '30000', frequency: '' } })).toMatchObject({ message: 'Please select Interest Frequency' });
    expect(checkChoices(cs, { 1: { checked: true, amount: '', frequency: 'Yearly' } })).toMatchObject({ message: 'Fill out all of the fields correctly' });
    expect(checkChoices(cs, { 1: { checked: true, amount: '30000', frequency: 'Yearly' }, 2: { checked: false, amount: '', frequency: '' } })).toEqual({
      ok: true,
      deposits: [{ company_id: 1, amount: '30000', interest_frequency: 'Yearly' }],
    });
  });

  it('previews maturity with the shared rule', () => {
    expect(preview('7.05', '100000', 3, 'On Maturity')?.maturityPaise).toBe(12_267_612n);
  });
});
