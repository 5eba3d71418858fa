import type { GoalOrder, GoalQuestion, GoalScheme } from '@shared/contract/goals.ts';
import { parseRupees } from '@shared/money/decimal.ts';
import { GOAL_MESSAGES, ageProblem, answerProblem, validateAnswers, type GoalQuestionRule } from '@shared/rules/goals/goal-answers.ts';
import { OPTIMISER_LEVELS, protectionFor } from '@shared/rules/goals/goal-plan.ts';
import { ymdToDmy } from '@shared/time/ist.ts';
import type { Mandate } from '../../components/transact/basket.ts';

/**
 * The goal screens' rules as plain functions (spec 2 §4, §5): the questions put to the investor,
 * their defaults (spec 2 §9), one answer at a time, the whole set before SHOW RESULT, the limits
 * call's body for an objective, and the goal cart's mandate and date checks.
 */
export type Answers = Record<string, string>;

export const OBJECTIVE_KINDS = ['emergency', 'optimiser', 'preservation'] as const;
export const isObjective = (kind: string) => (OBJECTIVE_KINDS as readonly string[]).includes(kind);

export const askedQuestions = (questions: readonly GoalQuestion[]) => questions.filter((q) => q.IsQuestionToUser === 'Y');

/** Every question's default answer (GoalQAns), hidden ones included. */
export function defaultAnswers(questions: readonly GoalQuestion[]): Answers {
  return Object.fromEntries(questions.map((q) => [q.GoalKey, q.GoalQAns ?? '']));
}

/** The message for the question on screen, or null. */
export const stepProblem = (q: GoalQuestion, answers: Answers) => answerProblem(q as GoalQuestionRule, answers[q.GoalKey]);

/** The whole set, as the server checks it, with the age rules. */
export function allProblems(questions: readonly GoalQuestion[], answers: Answers): string | null {
  const valid = validateAnswers(questions as GoalQuestionRule[], answers);
  if (!valid.ok) return valid.message;
  return ageProblem(valid.answers);
}

/** The limits call's body for an objective's answers (spec 2 §7: DesiredReturn and/or Protection). */
export function limitsBody(kind: string, a: Answers): { DesiredReturn?: number; Protection?: string; Safety?: string } | null {
  if (kind === 'optimiser') {
    const level = OPTIMISER_LEVELS.find((l) => String(l.step) === a.Optimiser);
    return level ? { DesiredReturn: level.desiredReturn } : null;
  }
  if (kind === 'preservation') return { Protection: protectionFor(a.RiskChoice ?? '', a.DesiredReturn ?? '') };
  if (kind === 'emergency') return { Safety: a.Safety ?? '' };
  return null;
}

/** Below the bucket's minimum: 'Minimum Amount for {SIP Amount, Lumpsum Amount or Monthly Expense} is {limit}'. */
export function objectiveAmountProblem(kind: string, a: Answers, limits: { Sip: string | null; Lumpsum: string }): string | null {
  const rupees = (s: string | undefined) => parseRupees(s ?? '0') ?? 0n;
  const shown = (p: bigint) => {
    const whole = p / 100n;
    return whole.toString().replace(/(\d)(?=(\d\d)+\d$)/g, '$1,');
  };
  if (kind === 'emergency') {
    const months = BigInt(Number(a.Months ?? 0) || 1);
    const need = rupees(limits.Lumpsum);
    if (rupees(a.MonthlyExpense) * months >= need) return null;
    return `Minimum Amount for Monthly Expense is ${shown(((need + months * 100n - 1n) / (months * 100n)) * 100n)}`;
  }
  const sip = a.InvestmentType === 'SIP';
  const limit = sip ? limits.Sip : limits.Lumpsum;
  if (limit === null) return `No ${sip ? 'SIP' : 'Lumpsum'} Schemes are Available`;
  return rupees(a.Amount) >= rupees(limit) ? null : `Minimum Amount for ${sip ? 'SIP Amount' : 'Lumpsum Amount'} is ${shown(rupees(limit))}`;
}

export interface GoalCartForm {
  mandateId: string;
  /** scheme id → YYYY-MM-DD */
  startDates: Record<number, string>;
  firstOrderToday: boolean;
}

/** Mandates whose limit covers the largest SIP order of the basket (the server checks each order). */
export function goalMandates(mandates: readonly Mandate[], schemes: readonly GoalScheme[]): Mandate[] {
  const largest = schemes
    .filter((s) => s.PurType === 'SIP')
    .reduce((m, s) => (parseRupees(s.ArrivedPurchaseAmt)! > m ? parseRupees(s.ArrivedPurchaseAmt)! : m), 0n);
  return mandates.filter((m) => (parseRupees(m.AMOUNT) ?? 0n) >= largest);
}

/** The goal cart's orders, or the spec's message (spec 2 §5 Goal cart). */
export function goalOrders(
  schemes: readonly GoalScheme[],
  type: 'SIP' | 'LumpSum',
  form: GoalCartForm,
): { ok: true; orders: GoalOrder[] } | { ok: false; message: string } {
  const chosen = schemes.filter((s) => s.PurType === type);
  if (chosen.length === 0) return { ok: false, message: `No ${type === 'SIP' ? 'SIP' : 'Lumpsum'} Schemes are Available` };
  if (type === 'SIP') {
    const noMandate = form.mandateId === '';
    const noDates = chosen.some((s) => !form.startDates[s.SchemeId]);
    if (noMandate && noDates) return { ok: false, message: GOAL_MESSAGES.selectBoth };
    if (noMandate) return { ok: false, message: GOAL_MESSAGES.selectMandate };
    if (noDates) return { ok: false, message: GOAL_MESSAGES.selectDates };
  }
  return {
    ok: true,
    orders: chosen.map((s): GoalOrder => {
      const common = {
        PurType: s.PurType,
        Sch: s.SchemeId,
        AmcId: s.AmcID,
        BSE_Scheme_code: s.Bse_SchemeCode,
        GrowthOption: s.Growthoption,
        DividendRedinvestment: s.Dividendreinvestment,
      };
      if (type === 'LumpSum') return { ...common, Amount: s.ArrivedPurchaseAmt };
      const date = ymdToDmy(form.startDates[s.SchemeId]!);
      return {
        ...common,
        InstallmentsAmt: s.ArrivedPurchaseAmt,
        MandateId: form.mandateId,
        FirstOrderToday: form.firstOrderToday ? 'Y' : 'N',
        TransTypeDate: date,
        StartDate: date,
        EndDate: s.EndDate ?? undefined,
        Installments: s.installments ?? undefined,
        Frequency: 3,
      };
    }),
  };
}
