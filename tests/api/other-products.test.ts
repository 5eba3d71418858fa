import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  corporateDeposits,
  depositCompanies,
  depositFeedRejects,
  depositRequests,
  devOutbox,
  insuranceRequests,
  onboardingProfiles,
  users as usersTable,
} from '../../src/server/db/schema.ts';
import { templateOf } from '../../src/server/adapters/otp-delivery/sms-templates.ts';
import { seedDemoOtherProducts } from '../../src/server/demo/other-products.ts';
import { importDepositFeed } from '../../src/server/services/other-products/deposit-feed.ts';
import { createTestApp, signUp, type TestApp } from './support/harness.ts';
import { onboardedInvestor } from './support/orders-fixture.ts';

let t: TestApp;
let inv: Awaited<ReturnType<typeof onboardedInvestor>>;
let companies: Array<{
  Id: number;
  Company: string;
  Min_Deposit: string;
  fd_rates: Array<Record<string, unknown>>;
  senior_rates: Array<Record<string, unknown>>;
}>;

beforeAll(async () => {
  t = await createTestApp({ start: '2026-11-20T05:30:00Z', config: { fdPartnerUrl: 'https://partner.example.com/fd/apply' } });
  await seedDemoOtherProducts(t.deps);
  inv = await onboardedInvestor(t, '9713000001');
  // the booking investor is 66: senior citizen rates are theirs
  await bornOn('1960-03-01');
  companies = (await t.call('GET', '/api/other_products/1', undefined, { token: inv.token })).body.fixed_deposits;
});
afterAll(() => t.close());

const bornOn = (dob: string) =>
  t.deps.db
    .insert(onboardingProfiles)
    .values({ userId: inv.userId, dateOfBirth: dob, updatedAt: t.clock.now() })
    .onConflictDoUpdate({ target: onboardingProfiles.userId, set: { dateOfBirth: dob } });

const call = (method: string, path: string, body?: unknown, token = inv.token) => t.call(method, path, body, { token });

