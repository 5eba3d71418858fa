import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_VERSION } from '../../../src/shared/contract/common.ts';
import { createTestApp, signUp, type TestApp } from './harness.ts';

/** Onboarding API tests: an app whose uploads go to a temporary folder, and helpers for each step. */
export async function createOnboardingApp(): Promise<TestApp & { uploadDir: string }> {
  const uploadDir = mkdtempSync(join(tmpdir(), 'nivesh-uploads-'));
  const t = await createTestApp({ config: { storage: { kind: 'local', uploadDir, s3: null } } });
  const close = t.close;
  return Object.assign(t, {
    uploadDir,
    close: async () => {
      await close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  });
}

export const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', name)));

let mobileSeq = 0;
let panSeq = 0;
/** A mobile number unique to this process (each test file runs in its own). */
export const newMobile = () => `8${String(process.pid % 1000).padStart(3, '0')}${String(mobileSeq++).padStart(6, '0')}`;
/** An individual PAN nobody else in this process uses; its digits are never 9999 (the not-KYC PANs). */
export function newPan(): string {
  const n = panSeq++;
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const l = (k: number) => letters[Math.floor(k) % 26]!;
  return `${l(process.pid / 26)}${l(process.pid)}${l(n / 26)}P${l(n)}${String(n % 9000).padStart(4, '0')}${l(n / 676)}`;
}

/** A signed-up investor and an authorised caller for them. */
export async function investor(t: TestApp) {
  const mobile = newMobile();
  const { token } = await signUp(t, mobile);
  const call = (method: string, path: string, body?: unknown) => t.call(method, `/api/onboarding${path}`, body, { token });
  return { mobile, token, call };
}
export type Investor = Awaited<ReturnType<typeof investor>>;

/** A multipart upload with the field `file`. */
export async function upload(t: TestApp, token: string, path: string, bytes: Uint8Array, name: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  const res = await t.app.request(`/api/onboarding${path}`, {
    method: 'POST',
    headers: { Version: API_VERSION, token, 'X-Forwarded-For': '10.9.0.1' },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** Sends and verifies an onboarding OTP (the sign-up SMS cooldown of 30 s is waited out first). */
export async function verifyContact(t: TestApp, inv: Investor, channel: 'email' | 'mobile', value: string, investorType?: 'JT') {
  t.clock.advance(31_000);
  const send = await inv.call(
    'POST',
    `/send_${channel}_otp`,
    channel === 'email' ? { email_id: value, InvestorType: investorType } : { phone_number: value, InvestorType: investorType },
  );
  if (send.status !== 200) throw new Error(`send ${channel} OTP failed: ${JSON.stringify(send.body)}`);
  const verify = await inv.call('POST', `/verify_${channel}_otp`, { code: send.body.code, otp: await t.latestOtp(value) });
  if (verify.status !== 200) throw new Error(`verify ${channel} OTP failed: ${JSON.stringify(verify.body)}`);
  return verify;
}

export const identification = (pan: string) => ({ page_no: 1, PAN: pan, First_Name: 'ravi', Last_Name: 'kumar' });
export const personal = (email: string, mobile: string) => ({
  page_no: 2,
  email_id: email,
  Home_MobileNo: mobile,
  Date_of_Birth: '15/06/1990',
  Sex: 282,
  Marrital_Status: 1,
  Mobile_declaration: 1,
  Email_declaration: 1,
  is_email_verified: true,
});
export const bank = (over: Record<string, unknown> = {}) => ({
  AccountHolder: 'Ravi Kumar',
  ACNo: '001234567890',
  ACType: 1,
  IFSCCode: 'HDFC0000001',
  BranchName: 'Fort, Mumbai',
  ...over,
});
export const nominee = (over: Record<string, unknown> = {}) => ({
  page_no: 5,
  name: 'Sita Kumar',
  relation: 3,
  Nper: '100',
  Nominee_DOB: '01/01/1992',
  Nominee_Identity_Type: 2,
  Nominee_IDnumber: '1234',
  Nominee_Email: 'sita@example.com',
  Nominee_Mobile: '9123456780',
  Nominee_Address: '12 MG Road',
  nominee_address2: '',
  nominee_address3: '',
  Nominee_city: 'Pune',
  Nominee_pin: '411001',
  Nominee_country: 1,
  pan: '',
  Nominee_IsMinor: 'N',
  Guardian_Name: '',
  Nominee_SOA: 'Y',
  ...over,
});
/** Maharashtra (21) and its first city, Mumbai (21001). */
export const address = {
  page_no: 6,
  Home_Address1: '4 Marine Drive',
  Home_Address2: 'Churchgate',
  Home_Country: 1,
  Home_State: 21,
  Home_City: 21001,
  Home_PinCode: '400020',
};
export const fatca = { page_no: 8, Place_of_Birth: 'Mumbai', Occupation: 2, Type_of_Resident: 1, Nationality: 1, PEP_FLAG: 'N', INC_SLAB: 33, SRCE_WEALT: 1 };

/** Runs the steps up to and including `last`; every save must succeed. */
export async function completeSteps(
  t: TestApp,
  inv: Investor,
  last: 'identification' | 'personal' | 'bank' | 'holders' | 'nominee' | 'address' | 'fatca' | 'cheque' | 'signature',
  pan = newPan(),
) {
  const order = ['identification', 'personal', 'bank', 'holders', 'nominee', 'address', 'fatca', 'cheque', 'signature'] as const;
  const email = `${pan.toLowerCase()}@example.com`;
  const ok = (r: { status: number; body: unknown }, what: string) => {
    if (r.status !== 200) throw new Error(`${what} failed: ${JSON.stringify(r.body)}`);
    return r;
  };
  for (const step of order.slice(0, order.indexOf(last) + 1)) {
    if (step === 'identification') ok(await inv.call('POST', '/onboard-user', identification(pan)), step);
    if (step === 'personal') {
      await verifyContact(t, inv, 'email', email);
      await verifyContact(t, inv, 'mobile', inv.mobile);
      ok(await inv.call('POST', '/onboard-user', personal(email, inv.mobile)), step);
    }
    if (step === 'bank') ok(await inv.call('POST', '/bank-details', bank()), step);
    if (step === 'holders') ok(await inv.call('POST', '/onboard-user', { page_no: 4, Mode_of_Holding: 1 }), step);
    if (step === 'nominee') ok(await inv.call('POST', '/nominee-details', nominee()), step);
    if (step === 'address') ok(await inv.call('POST', '/onboard-user', address), step);
    if (step === 'fatca') ok(await inv.call('POST', '/onboard-user', fatca), step);
    if (step === 'cheque') ok(await upload(t, inv.token, '/upload-cheque', fixture('cheque.jpg'), 'cheque.jpg', 'image/jpeg'), step);
    if (step === 'signature') ok(await upload(t, inv.token, '/upload-sign', fixture('signature.png'), 'sign.png', 'image/png'), step);
  }
  return { pan, email };
}
