import { describe, expect, it } from 'vitest';
import { RISK_MESSAGES as M, isPleaseOption, riskScorePercent, riskTypeFor, validateRiskAnswers } from './risk.ts';

const q = (id: number, scores: number[], please = -1) => ({
  id,
  options: scores.map((score, i) => ({ id: id * 10 + i, answer: i === please ? 'PLEASE SPECIFY' : `option ${i}`, score })),
});
const questions = [q(1, [0, 1, 2, 3, 4]), q(2, [0, 2, 4]), q(3, [0, 1, 4, 2], 3)];
const bands = [
  { name: 'Low Risk', minScore: 0, maxScore: 15 },
  { name: 'Conservative', minScore: 16, maxScore: 30 },
  { name: 'Moderate', minScore: 31, maxScore: 45 },
  { name: 'Balanced', minScore: 46, maxScore: 60 },
  { name: 'Growth', minScore: 61, maxScore: 80 },
  { name: 'Aggressive', minScore: 81, maxScore: 100 },
];

describe('risk questionnaire', () => {
  it('needs every question answered with its own option, and text for a PLEASE option', () => {
    expect(validateRiskAnswers(questions, [])).toBe(M.selectOption);
    expect(
      validateRiskAnswers(questions, [
        { question_id: 1, answer_id: 10 },
        { question_id: 2, answer_id: 20 },
        { question_id: 3, answer_id: 10 },
      ]),
    ).toBe(M.selectOption);
    expect(
      validateRiskAnswers(questions, [
        { question_id: 1, answer_id: 10 },
        { question_id: 2, answer_id: 20 },
        { question_id: 3, answer_id: 33 },
      ]),
    ).toBe(M.specify);
    expect(
      validateRiskAnswers(questions, [
        { question_id: 1, answer_id: 10 },
        { question_id: 2, answer_id: 20 },
        { question_id: 3, answer_id: 33, text: 'a house' },
      ]),
    ).toBeNull();
    expect(
      validateRiskAnswers(questions, [
        { question_id: 1, answer_id: 10 },
        { question_id: 1, answer_id: 11 },
        { question_id: 2, answer_id: 20 },
        { question_id: 3, answer_id: 30 },
      ]),
    ).toBe(M.selectOption);
    expect(validateRiskAnswers([], [])).toBe(M.notAvailable);
    expect(isPleaseOption(' Please specify')).toBe(true);
    // the rule is the text's start, as the spec says
    expect(isPleaseOption('Pleased with gains')).toBe(true);
    expect(isPleaseOption('Sell everything')).toBe(false);
  });

  it('scores by hand: range 0..12, answers 3 + 2 + 1 = 6 of 12 is 50 %, Balanced', () => {
    // question 1: 0..4, question 2: 0..4, question 3: 0..4; total range 12
    const answers = [
      { question_id: 1, answer_id: 13 }, // 3
      { question_id: 2, answer_id: 21 }, // 2
      { question_id: 3, answer_id: 31 }, // 1
    ];
    expect(riskScorePercent(questions, answers)).toBe(50);
    expect(riskTypeFor(50, bands)).toBe('Balanced');
    // 1 of 12 = 8.33 % → 8, Low Risk; 4 + 4 + 2 = 10 of 12 = 83.33 % → 83, Aggressive; 17 is Conservative
    expect(
      riskScorePercent(questions, [
        { question_id: 1, answer_id: 11 },
        { question_id: 2, answer_id: 20 },
        { question_id: 3, answer_id: 30 },
      ]),
    ).toBe(8);
    expect(
      riskScorePercent(questions, [
        { question_id: 1, answer_id: 14 },
        { question_id: 2, answer_id: 22 },
        { question_id: 3, answer_id: 33 },
      ]),
    ).toBe(83);
    expect(riskTypeFor(83, bands)).toBe('Aggressive');
    expect(riskTypeFor(17, bands)).toBe('Conservative');
    expect(riskTypeFor(0, bands)).toBe('Low Risk');
    expect(riskTypeFor(100, bands)).toBe('Aggressive');
  });
});