describe('corporate fixed deposits', () => {
  it('GET /other_products/1: companies with rates per tenure, senior rates, the partner’s tables and link', async () => {
    const res = await call('GET', '/api/other_products/1');
    expect(res.status).toBe(200);
    expect(res.body.questions).toEqual([]);
    expect(companies.map((c) => c.Company)).toEqual([
      'Sahyadri Capital Finance Ltd',
      'Kaveri Housing Finance Ltd',
      'Narmada Credit Corporation Ltd',
      'Ganga Infra Finance Ltd',
    ]);
    const first = companies[0]!;
    expect(first.Min_Deposit).toBe('25000.00');
    expect(first.fd_rates).toHaveLength(5);
    // 3 years cumulative at 6.50%: 1.065³ = 1.208 → 20.80% over 3 years → 6.93% a year
    expect(first.fd_rates[2]).toEqual({ Duration: 3, Monthly: '6.25', Quarterly: '6.35', HalfYearly: '6.40', Yearly: '6.50', Interest: '6.50', Yield: '6.93' });
    expect(first.senior_rates[2]).toMatchObject({ Duration: 3, Interest: '6.75' });
    expect(res.body.partner.url).toBe('https://partner.example.com/fd/apply');
    expect(res.body.partner.rates.map((r: { Tenure: string }) => r.Tenure)).toEqual(['12-23 months', '24-35 months', '36-60 months']);
    expect(res.body.partner.rates[0]).toEqual({
      Tenure: '12-23 months',
      OnMaturity: '6.30',
      Monthly: '5.51',
      Quarterly: '5.90',
      HalfYearly: '6.05',
      Annual: '6.30',
    });
    expect(res.body.partner.senior_rates[2].OnMaturity).toBe('7.05');
  });

  it('every rule of spec 2 §5 refuses with its message', async () => {
    const id = companies[0]!.Id;
    const narmada = companies[2]!.Id;
    const post = async (body: object) => (await call('POST', '/api/other_products/1', { type: 1, tenure: 3, senior_citizen: true, ...body })).body;
    expect(await post({ deposits: [] })).toEqual({ is_request_submitted: false, error: 'Please select any option' });
    expect((await post({ deposits: [{ company_id: id, amount: '24999', interest_frequency: 'Yearly' }] })).error).toBe(
      'Please enter more than or equal to min investment amount',
    );
    expect((await post({ deposits: [{ company_id: narmada, amount: '25000', interest_frequency: 'Yearly' }] })).error).toBe(
      'Please enter more than or equal to min investment amount',
    );
    expect((await post({ deposits: [{ company_id: id, amount: '50000001', interest_frequency: 'Yearly' }] })).error).toBe(
      'Please enter less than or equal to 5,00,00,000',
    );
    expect((await post({ deposits: [{ company_id: id, amount: '30000' }] })).error).toBe('Please select Interest Frequency');
    expect((await post({ deposits: [{ company_id: id, amount: '30000', interest_frequency: 'Weekly' }] })).error).toBe('Fill out all of the fields correctly');
    expect((await post({ deposits: [{ company_id: id, amount: 'abc', interest_frequency: 'Yearly' }] })).error).toBe('Fill out all of the fields correctly');
    expect((await post({ deposits: [{ company_id: 99999, amount: '30000', interest_frequency: 'Yearly' }] })).error).toBe(
      'Fill out all of the fields correctly',
    );
    const tenure = await call('POST', '/api/other_products/1', { type: 1, tenure: 6, senior_citizen: true, deposits: [] });
    expect(tenure.status).toBe(400);
    expect(tenure.body.errors[0]).toBe('Fill out all of the fields correctly');
    expect(await t.deps.db.select().from(depositRequests)).toHaveLength(0);
  });

  it('senior citizen rates are refused to an investor under 60', async () => {
    await bornOn('1988-05-10');
    try {
      const deposits = [{ company_id: companies[0]!.Id, amount: '100000', interest_frequency: 'On Maturity' }];
      expect((await call('POST', '/api/other_products/1', { type: 1, tenure: 3, senior_citizen: true, deposits })).body).toEqual({
        is_request_submitted: false,
        error: 'Senior citizen rates are for investors aged 60 or more',
      });
      expect(await t.deps.db.select().from(depositRequests)).toHaveLength(0);
    } finally {
      await bornOn('1960-03-01');
    }
  });

  it('stores one request per chosen deposit with its rate and maturity', async () => {
    const res = await call('POST', '/api/other_products/1', {
      type: 1,
      tenure: 3,
      senior_citizen: true,
      deposits: [
        { company_id: companies[0]!.Id, amount: '100000', interest_frequency: 'On Maturity' },
        { company_id: companies[1]!.Id, amount: '50000', interest_frequency: 'Monthly' },
      ],
    });
    expect(res.body).toMatchObject({
      is_request_submitted: true,
      msg: 'Your fixed deposit request has been submitted. Our partner will contact you to complete the booking.',
    });
    const rows = await t.deps.db.select().from(depositRequests).orderBy(depositRequests.id);
    // ₹1,00,000 at 6.75% (senior, 3 years) compounded yearly: 1.0675² = 1.13955625, × 1.0675 = 1.216476296875 → ₹1,21,647.63
    expect(rows[0]).toMatchObject({
      userId: inv.userId,
      rate: '6.75',
      tenureMonths: 36,
      senior: true,
      interestPayout: 'On Maturity',
      amountPaise: 10_000_000n,
      maturityPaise: 12_164_763n,
      status: 'REQUESTED',
    });
    // ₹50,000 monthly at 6.45% (6.70 − 0.25): ₹268.75 a month, ₹9,675 over 36 months
    expect(rows[1]).toMatchObject({ rate: '6.45', interestPayout: 'Monthly', maturityPaise: 5_000_000n, interestPaise: 967_500n });
  });

  it('an investor who has not finished onboarding cannot book', async () => {
    const fresh = await signUp(t, '9713000099');
    const res = await t.call(
      'POST',
      '/api/other_products/1',
      { type: 1, tenure: 1, senior_citizen: false, deposits: [{ company_id: companies[0]!.Id, amount: '30000', interest_frequency: 'Yearly' }] },
      { token: fresh.token },
    );
    expect(res.body).toEqual({ is_request_submitted: false, error: 'Please complete your onboarding to book a fixed deposit' });
  });

  it('unknown product types and a body of the other type are refused', async () => {
    expect((await call('GET', '/api/other_products/3')).status).toBe(404);
    const mismatch = await call('POST', '/api/other_products/2', { type: 1, tenure: 1, senior_citizen: false, deposits: [] });
    expect(mismatch.status).toBe(400);
  });

  it('with no companies the GET carries the error the screen alerts', async () => {
    await t.deps.db.update(depositCompanies).set({ isActive: false });
    const res = await call('GET', '/api/other_products/1');
    expect(res.body).toMatchObject({ fixed_deposits: [], error: 'No deposit companies are available at the moment' });
    await t.deps.db.update(depositCompanies).set({ isActive: true });
  });
});

