/**
 * Risk appetite (spec 3 §2.9, §4.7, §5, §9). A questionnaire of scored options; the score as a
 * percentage of the possible range decides one of six investor types, each with an ideal split
 * between equity and debt. The questions, scores and bands are data (risk_* tables); the rules
 * that read them live here, for both ends.
 */
export const RISK_TYPES = ['Low Risk', 'Conservative', 'Moderate', 'Balanced', 'Growth', 'Aggressive'] as const;
export type RiskType = (typeof RISK_TYPES)[number];

export const RISK_MESSAGES = {
  selectOption: 'Please select the option',
  // Not in the spec: the text box an option starting with PLEASE reveals.
  specify: 'Please specify your answer',
  incomplete: 'Please answer all the questions',
  notAvailable: 'The risk questionnaire is not available right now',
} as const;
export const SPECIFY_MAX_LENGTH = 200;

/** An option whose text starts with PLEASE asks for free text (spec 3 §5). */
export const isPleaseOption = (answer: string): boolean => answer.trim().toUpperCase().startsWith('PLEASE');

export interface ScoredQuestion {
  id: number;
  options: ReadonlyArray<{ id: number; answer: string; score: number }>;
}
export interface GivenAnswer {
  question_id: number;
  answer_id: number;
  text?: string | null | undefined;
}

/** One question's answer: chosen, and with its text when the option asks for one. */
export function validateRiskAnswer(q: ScoredQuestion, a: GivenAnswer | undefined): string | null {
  const option = a ? q.options.find((o) => o.id === a.answer_id) : undefined;
  if (!option) return RISK_MESSAGES.selectOption;
  if (isPleaseOption(option.answer) && (a?.text ?? '').trim() === '') return RISK_MESSAGES.specify;
  return null;
}

/** The whole questionnaire: every question answered once, with one of its own options. */
export function validateRiskAnswers(questions: readonly ScoredQuestion[], answers: readonly GivenAnswer[]): string | null {
  if (questions.length === 0) return RISK_MESSAGES.notAvailable;
  const ids = new Set(questions.map((q) => q.id));
  if (answers.some((a) => !ids.has(a.question_id)) || new Set(answers.map((a) => a.question_id)).size !== answers.length) return RISK_MESSAGES.selectOption;
  for (const q of questions) {
    const problem = validateRiskAnswer(
      q,
      answers.find((a) => a.question_id === q.id),
    );
    if (problem) return problem;
  }
  return null;
}

/**
 * The score as a whole percentage of the questionnaire's range: 0 when every answer is the most
 * cautious, 100 when every answer is the boldest. Rounded half up.
 */
export function riskScorePercent(questions: readonly ScoredQuestion[], answers: readonly GivenAnswer[]): number {
  let min = 0;
  let max = 0;
  let got = 0;
  for (const q of questions) {
    const scores = q.options.map((o) => o.score);
    min += Math.min(...scores);
    max += Math.max(...scores);
    got += q.options.find((o) => o.id === answers.find((a) => a.question_id === q.id)?.answer_id)?.score ?? 0;
  }
  if (max === min) return 0;
  return Math.floor(((got - min) * 200) / (max - min) + 1) >> 1;
}

export interface RiskBand {
  name: string;
  minScore: number;
  maxScore: number;
}

/** The band the score falls in (bands are inclusive and cover 0-100). */
export function riskTypeFor(scorePercent: number, bands: readonly RiskBand[]): string | null {
  return bands.find((b) => scorePercent >= b.minScore && scorePercent <= b.maxScore)?.name ?? null;
}
