/**
 * Goal questionnaire answers (spec 2 §5 Goals): the checks each answer type gets, with the
 * spec's messages, and the cross-question checks of the goals that ask for ages.
 */
export const GOAL_TYPES = ['Integer', 'Currency', 'Decimal', 'DropDown', 'scrollbar', 'String', 'Toggle', 'Radio'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

export const GOAL_MESSAGES = {
  specialCharacters: "Don't enter special characters",
  invalid: 'Invalid Input',
  answerAll: 'Please answer all the questions',
  marriageAge: 'Marriage Age should be greater than Current Age',
  requirementAge: 'Requirement Age should be greater than Current Age',
  /** ours, in the same words as the spec's age rules */
  retirementAge: 'Retirement Age should be greater than Current Age',
  lifeExpectancy: 'Life Expectancy should be greater than Retirement Age',
  riskPrompt: 'Completing your risk assessment will enable us to provide better goal plans for you.',
  comingSoon: 'Coming Soon!!',
  selectMandate: 'Please select Mandate',
  selectDates: 'Please select date for all SIP Schemes',
  selectBoth: 'Please select Mandate and date for all SIP Schemes',
  added: 'ADDED TO CART',
  submissionFailed: 'Submission failed',
} as const;

export const mandatoryMessage = (question: string) => `${question} is Mandatory`;
export const rangeMessage = (min: string, max: string) => `Please enter number between ${min} - ${max}`;
export const objectiveMinMessage = (what: 'SIP Amount' | 'Lumpsum Amount' | 'Monthly Expense', limit: string) => `Minimum Amount for ${what} is ${limit}`;

export interface GoalQuestionRule {
  GoalKey: string;
  GoalQuestion: string;
  GoalType: GoalType;
  /** comma-separated choices (DropDown, Radio, Toggle) */
  GoalOptions: string | null;
  GoalMinValue: string | null;
  GoalMaxValue: string | null;
  IsQuestionToUser: 'Y' | 'N';
  /** the default answer */
  GoalQAns: string | null;
}

const NUMERIC: readonly GoalType[] = ['Integer', 'Currency', 'scrollbar'];
const CHOICE: readonly GoalType[] = ['DropDown', 'Radio', 'Toggle'];

export const optionsOf = (q: Pick<GoalQuestionRule, 'GoalOptions'>): string[] =>
  (q.GoalOptions ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

/** The problem with one answer, or null. Integer and Currency take digits only; Decimal also one dot. */
export function answerProblem(q: GoalQuestionRule, raw: string | number | null | undefined): string | null {
  const value = raw === null || raw === undefined ? '' : String(raw).trim();
  if (value === '') return mandatoryMessage(q.GoalQuestion);
  if (NUMERIC.includes(q.GoalType)) {
    if (!/^\d+$/.test(value)) return GOAL_MESSAGES.specialCharacters;
  } else if (q.GoalType === 'Decimal') {
    if (!/^\d+(\.\d+)?$/.test(value)) return GOAL_MESSAGES.specialCharacters;
  } else if (CHOICE.includes(q.GoalType)) {
    return optionsOf(q).includes(value) ? null : GOAL_MESSAGES.invalid;
  } else return value.length <= 200 ? null : GOAL_MESSAGES.invalid;
  const n = Number(value);
  const min = q.GoalMinValue === null || q.GoalMinValue === '' ? null : Number(q.GoalMinValue);
  const max = q.GoalMaxValue === null || q.GoalMaxValue === '' ? null : Number(q.GoalMaxValue);
  if ((min !== null && n < min) || (max !== null && n > max)) return rangeMessage(q.GoalMinValue ?? '0', q.GoalMaxValue ?? String(Number.MAX_SAFE_INTEGER));
  return null;
}

export type Answers = Record<string, string>;

/**
 * Every question answered and valid. Questions not put to the user take their default when the
 * answer is absent. The first problem is the message.
 */
export function validateAnswers(
  questions: readonly GoalQuestionRule[],
  given: Record<string, string | number | null | undefined>,
): { ok: true; answers: Answers } | { ok: false; message: string } {
  if (questions.length === 0) return { ok: false, message: GOAL_MESSAGES.invalid };
  const answers: Answers = {};
  const missing = questions.filter(
    (q) => q.IsQuestionToUser === 'Y' && (given[q.GoalKey] === undefined || given[q.GoalKey] === null || String(given[q.GoalKey]).trim() === ''),
  );
  if (missing.length > 1) return { ok: false, message: GOAL_MESSAGES.answerAll };
  for (const q of questions) {
    const raw = given[q.GoalKey] ?? (q.IsQuestionToUser === 'N' ? q.GoalQAns : undefined);
    const problem = answerProblem(q, raw);
    if (problem) return { ok: false, message: problem };
    answers[q.GoalKey] = String(raw).trim();
  }
  return { ok: true, answers };
}

/** The age checks (spec 2 §5): the later age must be above the current one. */
export function ageProblem(answers: Answers): string | null {
  const n = (k: string) => (answers[k] === undefined ? null : Number(answers[k]));
  const current = n('CurrentAge');
  const marriage = n('MarriageAge');
  const requirement = n('RequirementAge');
  const retirement = n('RetirementAge');
  const life = n('LifeExpectancy');
  if (current !== null && marriage !== null && marriage <= current) return GOAL_MESSAGES.marriageAge;
  if (current !== null && requirement !== null && requirement <= current) return GOAL_MESSAGES.requirementAge;
  if (current !== null && retirement !== null && retirement <= current) return GOAL_MESSAGES.retirementAge;
  if (retirement !== null && life !== null && life <= retirement) return GOAL_MESSAGES.lifeExpectancy;
  return null;
}