describe('term life insurance', () => {
  let questions: Array<{ id: number; key: string; question_type: number; options: Array<{ id: number; answer: string }> }>;
  const answersFor = (over: Record<string, unknown> = {}) =>
    questions.map((q) => {
      const values: Record<string, unknown> = {
        age: 30,
        gender: 282,
        smoker: 2,
        income: '1200000',
        retirement_age: 60,
        investments: '1500000',
        loans: '2000000',
        existing_cover: 2,
        city: 'Pune',
        notes: 'None',
        ...over,
      };
      return {
        question_id: q.id,
        answer_id: values[q.key] as string | number,
        ...(q.key === 'existing_cover' && over.sub !== undefined ? { sub_answer: over.sub as string } : {}),
      };
    });

  beforeAll(async () => {
    questions = (await call('GET', '/api/other_products/2')).body.questions;
  });

  it('GET /other_products/2: the questions with their types and choices', () => {
    expect(questions.map((q) => q.key)).toEqual([
      'age',
      'gender',
      'smoker',
      'income',
      'retirement_age',
      'investments',
      'loans',
      'existing_cover',
      'city',
      'notes',
    ]);
    expect(questions.map((q) => q.question_type)).toEqual([4, 2, 2, 7, 4, 7, 7, 2, 1, 5]);
    expect(questions[1]!.options).toEqual([
      { id: 282, answer: 'Male' },
      { id: 283, answer: 'Female' },
    ]);
  });

  it('every question needs an answer of its type: Please fill the following answer', async () => {
    const post = async (answers: unknown[]) => (await call('POST', '/api/other_products/2', { type: 2, answers })).body;
    const missing = answersFor();
    missing.splice(3, 1);
    expect(await post(missing)).toEqual({ is_request_submitted: false, error: 'Please fill the following answer' });
    expect((await post(answersFor({ age: 'thirty' }))).error).toBe('Please fill the following answer');
    expect((await post(answersFor({ gender: 999 }))).error).toBe('Please fill the following answer');
    // 'Yes' to existing cover asks for the cover amount
    expect((await post(answersFor({ existing_cover: 1 }))).error).toBe('Please fill the following answer');
    expect((await post(answersFor({ income: '' }))).error).toBe('Please fill the following answer');
    // ages no term plan is sold for are refused by the server as by the wizard
    expect((await post(answersFor({ retirement_age: 250 }))).error).toBe('Retirement Age should be 75 or less');
    expect((await post(answersFor({ age: 12 }))).error).toBe('Age should be between 18 and 65');
    expect((await post(answersFor({ age: 40, retirement_age: 35 }))).error).toBe('Retirement Age should be greater than Current Age');
    expect(await t.deps.db.select().from(insuranceRequests)).toHaveLength(0);
  });

  it('stores the request with the suggested cover and acknowledges it by email (dev outbox)', async () => {
    const res = await call('POST', '/api/other_products/2', { type: 2, answers: answersFor({ existing_cover: 1, sub: '2500000' }) });
    // 12,00,000 × 30 + 20,00,000 − 15,00,000 − 25,00,000 = 3,40,00,000
    expect(res.body).toMatchObject({
      is_request_submitted: true,
      msg: 'Your request has been submitted. We have sent you an acknowledgement.',
      suggested_cover: '34000000.00',
    });
    const [row] = await t.deps.db.select().from(insuranceRequests).where(eq(insuranceRequests.userId, inv.userId));
    expect(row!.answers.find((a) => a.question === 'Do you already have life insurance?')).toEqual({
      question_id: questions[7]!.id,
      question: 'Do you already have life insurance?',
      answer: 'Yes',
      sub_answer: '2500000.00',
    });
    expect(row!.acknowledgedTo).toBe(inv.email);
    const [mail] = await t.deps.db.select().from(devOutbox).where(eq(devOutbox.to, inv.email)).orderBy(desc(devOutbox.id)).limit(1);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your term life insurance request' });
    expect(mail!.body).toContain(`reference TL${row!.id}`);
    expect(mail!.body).toContain('Suggested cover: ₹3,40,00,000');
  });

  it('an investor without an email gets the acknowledgement by SMS, in its registered DLT template', async () => {
    const mobile = '9713000003';
    const other = await onboardedInvestor(t, mobile);
    await t.deps.db.update(usersTable).set({ email: null }).where(eq(usersTable.id, other.userId));
    const res = await t.call('POST', '/api/other_products/2', { type: 2, answers: answersFor() }, { token: other.token });
    expect(res.body.is_request_submitted).toBe(true);
    const [row] = await t.deps.db.select().from(insuranceRequests).where(eq(insuranceRequests.userId, other.userId));
    const [sms] = await t.deps.db.select().from(devOutbox).where(eq(devOutbox.to, mobile)).orderBy(desc(devOutbox.id)).limit(1);
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(templateOf(sms!.body)).toBe('INSURANCE_ACK');
    expect(sms!.body).toContain(`(reference TL${row!.id}). Suggested cover: Rs.`);
    expect(row!.acknowledgedTo).toBe(mobile);
  });

  it('a failed acknowledgement is logged and the request stays saved', async () => {
    const other = await onboardedInvestor(t, '9713000002');
    const send = t.deps.adapters.otpDelivery.send;
    t.deps.adapters.otpDelivery.send = async () => {
      throw new Error('smtp down');
    };
    try {
      const res = await t.call('POST', '/api/other_products/2', { type: 2, answers: answersFor() }, { token: other.token });
      expect(res.body.is_request_submitted).toBe(true);
    } finally {
      t.deps.adapters.otpDelivery.send = send;
    }
    const [row] = await t.deps.db.select().from(insuranceRequests).where(eq(insuranceRequests.userId, other.userId));
    expect(row!.acknowledgedTo).toBeNull();
  });
});

