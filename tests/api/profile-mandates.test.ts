import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { mandates, onboardingDocuments, simExchangeMandates } from '../../src/server/db/schema.ts';
import { syncMandateStatuses } from '../../src/server/services/mandates/status-sync.ts';
import { mandateStatus } from '../../src/server/jobs/mandate-status.ts';
import type { TestApp } from './support/harness.ts';
import { fixture } from './support/onboarding.ts';
import { seedTestCatalogue, type TestCatalogue } from './support/orders-fixture.ts';
import { createProfileApp, onboarded, profileUpload, type Onboarded } from './support/profile.ts';

let t: TestApp;
let cat: TestCatalogue;
let a: Onboarded;
let b: Onboarded;
let bankA: number;
beforeAll(async () => {
  // Wednesday 10:00 IST; the simulated bank takes 30 minutes to approve
  t = await createProfileApp({ approvalMinutes: 30, start: '2026-11-18T04:30:00Z' });
  cat = await seedTestCatalogue(t.deps.db);
  a = await onboarded(t);
  b = await onboarded(t);
  bankA = (await a.profile('GET', '/get_bank_accounts')).body.bank_details[0].ID;
}, 120_000);
afterAll(() => t.close());

/** Every deflate stream found in a file, inflated (what a reader of the raw bytes could recover). */
function inflateAll(bytes: Buffer): string {
  let out = '';
  for (let i = 0; i < bytes.length - 2; i++) {
    if (bytes[i] !== 0x78) continue;
    try {
      out += inflateSync(bytes.subarray(i)).toString('latin1');
    } catch {
      // not a stream here
    }
  }
  return out;
}

