import { describe, expect, it } from 'vitest';
import { goalBucketFor, inflate, lumpsumToday, monthlySip, projection, proportions, protectionFor, retirementCorpus } from './goal-plan.ts';
import { GOAL_MESSAGES, ageProblem, answerProblem, validateAnswers, type GoalQuestionRule } from './goal-answers.ts';
import { goalTarget, goalYears } from './goal-target.ts';

const L = (rupees: number) => BigInt(rupees) * 100n;

describe('goal maths (hand-worked)', () => {
  it('inflates today’s cost: ₹40,00,000 at 6% for 7 years is ₹60,14,521.21 → ₹60,14,522', () => {
    // 1.06^7 = 1.5036302589; 40,00,000 × that = 60,14,521.04 → rounded up
    expect(inflate(L(4_000_000), 6, 7)).toBe(L(6_014_522));
  });

  it('a lumpsum of ₹1,00,000 needed in 2 years at 10% is ₹82,645 today (1,00,000 / 1.21 = 82,644.63)', () => {
    expect(lumpsumToday(L(100_000), 10, 2)).toBe(L(82_645));
  });

  it('a monthly SIP at 12% a year: 12 instalments reaching ₹1,27,000', () => {
    // m = 1.12^(1/12) − 1 = 0.00948879; growth = ((1+m)^12 − 1)/m × (1+m) = 0.12/0.00948879 × 1.00948879 = 12.76650
    // 1,27,000 / 12.76650 = 9,947.91 → 9,948
    expect(monthlySip(L(127_000), 12, 12)).toBe(L(9_948));
  });

  it('at 0% return the SIP is the goal over the months', () => {
    expect(monthlySip(L(120_000), 0, 12)).toBe(L(10_000));
  });

  it('proportions: step 0 is all lumpsum, step 10 all SIP, step 5 half of each', () => {
    const p = proportions(L(1_000_000), 10, 5);
    expect(p).toHaveLength(11);
    expect(p[0]).toMatchObject({ SipPercent: 0, Sip: 0n, Lumpsum: lumpsumToday(L(1_000_000), 10, 5) });
    expect(p[10]).toMatchObject({ SipPercent: 100, Sip: monthlySip(L(1_000_000), 10, 60), Lumpsum: 0n });
    expect(p[5]!.Lumpsum).toBe(lumpsumToday(L(500_000), 10, 5));
    expect(p[5]!.Sip).toBe(monthlySip(L(500_000), 10, 60));
  });

  it('the projection of the 100% SIP plan reaches the goal in its last year', () => {
    const sip = monthlySip(L(1_000_000), 12, 60);
    const path = projection(sip, 0n, 12, 5);
    expect(path).toHaveLength(6);
    expect(path[5]!.invested).toBe(sip * 60n);
    expect(path[5]!.value >= L(1_000_000)).toBe(true);
    expect(path[5]!.value - L(1_000_000) < L(200)).toBe(true);
  });

  it('retirement: ₹50,000 a month today, retiring in 1 year for 2 years, 10% inflation, 0% return after', () => {
    // at retirement: 55,000 a month; year 1: 6,60,000; year 2 (protected): 7,26,000 → 13,86,000
    const r = retirementCorpus({
      currentAge: 59,
      retirementAge: 60,
      lifeExpectancy: 62,
      monthlyExpensePaise: L(50_000),
      inflationProtected: true,
      savingsPaise: L(100_000),
      inflationPct: 10,
      returnPct: 10,
      postReturnPct: 0,
    });
    expect(r.expenseAtRetirementPaise).toBe(L(55_000));
    expect(r.grossCorpusPaise).toBe(L(1_386_000));
    expect(r.savingsAtRetirementPaise).toBe(L(110_000));
    expect(r.corpusPaise).toBe(L(1_276_000));
    const flat = retirementCorpus({
      currentAge: 59,
      retirementAge: 60,
      lifeExpectancy: 62,
      monthlyExpensePaise: L(50_000),
      inflationProtected: false,
      savingsPaise: 0n,
      inflationPct: 10,
      returnPct: 10,
      postReturnPct: 0,
    });
    expect(flat.grossCorpusPaise).toBe(L(1_320_000));
  });

  it('the mix: short, medium, long by years; a conservative investor stays at most medium', () => {
    expect(goalBucketFor(2, 'Moderate')).toBe('goal-short');
    expect(goalBucketFor(3, 'Moderate')).toBe('goal-medium');
    expect(goalBucketFor(7, 'Aggressive')).toBe('goal-long');
    expect(goalBucketFor(7, 'Conservative')).toBe('goal-medium');
    expect(goalBucketFor(7, 'Moderately Conservative')).toBe('goal-long');
  });

  it('capital preservation protection (spec 2 §9)', () => {
    expect(protectionFor('Only Debt', 'Above 5 years')).toBe('Complete');
    expect(protectionFor('Debt and Equity', '1 to 3 years')).toBe('Complete');
    expect(protectionFor('Debt and Equity', '3 to 5 years')).toBe('Partial');
  });
});

