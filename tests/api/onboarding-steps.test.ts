import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema.ts';
import { address, completeSteps, createOnboardingApp, fatca, identification, investor, newPan, personal, verifyContact } from './support/onboarding.ts';

type App = Awaited<ReturnType<typeof createOnboardingApp>>;
let t: App;
beforeAll(async () => {
  t = await createOnboardingApp();
});
afterAll(() => t.close());

const refused = (message: string) => ({ errors: [message] });

describe('identification (page_no 1)', () => {
  it('saves PAN and names (first letter upper-cased), answers KYC status 1 and moves the saved position to personal details', async () => {
    const inv = await investor(t);
    const pan = newPan();
    const res = await inv.call('POST', '/onboard-user', { ...identification(pan.toLowerCase()) });
    expect(res.status).toBe(200);
    expect(res.body.message).toBeUndefined();
    const d = res.body.onboarding_details;
    expect(d).toMatchObject({ PAN: pan, First_Name: 'Ravi', Last_Name: 'Kumar', page_no: 1, status: 1, onboarding_status: 0, Home_MobileNo: inv.mobile });
    expect((await inv.call('GET', '')).body.onboarding_details.page_no).toBe(1);
  });

  it.each([
    ['', 'PAN Number is mandatory'],
    ['ABCPE1234', 'Please enter valid pan number'],
    ['ABCCE1234F', 'Non Indivdual PAN is not allowed to transact'],
    ['AAACR5055K', 'Non Indivdual PAN is not allowed to transact'],
    ['ABCP51234F', 'Please enter valid pan number'],
  ])('PAN %j → %s', async (pan, message) => {
    const inv = await investor(t);
    const res = await inv.call('POST', '/onboard-user', identification(pan));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused(message));
  });

  it('refuses missing names with the fill-all message', async () => {
    const inv = await investor(t);
    const res = await inv.call('POST', '/onboard-user', { ...identification(newPan()), Last_Name: '  ' });
    expect(res.body).toEqual(refused('Please fill all the fields'));
  });

  it('a PAN whose digits are 9999 is not KYC-verified: status 0 with the spec message, and nothing is saved', async () => {
    const inv = await investor(t);
    const res = await inv.call('POST', '/onboard-user', identification('ABCPZ9999Q'));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your PAN is Not KYC Verified, Please Contact Support Team for KYC Verification...');
    expect(res.body.onboarding_details).toMatchObject({ status: 0, PAN: null, page_no: 0 });
  });

  it('a PAN already used by another account gets ACCOUNT ALREADY EXIST WITH PAN', async () => {
    const a = await investor(t);
    const b = await investor(t);
    const pan = newPan();
    expect((await a.call('POST', '/onboard-user', identification(pan))).status).toBe(200);
    const res = await b.call('POST', '/onboard-user', identification(pan));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused('ACCOUNT ALREADY EXIST WITH PAN'));
    // the owner may save it again (a second visit to the step)
    expect((await a.call('POST', '/onboard-user', identification(pan))).status).toBe(200);
  });

  it('later steps need the identification first', async () => {
    const inv = await investor(t);
    const res = await inv.call('POST', '/onboard-user', address);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused('Please complete the Identification step first'));
  });

  it('refuses an unknown page_no and answers without a token with 401', async () => {
    const inv = await investor(t);
    expect((await inv.call('POST', '/onboard-user', { page_no: 7 })).body).toEqual(refused('Invalid page_no'));
    expect((await t.call('GET', '/api/onboarding')).status).toBe(401);
  });
});

