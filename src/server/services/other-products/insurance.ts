import { clipVar, smsMessage } from '../../adapters/otp-delivery/sms-templates.ts';
import { asc, eq } from 'drizzle-orm';
import { OTHER_MESSAGES, type OtherQuestion } from '@shared/contract/other-products.ts';
import { formatDecimal, parseRupees } from '@shared/money/decimal.ts';
import { displayAmount } from '@shared/rules/transactions/amounts.ts';
import { suggestTermCover, termAgeProblem } from '@shared/rules/insurance/term-cover.ts';
import type { Db } from '../../db/client.ts';
import { insuranceQuestions, insuranceRequests, users } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { present } from '@shared/present.ts';

type QuestionRow = typeof insuranceQuestions.$inferSelect;

export async function activeQuestions(db: Db): Promise<QuestionRow[]> {
  return db
    .select()
    .from(insuranceQuestions)
    .where(eq(insuranceQuestions.isActive, true))
    .orderBy(asc(insuranceQuestions.sortOrder), asc(insuranceQuestions.id));
}

export const toQuestion = (q: QuestionRow): OtherQuestion => ({
  id: q.id,
  key: q.key,
  question: q.question,
  question_type: q.questionType,
  options: q.options,
  desc: q.description,
});

/** GET /other_products/2: the term-life questions, one per wizard step. */
export async function insuranceQuestionnaire(db: Db): Promise<{ questions: OtherQuestion[]; error?: string }> {
  const questions = (await activeQuestions(db)).map(toQuestion);
  return questions.length ? { questions } : { questions, error: OTHER_MESSAGES.noQuestions };
}

type Given = { question_id: number; answer_id: string | number | null; sub_answer?: string | number | null | undefined };
type Checked = { question_id: number; question: string; answer: string; sub_answer?: string };

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v).trim());

/** One answer by its question type; null when it is not a valid answer. */
function readAnswer(type: number, raw: string): string | null {
  if (raw === '') return null;
  if (type === 4) return /^\d{1,3}$/.test(raw) ? raw : null;
  if (type === 7) {
    const p = parseRupees(raw);
    return p !== null && p >= 0n ? formatDecimal(p, 2) : null;
  }
  return raw.length <= 1000 ? raw : null;
}

/** Every question answered as its type wants (spec 2 §5: 'Please fill the following answer'). */
export function checkAnswers(questions: readonly QuestionRow[], given: readonly Given[]): { ok: true; answers: Checked[] } | { ok: false; message: string } {
  const out: Checked[] = [];
  for (const q of questions) {
    const g = given.find((a) => a.question_id === q.id);
    const raw = text(g?.answer_id);
    if (q.questionType === 2) {
      const option = q.options.find((o) => String(o.id) === raw);
      if (!option) return { ok: false, message: OTHER_MESSAGES.fillAnswer };
      const entry: Checked = { question_id: q.id, question: q.question, answer: option.answer };
      if (option.sub_question) {
        const sub = readAnswer(option.sub_question.question_type, text(g?.sub_answer));
        if (sub === null) return { ok: false, message: OTHER_MESSAGES.fillAnswer };
        entry.sub_answer = sub;
      }
      out.push(entry);
      continue;
    }
    const answer = readAnswer(q.questionType, raw);
    if (answer === null) return { ok: false, message: OTHER_MESSAGES.fillAnswer };
    out.push({ question_id: q.id, question: q.question, answer });
  }
  return { ok: true, answers: out };
}

/** The age answers checked as the wizard checks them (a retirement age of 250 is refused). */
export function ageProblemOf(questions: readonly QuestionRow[], answers: readonly Checked[]): string | null {
  const n = (key: string) => {
    const q = questions.find((x) => x.key === key);
    const a = q ? answers.find((x) => x.question_id === q.id)?.answer : undefined;
    return a === undefined ? null : Number(a);
  };
  return termAgeProblem(n('age'), n('retirement_age'));
}

/** The suggestion from the answers with the keys the demo questions use (missing ones count as 0). */
export function coverFrom(questions: readonly QuestionRow[], answers: readonly Checked[]): bigint {
  const by = (key: string) => {
    const q = questions.find((x) => x.key === key);
    return q ? answers.find((a) => a.question_id === q.id) : undefined;
  };
  const money = (key: string, sub = false) => parseRupees((sub ? by(key)?.sub_answer : by(key)?.answer) ?? '0') ?? 0n;
  return suggestTermCover({
    age: Number(by('age')?.answer ?? 0),
    retirementAge: Number(by('retirement_age')?.answer ?? 0),
    annualIncomePaise: money('income'),
    investmentsPaise: money('investments'),
    loansPaise: money('loans'),
    existingCoverPaise: money('existing_cover', true),
  });
}

/**
 * POST /other_products/2: the wizard's answers stored as a request, and an acknowledgement sent by
 * email (SMS when there is no email) through the OTP delivery adapters: the dev outbox in demo mode.
 * A failed acknowledgement is logged; the request stays saved.
 */
export async function submitInsurance(
  deps: AppDeps,
  userId: number,
  given: readonly Given[],
): Promise<{ is_request_submitted: true; msg: string; request_ids: number[]; suggested_cover: string } | { is_request_submitted: false; error: string }> {
  const { db, clock } = deps;
  const questions = await activeQuestions(db);
  if (questions.length === 0) return { is_request_submitted: false, error: OTHER_MESSAGES.noQuestions };
  const checked = checkAnswers(questions, given);
  if (!checked.ok) return { is_request_submitted: false, error: checked.message };
  const ageProblem = ageProblemOf(questions, checked.answers);
  if (ageProblem) return { is_request_submitted: false, error: ageProblem };
  const cover = coverFrom(questions, checked.answers);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const to = user?.email ? { channel: 'email' as const, to: user.email } : user ? { channel: 'sms' as const, to: user.mobile } : null;
  const [row] = await db
    .insert(insuranceRequests)
    .values({ userId, answers: checked.answers, suggestedCoverPaise: cover, acknowledgedTo: null, createdAt: clock.now() })
    .returning({ id: insuranceRequests.id });
  const saved = present(row, 'the insurance request just saved');
  if (to) {
    const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || 'Investor';
    const body = `Dear ${name}, we have received your term life insurance request (reference TL${saved.id}). Suggested cover: ₹${displayAmount(cover)}. Our insurance desk will call you within 2 working days.`;
    const send = async () => {
      const message =
        to.channel === 'sms'
          ? { ...to, ...smsMessage('INSURANCE_ACK', clipVar(name), `TL${saved.id}`, displayAmount(cover)) }
          : { ...to, subject: 'Your term life insurance request', body };
      await deps.adapters.otpDelivery.send(message);
      await db.update(insuranceRequests).set({ acknowledgedTo: to.to }).where(eq(insuranceRequests.id, saved.id));
    };
    const logFailure = (err: unknown) =>
      deps.log.error('insurance acknowledgement failed', { requestId: saved.id, error: err instanceof Error ? err.message : String(err) });
    if (deps.adapters.otpDelivery.inRequest) await send().catch(logFailure);
    else void send().catch(logFailure);
  }
  return { is_request_submitted: true, msg: OTHER_MESSAGES.submitted, request_ids: [saved.id], suggested_cover: formatDecimal(cover, 2) };
}
