import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { nominees, riskAssessments } from '../../src/server/db/schema.ts';
import type { TestApp } from './support/harness.ts';
import { fixture, investor } from './support/onboarding.ts';
import { createProfileApp, onboarded, profileUpload, type Onboarded } from './support/profile.ts';

let t: TestApp;
let a: Onboarded;
let b: Onboarded;
beforeAll(async () => {
  t = await createProfileApp();
  a = await onboarded(t);
  b = await onboarded(t);
}, 120_000);
afterAll(() => t.close());

const newNominee = (over: Record<string, unknown> = {}) => ({
  Nominee_Name: 'meera Kumar',
  Nominee_RelationShip: 3,
  Nominee_PAN: 'ABCPM1234Q',
  Nominee_DOB: '12/03/1991',
  Nominee_Email: 'meera@example.com',
  Nominee_Mobile: '9123456781',
  Nominee_Address: '4 Marine Drive',
  Nominee_city: 'Mumbai',
  Nominee_pin: '400020',
  ...over,
});

describe('profile data', () => {
  it('has the basic details, the nominees and the joint holders in the spec names', async () => {
    const res = await a.profile('GET', '/get_profile_data');
    expect(res.body.basic_details).toEqual([
      {
        First_Name: 'Ravi',
        Last_Name: 'Kumar',
        PAN: a.pan,
        Home_EMailID: a.email,
        Home_MobileNo: a.mobile,
        Date_of_Birth: '15/06/1990',
        Sex: 282,
        CAccountNo: a.userId,
      },
    ]);
    expect(res.body.nominee_details).toEqual([
      { Nominee_ID: expect.any(Number), Nominee_Name: 'Sita Kumar', Nominee_RelationShip: 3, Nominee_PAN: null, Nper: 100 },
    ]);
    expect(res.body.jh_details).toEqual([]);
  });

  it('user details carry the completion, returns and risk status the header shows', async () => {
    const u = (await a.profile('GET', '/get_user_details')).body.user_details;
    // onboarded (50) and a nominee (10); no risk profile, mandate or picture yet
    expect(u).toMatchObject({ complete_percentage: 60, risk_status: null, risk_analysed_on: null, cigr_percentage: null, profile_pic: null, aum: '0.00' });
  });
});

describe('nominee from the profile', () => {
  it("refuses a second nominee, and removing one of another investor's is not found", async () => {
    expect((await a.profile('POST', '/add_nominee_details', newNominee())).body.errors).toEqual(['You already have a nominee']);
    const [theirs] = (await b.profile('GET', '/get_profile_data')).body.nominee_details;
    expect((await a.profile('POST', `/delete_nominee/${theirs.Nominee_ID}`)).status).toBe(404);
    expect(await t.deps.db.select().from(nominees).where(eq(nominees.id, theirs.Nominee_ID))).toHaveLength(1);
  });

  it('removes the only nominee, then adds one with the spec rules and messages', async () => {
    const [mine] = (await a.profile('GET', '/get_profile_data')).body.nominee_details;
    expect((await a.profile('POST', `/delete_nominee/${mine.Nominee_ID}`)).body).toEqual({ is_deleted: true, message: 'Deleted successfully.' });
    expect((await a.profile('GET', '/get_profile_data')).body.nominee_details).toEqual([]);

    expect((await a.profile('POST', '/add_nominee_details', newNominee({ Nominee_Name: '' }))).body.errors).toEqual(['Please fill Mandatory Fields']);
    expect((await a.profile('POST', '/add_nominee_details', newNominee({ Nominee_RelationShip: 0 }))).body.errors).toEqual(['Please fill Mandatory Fields']);
    expect((await a.profile('POST', '/add_nominee_details', newNominee({ Nominee_PAN: 'ABCCM1234Q' }))).body.errors).toEqual([
      'Non Indivdual PAN is not allowed to transact',
    ]);
    expect((await a.profile('POST', '/add_nominee_details', newNominee({ Nominee_PAN: a.pan }))).body.errors).toEqual(['Please enter valid pan number']);
    expect((await a.profile('POST', '/add_nominee_details', newNominee({ Nominee_DOB: '12/03/2015' }))).body.errors).toEqual([
      'Age should be greater than or equal 18 years',
    ]);
    expect((await a.profile('POST', '/add_nominee_details', newNominee({ Nominee_RelationShip: 999 }))).body.errors).toEqual(['Please fill all Fields']);

    const added = await a.profile('POST', '/add_nominee_details', newNominee());
    expect(added.body).toEqual({ is_updated: true, message: 'Nominee Details Added Successfully' });
    expect((await a.profile('GET', '/get_profile_data')).body.nominee_details).toEqual([
      { Nominee_ID: expect.any(Number), Nominee_Name: 'Meera Kumar', Nominee_RelationShip: 3, Nominee_PAN: 'ABCPM1234Q', Nper: 100 },
    ]);
  });
});