describe('email and mobile OTP (same rules as sign-in)', () => {
  it('verifies an email and the own mobile; a wrong OTP is Please enter valid OTP', async () => {
    const inv = await investor(t);
    t.clock.advance(31_000);
    const send = await inv.call('POST', '/send_email_otp', { email_id: 'Ravi@Example.com' });
    expect(send.status).toBe(200);
    expect(send.body.otp_status).toBe('Success');
    const wrong = (await t.latestOtp('ravi@example.com')) === '000000' ? '111111' : '000000';
    expect((await inv.call('POST', '/verify_email_otp', { code: send.body.code, otp: wrong })).body).toEqual({
      errors: ['Please enter valid OTP'],
      code: 'OTP_INVALID',
    });
    const ok = await inv.call('POST', '/verify_email_otp', { code: send.body.code, otp: await t.latestOtp('ravi@example.com') });
    expect(ok.body).toEqual({ is_otp_verified: true });
    const mobile = await verifyContact(t, inv, 'mobile', inv.mobile);
    expect(mobile.body).toEqual({ otp_verified: true });
  });

  it('the investor can only verify their own mobile; a joint holder (JT) any number', async () => {
    const inv = await investor(t);
    t.clock.advance(31_000);
    const other = await inv.call('POST', '/send_mobile_otp', { phone_number: '9000000001' });
    expect(other.body).toEqual(refused('Please verify your Mobile Number'));
    const jt = await inv.call('POST', '/send_mobile_otp', { phone_number: '9000000001', InvestorType: 'JT' });
    expect(jt.status).toBe(200);
  });

  it('resending within 30 seconds is refused; an invalid email is refused before sending', async () => {
    const inv = await investor(t);
    t.clock.advance(31_000);
    expect((await inv.call('POST', '/send_email_otp', { email_id: 'once@example.com' })).status).toBe(200);
    expect((await inv.call('POST', '/send_email_otp', { email_id: 'once@example.com' })).body.errors).toEqual([
      'Try Another Time. Please try again in 30 seconds.',
    ]);
    expect((await inv.call('POST', '/send_email_otp', { email_id: 'not-an-email' })).body).toEqual(refused('Please enter valid email id'));
  });

  it("another investor's challenge is just an invalid OTP, and does not use it up", async () => {
    const a = await investor(t);
    const b = await investor(t);
    t.clock.advance(31_000);
    const send = await a.call('POST', '/send_email_otp', { email_id: 'mine@example.com' });
    const otp = await t.latestOtp('mine@example.com');
    expect((await b.call('POST', '/verify_email_otp', { code: send.body.code, otp })).status).toBe(400);
    expect((await a.call('POST', '/verify_email_otp', { code: send.body.code, otp })).status).toBe(200);
  });
});

describe('personal details (page_no 2)', () => {
  it('needs the email and the mobile verified, in that order, then saves', async () => {
    const inv = await investor(t);
    const { pan } = await completeSteps(t, inv, 'identification');
    const email = `${pan.toLowerCase()}@example.com`;
    const body = personal(email, inv.mobile);
    expect((await inv.call('POST', '/onboard-user', body)).body).toEqual(refused('Please verify your Email ID'));
    await verifyContact(t, inv, 'email', email);
    expect((await inv.call('POST', '/onboard-user', body)).body).toEqual(refused('Please verify your Mobile Number'));
    await verifyContact(t, inv, 'mobile', inv.mobile);
    const saved = await inv.call('POST', '/onboard-user', body);
    expect(saved.status).toBe(200);
    expect(saved.body.onboarding_details).toMatchObject({
      email_id: email,
      Date_of_Birth: '15/06/1990',
      Sex: 282,
      is_email_verified: true,
      is_mobile_verified: true,
      page_no: 2,
    });
    // a verified email of a moment ago does not verify a different one
    expect((await inv.call('POST', '/onboard-user', { ...body, email_id: 'other@example.com' })).body).toEqual(refused('Please verify your Email ID'));
  });

  it.each([
    [{ Date_of_Birth: '' }, 'Please fill all the fields'],
    [{ Sex: null }, 'Please fill all the fields'],
    [{ email_id: 'a@b' }, 'Please enter valid email id'],
    [{ Date_of_Birth: '31/02/1990' }, 'Please enter valid date of birth'],
    [{ Date_of_Birth: '21/11/2007' }, 'Age Should be Greater than 18'], // 18 on the test day (20 Nov 2026 IST)
    [{ Date_of_Birth: '21/11/2030' }, 'Date of birth cannot be in the future'],
    [{ Mobile_declaration: 99 }, 'Please fill all the fields'],
    [{ Sex: 1 }, 'Please fill all the fields'],
  ])('%j → %s', async (patch, message) => {
    const inv = await investor(t);
    const { email } = await completeSteps(t, inv, 'identification');
    const res = await inv.call('POST', '/onboard-user', { ...personal(email, inv.mobile), ...patch });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused(message));
  });

  it('an investor who is 19 today passes the age rule', async () => {
    const inv = await investor(t);
    const { email } = await completeSteps(t, inv, 'identification');
    await verifyContact(t, inv, 'email', email);
    await verifyContact(t, inv, 'mobile', inv.mobile);
    expect((await inv.call('POST', '/onboard-user', { ...personal(email, inv.mobile), Date_of_Birth: '20/11/2007' })).status).toBe(200);
  });
});