const register = (inv: Onboarded, body: Record<string, unknown>) => inv.profile('POST', '/register_mandate', body);
const list = async (inv: Onboarded) => (await inv.profile('GET', '/get_bank_mandate')).body.mandate_details as Array<Record<string, any>>;
/** The exchange's authorisation page: the simulator's in the app, or the BSE stand-in's over HTTP (which sends the investor back to the app). */
const simPage = async (url: string, action?: 'approve' | 'reject') => {
  const path = new URL(url).pathname;
  const init = action ? { method: 'POST', body: new URLSearchParams({ action }), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } } : {};
  const res = t.standIn && url.startsWith(`${t.standIn.url}/`) ? await fetch(url, { ...init, redirect: 'manual' }) : await t.app.request(path, init);
  return { status: res.status, location: res.headers.get('location')?.replace(/^http:\/\/localhost\//, '/') ?? null, html: await res.text() };
};
/** Where the exchange's pages are: the app itself, or the stand-in. */
const exchangeOrigin = () => (t.standIn?.url ?? 'http://localhost').replace(/[.:/]/g, (c) => `\\${c}`);

describe('mandate registration', () => {
  it('enforces the spec rules with its messages', async () => {
    expect((await register(a, { AccountNO: '', Amount: '5000', mandate_type: 'N' })).body.errors).toEqual(['Please select the Account number']);
    expect((await register(a, { AccountNO: bankA, Amount: '', mandate_type: 'N' })).body.errors).toEqual(['Amount is Mandatory']);
    expect((await register(a, { AccountNO: bankA, Amount: '5000', mandate_type: 'X' })).body.errors).toEqual(['Bank Name is Mandatory']);
    expect((await register(a, { AccountNO: bankA, Amount: '1000000.01', mandate_type: 'N' })).body.errors).toEqual(['Maximum amount for E-NACH is ₹10,00,000']);
    expect((await register(a, { AccountNO: bankA, Amount: '5000', mandate_type: 'N', is_encrypted: 1 })).body.errors).toEqual([
      'Send the values as they are; this server does not take client-encrypted values',
    ]);
    expect(await list(a)).toEqual([]);
  });

  it('E-NACH: the authorisation page, approve, under approval, then approved by the job, and offered for a SIP at once', async () => {
    const reg = await register(a, { AccountNO: String(bankA), Amount: '1000000', mandate_type: 'N', IFSC_CODE: 'HDFC0000001', AC_TYPE: 'SB', is_encrypted: 0 });
    const d = reg.body.imandate_details;
    expect(d).toMatchObject({ is_mandate_registered: true, prefilled_url: null });
    expect(d.auth_url).toMatch(new RegExp(`^${exchangeOrigin()}/api/exchange-sim/mandate/[\\w-]+$`));
    const [m] = await list(a);
    expect(m).toMatchObject({
      Mandate_Id: d.mandateId,
      Mandate_Type: 'N',
      LastBSEMandateStatus: 'REGISTERED',
      AMOUNT: '1000000.00',
      START_DATE: '18/11/2026',
      END_DATE: '31/12/2099',
      Bank_Name: 'HDFC Bank',
      ACCOUNT_NO: 'XXXXXXXX7890',
      IFSC_CODE: 'HDFC0000001',
      auth_url: d.auth_url,
      XsipStatus: null,
    });

    const page = await simPage(d.auth_url);
    expect(page.status).toBe(200);
    expect(page.html).toContain('₹10,00,000.00');
    expect(page.html).toContain('XXXX7890');
    expect(page.html).not.toContain('001234567890');
    const approved = await simPage(d.auth_url, 'approve');
    expect(approved).toMatchObject({ status: 303, location: '/portal/profile/bank-mandates?mandate=authorised' });

    expect((await list(a))[0]).toMatchObject({ LastBSEMandateStatus: 'UNDER_APPROVAL', auth_url: null });
    // not offered for a SIP until the bank approves
    const offered = async () =>
      (await t.call('GET', '/api/transaction/get_client_mandateIds', undefined, { token: a.token })).body.mandates.map((x: any) => x.Mandate_Id);
    expect(await offered()).not.toContain(d.mandateId);
    t.clock.advance(30 * 60_000);
    await mandateStatus.run(t.deps);
    const [row] = await t.deps.db.select().from(mandates).where(eq(mandates.mandateId, d.mandateId));
    expect(row!.status).toBe('APPROVED');
    expect(await offered()).toContain(d.mandateId);

    const sip = await t.call(
      'POST',
      '/api/transaction/create_transaction',
      {
        TrType: 'XSIP',
        StartDate: '10/12/2026',
        Installments: 12,
        InstallmentsAmt: '2000',
        MandateId: d.mandateId,
        MandateType: 'N',
        FirstOrderToday: 'N',
        Frequency: 3,
        AmcId: cat.amcId,
        Sch: cat.equity,
        Growthoption: 'Y',
        DividendReinvestment: 'N',
        AccNo: '',
      },
      { token: a.token },
    );
    expect(sip.body).toMatchObject({ transaction_created: true });
  });

  it('E-NACH rejected on the page ends REJECTED with the reason, and the page cannot be used twice', async () => {
    const d = (await register(a, { AccountNO: String(bankA), Amount: '25000', mandate_type: 'I' })).body.imandate_details;
    expect(await simPage(d.auth_url, 'reject')).toMatchObject({ status: 303, location: '/portal/profile/bank-mandates?mandate=rejected' });
    expect((await simPage(d.auth_url, 'approve')).location).toBe('/portal/profile/bank-mandates?mandate=rejected');
    const m = (await list(a)).find((x) => x.Mandate_Id === d.mandateId)!;
    expect(m).toMatchObject({ LastBSEMandateStatus: 'REJECTED', remarks: 'Authorisation declined by the account holder', Mandate_Type: 'I' });
    expect((await t.app.request('/api/exchange-sim/mandate/not-a-real-token-at-all')).status).toBe(404);
  });

  it('NACH: a prefilled form to print, the signed copy uploaded, under approval, then approved', async () => {
    const d = (await register(a, { AccountNO: String(bankA), Amount: '50000', mandate_type: 'X', BankName: 'HDFC Bank' })).body.imandate_details;
    expect(d).toMatchObject({ is_mandate_registered: true, auth_url: null });
    const pdf = await t.app.request(d.prefilled_url);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    // the form carries the whole number (it is the bank's instruction), the amount in words, the period
    expect(text).toContain('0 0 1 2 3 4 5 6 7 8 9 0');
    expect(text).toContain('Rupees Fifty Thousand Only');
    expect(text).toContain('From: 20/11/2026');
    // the stored file is encrypted with the field key: the file store alone shows no account number
    const [doc] = await t.deps.db.select().from(onboardingDocuments).where(eq(onboardingDocuments.kind, 'nach_prefilled'));
    expect(doc!.encrypted).toBe(true);
    const onDisk = readFileSync(join(t.deps.config.storage.uploadDir, doc!.storageKey));
    expect(onDisk.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
    expect(onDisk.toString('latin1')).not.toContain('0 0 1 2 3 4 5 6 7 8 9 0');
    expect(onDisk.toString('latin1')).not.toContain('001234567890');
    expect(inflateAll(onDisk)).not.toContain('001234567890');
    const again = await a.profile('POST', `/get-prefilled/${d.mandateId}`);
    expect(again.body.image_url.split('?')[0]).toBe(d.prefilled_url.split('?')[0]);
    expect((await list(a)).find((x) => x.Mandate_Id === d.mandateId)).toMatchObject({
      LastBSEMandateStatus: 'REGISTERED',
      XsipStatus: 'Form not uploaded',
      START_DATE: '20/11/2026',
    });

    expect((await a.profile('POST', `/upload-prefilled/${d.mandateId}`, { image_path: '' })).body.errors).toEqual(['Please Upload Image']);
    expect((await a.profile('POST', `/upload-prefilled/${d.mandateId}`, { image_path: '/api/files/999999/x.jpg' })).body).toEqual({
      is_image_uploaded: false,
      error: 'Please Upload Image',
    });
    const up = await profileUpload(t, a.token, '/upload_xsip_form', fixture('bank-statement.pdf'), 'signed.pdf', 'application/pdf');
    expect(up.status).toBe(200);
    const sent = await a.profile('POST', `/upload-prefilled/${d.mandateId}`, { image_path: up.body.image_url });
    expect(sent.body).toEqual({ is_image_uploaded: true });
    expect((await a.profile('POST', `/upload-prefilled/${d.mandateId}`, { image_path: up.body.image_url })).body).toEqual({
      is_image_uploaded: false,
      error: 'The signed form for this mandate has already been sent',
    });
    expect((await list(a)).find((x) => x.Mandate_Id === d.mandateId)).toMatchObject({ LastBSEMandateStatus: 'UNDER_APPROVAL', XsipStatus: 'Form uploaded' });
    t.clock.advance(31 * 60_000);
    expect((await list(a)).find((x) => x.Mandate_Id === d.mandateId)!.LastBSEMandateStatus).toBe('APPROVED');
  });

  it("answers 404 for another investor's mandate ids and changes nothing", async () => {
    const mine = (await list(a)).find((x) => x.Mandate_Type === 'X')!;
    const theirs = (
      await register(b, {
        AccountNO: String((await b.profile('GET', '/get_bank_accounts')).body.bank_details[0].ID),
        Amount: '9000',
        mandate_type: 'X',
        BankName: 'HDFC Bank',
      })
    ).body.imandate_details;
    expect((await a.profile('POST', `/get-prefilled/${theirs.mandateId}`)).status).toBe(404);
    const up = await profileUpload(t, a.token, '/upload_xsip_form', fixture('cheque.jpg'), 'signed.jpg', 'image/jpeg');
    expect((await a.profile('POST', `/upload-prefilled/${theirs.mandateId}`, { image_path: up.body.image_url })).status).toBe(404);
    const [row] = await t.deps.db.select().from(mandates).where(eq(mandates.mandateId, theirs.mandateId));
    expect(row!.status).toBe('REGISTERED');
    expect((await list(b)).map((x) => x.Mandate_Id)).toEqual([theirs.mandateId]);
    expect((await list(a)).map((x) => x.Mandate_Id)).not.toContain(theirs.mandateId);
    expect(mine.Mandate_Id).not.toBe(theirs.mandateId);
  });

  it('the status job marks a mandate it cannot check and goes on with the others', async () => {
    const one = (
      await register(b, { AccountNO: String((await b.profile('GET', '/get_bank_accounts')).body.bank_details[0].ID), Amount: '7000', mandate_type: 'N' })
    ).body.imandate_details;
    const two = (
      await register(b, { AccountNO: String((await b.profile('GET', '/get_bank_accounts')).body.bank_details[0].ID), Amount: '8000', mandate_type: 'N' })
    ).body.imandate_details;
    // the exchange loses the first one
    await t.exchangeDb.delete(simExchangeMandates).where(eq(simExchangeMandates.mandateId, one.mandateId));
    await simPage(two.auth_url, 'approve');
    t.clock.advance(31 * 60_000);
    const outcome = await syncMandateStatuses(t.deps);
    expect(outcome.failed).toBe(1);
    const rows = await t.deps.db.select().from(mandates);
    expect(rows.find((r) => r.mandateId === one.mandateId)).toMatchObject({ status: 'REGISTERED', remarks: 'Status check failed: Mandate not found' });
    expect(rows.find((r) => r.mandateId === two.mandateId)!.status).toBe('APPROVED');
  });
});
