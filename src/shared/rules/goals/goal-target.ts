import { displayAmount } from '../transactions/amounts.ts';
import type { Answers } from './goal-answers.ts';
import { inflate, retirementCorpus, type GoalKind } from './goal-plan.ts';

/**
 * What a planned goal needs, from its answers (the GoalKeys of the demo questions, which the
 * operator keeps when editing a goal's questions):
 * - target (Vacation, Others): Years, Amount (today's cost)
 * - house: Amount (today's price), Years, DownPayment (percent paid from savings; a loan pays the rest)
 * - marriage: CurrentAge, MarriageAge, Amount; education: CurrentAge, RequirementAge, Amount
 * - retirement: CurrentAge, RetirementAge, LifeExpectancy, MonthlyExpense, Protection
 *   ('Protected' or 'Not Protected'), RetirementSavings, MutualFunds, FixedDeposits, OtherSavings
 */
export interface GoalTarget {
  years: number;
  corpusPaise: bigint;
  /** labelled rows of the result page (spec 2 §3 "other amounts as labelled rows") */
  rows: Array<{ label: string; value: string }>;
}

const paise = (answers: Answers, key: string): bigint => BigInt(answers[key] ?? '0') * 100n;
const num = (answers: Answers, key: string): number => Number(answers[key] ?? '0');
const rs = (p: bigint) => `₹${displayAmount(p)}`;

/** Years until the goal, from its answers; null when the kind has no horizon (objectives). */
export function goalYears(kind: GoalKind, answers: Answers): number | null {
  switch (kind) {
    case 'target':
    case 'house':
      return num(answers, 'Years');
    case 'marriage':
      return num(answers, 'MarriageAge') - num(answers, 'CurrentAge');
    case 'education':
      return num(answers, 'RequirementAge') - num(answers, 'CurrentAge');
    case 'retirement':
      return num(answers, 'RetirementAge') - num(answers, 'CurrentAge');
    default:
      return null;
  }
}

export function goalTarget(kind: GoalKind, answers: Answers, a: { inflationPct: number; returnPct: number; postReturnPct: number }): GoalTarget | null {
  const years = goalYears(kind, answers);
  if (years === null || years < 1) return null;
  const inflation = { label: 'Inflation assumed', value: `${a.inflationPct}% a year` };
  const expected = { label: 'Expected return of the mix', value: `${a.returnPct}% a year` };
  if (kind === 'retirement') {
    const savings = ['RetirementSavings', 'MutualFunds', 'FixedDeposits', 'OtherSavings'].reduce((s, k) => s + paise(answers, k), 0n);
    const r = retirementCorpus({
      currentAge: num(answers, 'CurrentAge'),
      retirementAge: num(answers, 'RetirementAge'),
      lifeExpectancy: num(answers, 'LifeExpectancy'),
      monthlyExpensePaise: paise(answers, 'MonthlyExpense'),
      inflationProtected: answers.Protection === 'Protected',
      savingsPaise: savings,
      inflationPct: a.inflationPct,
      returnPct: a.returnPct,
      postReturnPct: a.postReturnPct,
    });
    return {
      years,
      corpusPaise: r.corpusPaise,
      rows: [
        { label: 'Monthly expense at retirement', value: rs(r.expenseAtRetirementPaise) },
        { label: 'Corpus needed at retirement', value: rs(r.grossCorpusPaise) },
        { label: 'Your savings by then', value: rs(r.savingsAtRetirementPaise) },
        { label: 'Required corpus', value: rs(r.corpusPaise) },
        inflation,
        { label: 'Return during retirement', value: `${a.postReturnPct}% a year` },
        expected,
      ],
    };
  }
  const today = kind === 'house' ? (paise(answers, 'Amount') * BigInt(num(answers, 'DownPayment'))) / 100n : paise(answers, 'Amount');
  const corpus = inflate(today, a.inflationPct, years);
  const rows =
    kind === 'house'
      ? [
          { label: 'House price today', value: rs(paise(answers, 'Amount')) },
          { label: `Down payment (${num(answers, 'DownPayment')}%) today`, value: rs(today) },
        ]
      : [{ label: 'Cost today', value: rs(today) }];
  return {
    years,
    corpusPaise: corpus,
    rows: [...rows, { label: `Cost in ${years} years`, value: rs(corpus) }, { label: 'Required corpus', value: rs(corpus) }, inflation, expected],
  };
}
