import { describe, expect, it } from 'vitest';
import type { GoalQuestion, GoalScheme } from '@shared/contract/goals.ts';
import { allProblems, askedQuestions, defaultAnswers, goalMandates, goalOrders, limitsBody, objectiveAmountProblem, stepProblem } from './goal-flow.ts';

const q = (GoalKey: string, GoalType: GoalQuestion['GoalType'], GoalQAns: string, extra: Partial<GoalQuestion> = {}): GoalQuestion => ({
  GoalKey,
  GoalQuestion: GoalKey,
  GoalType,
  GoalOptions: null,
  GoalMinValue: null,
  GoalMaxValue: null,
  GoalQAns,
  IsQuestionToUser: 'Y',
  ...extra,
});
const HOUSE = [
  q('Amount', 'Currency', '10000000'),
  q('Years', 'Integer', '7', { GoalMinValue: '1', GoalMaxValue: '30' }),
  q('DownPayment', 'Integer', '40'),
  q('SipRatio', 'scrollbar', '10', { IsQuestionToUser: 'N' }),
];

const scheme = (SchemeId: number, PurType: 'SIP' | 'LumpSum', amount: string): GoalScheme => ({
  SchemeId,
  ProductName: `S${SchemeId}`,
  PurType,
  Bse_SchemeCode: `B${SchemeId}`,
  Productcode_RTA: `R${SchemeId}`,
  AmcID: 7,
  Growthoption: 'Y',
  Dividendreinvestment: 'N',
  ArrivedPurchaseAmt: amount,
  EndDate: '01/11/2033',
  installments: 84,
  Allocation: '50.00',
  Sch_Return1Yr: null,
  recommendation: 'N',
  AssetClassName: 'Equity',
  Sub_AssetclassName: 'Large Cap Fund',
  PlanName: 'Direct',
  SIPDATES: '1,5',
});

describe('goal screens', () => {
  it('asks only the questions put to the investor, starting from the spec’s defaults', () => {
    expect(askedQuestions(HOUSE).map((x) => x.GoalKey)).toEqual(['Amount', 'Years', 'DownPayment']);
    expect(defaultAnswers(HOUSE)).toEqual({ Amount: '10000000', Years: '7', DownPayment: '40', SipRatio: '10' });
    expect(allProblems(HOUSE, defaultAnswers(HOUSE))).toBeNull();
    expect(stepProblem(HOUSE[1]!, { Years: '7.5' })).toBe("Don't enter special characters");
    expect(allProblems(HOUSE, { ...defaultAnswers(HOUSE), Years: '40' })).toBe('Please enter number between 1 - 30');
  });

  it('objective limits and minimums', () => {
    expect(limitsBody('optimiser', { Optimiser: '3' })).toEqual({ DesiredReturn: 13 });
    expect(limitsBody('preservation', { RiskChoice: 'Debt and Equity', DesiredReturn: '3 to 5 years' })).toEqual({ Protection: 'Partial' });
    expect(objectiveAmountProblem('optimiser', { InvestmentType: 'SIP', Amount: '900' }, { Sip: '1000.00', Lumpsum: '10000.00' })).toBe(
      'Minimum Amount for SIP Amount is 1,000',
    );
    expect(objectiveAmountProblem('optimiser', { InvestmentType: 'Lumpsum', Amount: '100000' }, { Sip: '1000.00', Lumpsum: '100000.00' })).toBeNull();
    expect(objectiveAmountProblem('emergency', { MonthlyExpense: '1000', Months: '3' }, { Sip: null, Lumpsum: '5000.00' })).toBe(
      'Minimum Amount for Monthly Expense is 1,667',
    );
  });

  it('the goal cart needs a mandate and a date for every SIP scheme', () => {
    const list = [scheme(1, 'SIP', '28018.00'), scheme(2, 'SIP', '18679.00'), scheme(3, 'LumpSum', '50000.00')];
    expect(goalOrders(list, 'SIP', { mandateId: '', startDates: {}, firstOrderToday: false })).toEqual({
      ok: false,
      message: 'Please select Mandate and date for all SIP Schemes',
    });
    expect(goalOrders(list, 'SIP', { mandateId: 'M1', startDates: { 1: '2026-12-01' }, firstOrderToday: false })).toEqual({
      ok: false,
      message: 'Please select date for all SIP Schemes',
    });
    expect(goalOrders(list, 'SIP', { mandateId: '', startDates: { 1: '2026-12-01', 2: '2026-12-05' }, firstOrderToday: false })).toEqual({
      ok: false,
      message: 'Please select Mandate',
    });
    const ok = goalOrders(list, 'SIP', { mandateId: 'M1', startDates: { 1: '2026-12-01', 2: '2026-12-05' }, firstOrderToday: false });
    expect(ok.ok && ok.orders.map((o) => [o.Sch, o.InstallmentsAmt, o.StartDate, o.Frequency])).toEqual([
      [1, '28018.00', '01/12/2026', 3],
      [2, '18679.00', '05/12/2026', 3],
    ]);
    const lump = goalOrders(list, 'LumpSum', { mandateId: '', startDates: {}, firstOrderToday: false });
    expect(lump.ok && lump.orders).toEqual([
      { PurType: 'LumpSum', Sch: 3, AmcId: 7, BSE_Scheme_code: 'B3', GrowthOption: 'Y', DividendRedinvestment: 'N', Amount: '50000.00' },
    ]);
    expect(goalOrders([scheme(3, 'LumpSum', '1.00')], 'SIP', { mandateId: 'M', startDates: {}, firstOrderToday: false })).toEqual({
      ok: false,
      message: 'No SIP Schemes are Available',
    });
  });

  it('offers mandates whose limit covers the largest SIP order', () => {
    const m = (id: string, amount: string) => ({ Mandate_Id: id, Mandate_Type: 'X', Details: 'HDFC', AMOUNT: amount });
    expect(goalMandates([m('small', '20000'), m('big', '100000')], [scheme(1, 'SIP', '28018.00')]).map((x) => x.Mandate_Id)).toEqual(['big']);
  });
});