describe('risk appetite', () => {
  it('serves ten questions without their scores, and the guide of the six types', async () => {
    const qs = (await t.call('GET', '/api/risk-analysis', undefined, { token: a.token })).body;
    expect(qs.questions).toHaveLength(10);
    expect(qs.questions[9].options.map((o: any) => o.Answer)).toContain('PLEASE SPECIFY (another goal)');
    expect(JSON.stringify(qs)).not.toContain('score');
    const guide = (await t.call('GET', '/api/risk-analysis/get_risk_guide', undefined, { token: a.token })).body.risk_guide;
    expect(Object.keys(guide)).toEqual(['Low Risk', 'Conservative', 'Moderate', 'Balanced', 'Growth', 'Aggressive']);
    expect(guide.Balanced).toMatchObject({ Equity: 50, Debt: 50 });
  });

  it('needs every question answered (text for PLEASE), scores by hand, and records the status with its date', async () => {
    const submit = (answers: unknown) => t.call('POST', '/api/risk-analysis', { answers }, { token: a.token });
    const pick = (aids: number[]) => aids.map((aid, i) => ({ question_id: i + 1, answer_id: aid }));
    // the most cautious answer to every question (each scores 0)
    const cautious = [105, 201, 301, 401, 501, 601, 701, 801, 901, 1001];
    expect((await submit(pick(cautious).slice(0, 9))).body.errors).toEqual(['Please select the option']);
    expect((await submit(pick([...cautious.slice(0, 9), 101]))).body.errors).toEqual(['Please select the option']);
    expect((await submit(pick([...cautious.slice(0, 9), 1005]))).body.errors).toEqual(['Please specify your answer']);
    expect(await t.deps.db.select().from(riskAssessments)).toEqual([]);

    // 3 (30-40) + 3 (5-10 y) + 3 (stable) + 3 (10-30 %) + 3 (3-6 months) + 3 (equity funds)
    // + 3 (hold) + 2 (up to 15 %) + 2 (1.02-1.12 L) + 2 (PLEASE, "child's education") = 27 of 40 = 67.5 % → 68: Growth (61-80)
    const answers = pick([102, 204, 303, 403, 503, 603, 703, 803, 902, 1005]);
    answers[9] = { ...answers[9]!, text: "my child's education" } as never;
    const res = await submit(answers);
    expect(res.body).toEqual({ risk_status: 'Growth', risk_analysed_on: '20/11/2026', score: 68, Equity: 70, Debt: 30 });
    const [saved] = await t.deps.db.select().from(riskAssessments);
    expect(saved!.answers[9]).toEqual({ question_id: 10, answer_id: 1005, text: "my child's education" });
    const u = (await a.profile('GET', '/get_user_details')).body.user_details;
    expect(u).toMatchObject({ risk_status: 'Growth', risk_analysed_on: '20/11/2026', complete_percentage: 75 });

    // a retake replaces the status and keeps the history
    t.clock.advance(86_400_000);
    expect((await submit(pick(cautious))).body).toMatchObject({ risk_status: 'Low Risk', score: 0, Equity: 10, Debt: 90 });
    expect((await a.profile('GET', '/get_user_details')).body.user_details).toMatchObject({ risk_status: 'Low Risk', risk_analysed_on: '21/11/2026' });
    expect(await t.deps.db.select().from(riskAssessments)).toHaveLength(2);
  });

  it('is for onboarded investors only', async () => {
    const fresh = await investor(t);
    const res = await t.call('POST', '/api/risk-analysis', { answers: [] }, { token: fresh.token });
    expect(res.body.errors).toEqual(['Please complete your onboarding first']);
  });
});

describe('profile picture', () => {
  it('takes an image (not a PDF), and user details then carry its signed URL', async () => {
    const pdf = await profileUpload(t, a.token, '/upload-profile', fixture('bank-statement.pdf'), 'me.pdf', 'application/pdf');
    expect(pdf).toMatchObject({ status: 415, body: { errors: ['Upload Failed: the file must be a JPEG or PNG image'] } });
    const ok = await profileUpload(t, a.token, '/upload-profile', fixture('signature.png'), 'me.png', 'image/png');
    expect(ok.body.userDetails.profile_pic).toMatch(/^\/api\/files\/\d+\/profile_pic\.png\?exp=\d+&sig=/);
    const u = (await a.profile('GET', '/get_user_details')).body.user_details;
    expect(u.profile_pic.split('?')[0]).toBe(ok.body.userDetails.profile_pic.split('?')[0]);
    expect(u.complete_percentage).toBe(85);
    expect((await t.app.request(u.profile_pic)).headers.get('content-type')).toBe('image/png');
  });
});