describe('registered address (page_no 6) and FATCA (page_no 8)', () => {
  it('saves the address and resumes at FATCA (saved position 7), then FATCA resumes at the cheque (8)', async () => {
    const inv = await investor(t);
    await completeSteps(t, inv, 'nominee');
    const a = await inv.call('POST', '/onboard-user', address);
    expect(a.status).toBe(200);
    expect(a.body.onboarding_details).toMatchObject({ page_no: 7, Home_City: 21001, Home_PinCode: '400020' });
    const f = await inv.call('POST', '/onboard-user', fatca);
    expect(f.body.onboarding_details).toMatchObject({ page_no: 8, PEP_FLAG: 'N', INC_SLAB: 33, Occupation: 2 });
    // going back to an earlier step never moves the position back
    expect((await inv.call('POST', '/onboard-user', address)).body.onboarding_details.page_no).toBe(8);
  });

  it.each([
    [{ Home_Address2: '' }, 'Please fill all Fields'],
    [{ Home_PinCode: '4000' }, 'Please enter valid pincode'],
    [{ Home_PinCode: '4000201' }, 'Please fill all Fields'],
    [{ Home_City: 9001 }, 'Please fill all Fields'], // a city of Delhi, not of Maharashtra
    [{ Home_Country: 2 }, 'The registered address must be in India'],
  ])('address %j → %s', async (patch, message) => {
    const inv = await investor(t);
    await completeSteps(t, inv, 'identification');
    expect((await inv.call('POST', '/onboard-user', { ...address, ...patch })).body).toEqual(refused(message));
  });

  it.each([
    [{ Place_of_Birth: ' ' }, 'Please fill all Fields'],
    [{ PEP_FLAG: 'R' }, 'Please fill all Fields'],
    [{ Occupation: 12345 }, 'Please fill all Fields'],
  ])('FATCA %j → %s', async (patch, message) => {
    const inv = await investor(t);
    await completeSteps(t, inv, 'identification');
    expect((await inv.call('POST', '/onboard-user', { ...fatca, ...patch })).body).toEqual(refused(message));
  });
});

describe('declaration lists and skip', () => {
  it('lists the family declarations for email and mobile and the nominee identity types', async () => {
    const inv = await investor(t);
    const email = await inv.call('POST', '/declaration-list', { key: 'email' });
    expect(email.body.declaration_list[0]).toEqual({ PK_ID: 1, NAME: 'This email belongs to me (Self)' });
    expect(email.body.declaration_list).toHaveLength(6);
    const mobile = await inv.call('POST', '/declaration-list', { key: 'mobile' });
    expect(mobile.body.declaration_list.map((d: { NAME: string }) => d.NAME)).toContain('This mobile number belongs to my Spouse');
    const nominee = await inv.call('POST', '/declaration-list', { key: 'Nominee_Add' });
    expect(nominee.body.declaration_list[0]).toEqual({ PK_ID: 1, NAME: 'PAN' });
    expect((await inv.call('POST', '/declaration-list', { key: 'other' })).status).toBe(400);
  });

  it('SKIP REGISTRATION keeps the screen on the server: it comes back with the next sign-in', async () => {
    const inv = await investor(t);
    expect((await inv.call('POST', '/skip', { skipped: '/onboarding/bank-details' })).body).toEqual({ skipped: '/onboarding/bank-details' });
    expect((await inv.call('POST', '/skip', { skipped: 'https://evil.example/' })).status).toBe(400);
    const [row] = await t.deps.db.select().from(users).where(eq(users.mobile, inv.mobile));
    expect(row!.skippedPath).toBe('/onboarding/bank-details');
    const details = await t.call('GET', '/api/profile/get_user_details', undefined, { token: inv.token });
    expect(details.body.user_details.skipped).toBe('/onboarding/bank-details');
  });
});