describe('the deposit partner’s reverse feed', () => {
  const header = 'AppFormNo,CustomerName,ClientCode,PAN,InterestRate,TenureMonths,Fdamount,scheme,schmeID,interestPayout,FDCreatedDate,fdNumber';
  it('imports CSV rows, computes maturity, skips bad rows with their reason, and shows the deposits in the portfolio', async () => {
    const csv = [
      header,
      `AF1001,"Investor, Test",${inv.niveshId},,7.05,36,"1,00,000",Sahyadri Cumulative,SCF-C36,Cumulative,20-11-2026,FD0001`,
      `AF1002,Test Investor,,${await panOf()},6.75,12,25000,Sahyadri Monthly,SCF-M12,Monthly,2026-10-01,FD0002`,
      `AF1003,Nobody,NVZZZZ9999,,7.00,12,25000,X,X,Yearly,2026-10-01,FD0003`,
      `AF1004,Test Investor,${inv.niveshId},,7.00,12,25000,X,X,Weekly,2026-10-01,FD0004`,
      `AF1005,Test Investor,${inv.niveshId},,7.00,12,25000,X,X,Yearly,31-02-2026,FD0005`,
    ].join('\r\n');
    const stats = await importDepositFeed(t.deps, 'feed.csv', csv);
    expect(stats).toMatchObject({ rows: 5, imported: 2, failed: 3 });
    expect(stats.rejects).toEqual([
      { row: 3, reason: 'No investor with client code NVZZZZ9999' },
      { row: 4, reason: 'interestPayout "Weekly" is not Monthly, Quarterly, Half Yearly, Yearly or On Maturity' },
      { row: 5, reason: 'FDCreatedDate "31-02-2026" is not a date' },
    ]);
    expect(await t.deps.db.select().from(depositFeedRejects).where(eq(depositFeedRejects.importId, stats.importId))).toHaveLength(3);
    const res = await call('GET', '/api/portfolio/get_deposit_reverse_feed');
    expect(res.status).toBe(200);
    const [fd1, fd2] = res.body.partner_deposits;
    // newest first; ₹1,00,000 at 7.05% for 36 months compounded yearly → ₹1,22,676.12
    expect(fd1).toMatchObject({
      fdNumber: 'FD0001',
      CustomerName: 'Investor, Test',
      Fdamount: '100000.00',
      InterestRate: '7.05',
      interestPayout: 'On Maturity',
      FDCreatedDate: '20-11-2026',
      maturityDate: '20-11-2029',
      maturityAmount: '122676.12',
      interestAmount: '22676.12',
    });
    // ₹25,000 monthly at 6.75% for 12 months: ₹1,687.50 interest, principal back
    expect(fd2).toMatchObject({ fdNumber: 'FD0002', maturityAmount: '25000.00', interestAmount: '1687.50', maturityDate: '01-10-2027' });
    // the ₹1,00,000 3-year request made from the deposit list is now booked; the ₹50,000 one is still open
    const requests = await t.deps.db.select().from(depositRequests).where(eq(depositRequests.userId, inv.userId)).orderBy(depositRequests.id);
    expect(requests.map((r) => [r.amountPaise, r.status])).toEqual([
      [10_000_000n, 'BOOKED'],
      [5_000_000n, 'REQUESTED'],
    ]);
  });

  it('JSON feeds work too, and importing a deposit again replaces it rather than doubling it', async () => {
    const json = JSON.stringify({
      partner_deposits: [
        {
          AppFormNo: 'AF1001',
          CustomerName: 'Test Investor',
          ClientCode: inv.niveshId,
          InterestRate: '7.05',
          TenureMonths: 24,
          Fdamount: 100000,
          scheme: 'S',
          schmeID: 'S24',
          interestPayout: 'On Maturity',
          FDCreatedDate: '2026-11-20',
          fdNumber: 'FD0001',
        },
      ],
    });
    const stats = await importDepositFeed(t.deps, 'feed.json', json);
    expect(stats).toMatchObject({ rows: 1, imported: 1, failed: 0 });
    const rows = await t.deps.db.select().from(corporateDeposits).where(eq(corporateDeposits.fdNumber, 'FD0001'));
    expect(rows).toHaveLength(1);
    // 1.0705² = 1.14597025 → ₹1,14,597.03
    expect(rows[0]).toMatchObject({ tenureMonths: 24, maturityPaise: 11_459_703n });
    await expect(importDepositFeed(t.deps, 'bad.json', '{"note": "nothing"}')).rejects.toThrow('The JSON feed holds no list of deposits');
  });
});

async function panOf(): Promise<string> {
  const { users } = await import('../../src/server/db/schema.ts');
  const [u] = await t.deps.db.select({ pan: users.pan }).from(users).where(eq(users.id, inv.userId));
  return u!.pan!;
}