const q = (GoalKey: string, GoalType: GoalQuestionRule['GoalType'], extra: Partial<GoalQuestionRule> = {}): GoalQuestionRule => ({
  GoalKey,
  GoalQuestion: extra.GoalQuestion ?? GoalKey,
  GoalType,
  GoalOptions: null,
  GoalMinValue: null,
  GoalMaxValue: null,
  IsQuestionToUser: 'Y',
  GoalQAns: null,
  ...extra,
});

describe('goal answers (spec 2 §5)', () => {
  it('Integer and Currency reject dots, spaces and signs; Decimal allows one dot', () => {
    expect(answerProblem(q('Years', 'Integer'), '7.5')).toBe("Don't enter special characters");
    expect(answerProblem(q('Amount', 'Currency'), '10 000')).toBe("Don't enter special characters");
    expect(answerProblem(q('Amount', 'Currency'), '-5')).toBe("Don't enter special characters");
    expect(answerProblem(q('Rate', 'Decimal'), '7.5')).toBeNull();
    expect(answerProblem(q('Rate', 'Decimal'), '7.5.1')).toBe("Don't enter special characters");
    expect(answerProblem(q('Rate', 'Decimal'), '7,5')).toBe("Don't enter special characters");
  });

  it('range and emptiness', () => {
    const years = q('Years', 'Integer', { GoalQuestion: 'In how many years?', GoalMinValue: '1', GoalMaxValue: '40' });
    expect(answerProblem(years, '')).toBe('In how many years? is Mandatory');
    expect(answerProblem(years, '41')).toBe('Please enter number between 1 - 40');
    expect(answerProblem(years, '0')).toBe('Please enter number between 1 - 40');
    expect(answerProblem(years, '40')).toBeNull();
  });

  it('choices must be one of the options', () => {
    const p = q('Protection', 'DropDown', { GoalOptions: 'Protected,Not Protected' });
    expect(answerProblem(p, 'Protected')).toBeNull();
    expect(answerProblem(p, 'Maybe')).toBe('Invalid Input');
  });

  it('hidden questions take their defaults; several unanswered questions ask for all', () => {
    const qs = [
      q('Years', 'Integer'),
      q('Amount', 'Currency'),
      q('SipRatio', 'scrollbar', { IsQuestionToUser: 'N', GoalQAns: '10', GoalMinValue: '0', GoalMaxValue: '10' }),
    ];
    expect(validateAnswers(qs, { Years: '2', Amount: '500000' })).toEqual({ ok: true, answers: { Years: '2', Amount: '500000', SipRatio: '10' } });
    expect(validateAnswers(qs, {})).toEqual({ ok: false, message: GOAL_MESSAGES.answerAll });
    expect(validateAnswers(qs, { Years: '2' })).toEqual({ ok: false, message: 'Amount is Mandatory' });
    expect(validateAnswers([], {})).toEqual({ ok: false, message: 'Invalid Input' });
  });

  it('later ages must be above the current age', () => {
    expect(ageProblem({ CurrentAge: '25', MarriageAge: '25' })).toBe('Marriage Age should be greater than Current Age');
    expect(ageProblem({ CurrentAge: '18', RequirementAge: '10' })).toBe('Requirement Age should be greater than Current Age');
    expect(ageProblem({ CurrentAge: '30', RetirementAge: '60', LifeExpectancy: '55' })).toBe('Life Expectancy should be greater than Retirement Age');
    expect(ageProblem({ CurrentAge: '16', MarriageAge: '25' })).toBeNull();
  });
});

describe('goal targets', () => {
  it('House with the default answers (₹1 crore, 7 years, 40% down payment) at 6% inflation', () => {
    const t = goalTarget('house', { Amount: '10000000', Years: '7', DownPayment: '40', SipRatio: '10' }, { inflationPct: 6, returnPct: 12, postReturnPct: 7 })!;
    expect(t.years).toBe(7);
    expect(t.corpusPaise).toBe(L(6_014_522));
    expect(t.rows.find((r) => r.label === 'Down payment (40%) today')?.value).toBe('₹40,00,000');
  });

  it('children’s marriage counts years from the ages', () => {
    expect(goalYears('marriage', { CurrentAge: '16', MarriageAge: '25' })).toBe(9);
    expect(goalTarget('education', { CurrentAge: '18', RequirementAge: '18', Amount: '1' }, { inflationPct: 6, returnPct: 10, postReturnPct: 7 })).toBeNull();
  });
});
