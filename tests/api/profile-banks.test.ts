import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bankAccounts, mandates, simExchangeClients } from '../../src/server/db/schema.ts';
import { ACCOUNT_FIELD, encryptLegacyAccountNumbers } from '../../src/server/services/banks/account-number.ts';
import { fieldCrypto } from '../../src/server/lib/field-crypto.ts';
import { silentLogger } from '../../src/server/lib/logger.ts';
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

const proof = async (inv: Onboarded) =>
  (await profileUpload(t, inv.token, '/upload-img', fixture('cheque.jpg'), 'cheque.jpg', 'image/jpeg')).body.image_url as string;
const second = (image_url: string, over: Record<string, unknown> = {}) => ({
  AccountHolder: 'Ravi Kumar',
  ACNo: '50100987654321',
  ACType: 1,
  IFSCCode: 'ICIC0000001',
  BranchName: 'Bandra',
  DefaultFlag: 'N',
  is_verified: true,
  BankName: 'anything',
  image_url,
  ...over,
});
const banksOf = async (inv: Onboarded) => (await inv.profile('GET', '/get_bank_accounts')).body.bank_details as Array<Record<string, any>>;

describe('bank accounts in the profile', () => {
  it('lists the onboarding bank masked, verified-or-not as saved, and not deletable as the default', async () => {
    const [bank] = await banksOf(a);
    expect(bank).toMatchObject({
      ACNo: 'XXXXXXXX7890',
      BankName: 'HDFC Bank',
      DefaultFlag: 'Y',
      delete_blocked: 'The default bank account cannot be deleted; make another account the default first',
    });
  });

  it('stores the number encrypted: the database holds ciphertext, a fingerprint and the mask, never the number', async () => {
    const rows = await t.deps.db.select().from(bankAccounts);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.legacyAccountNumber).toBeNull();
      expect(r.accountNumberEnc).toMatch(/^enc1:/);
      expect(JSON.stringify(r)).not.toContain('001234567890');
      expect(fieldCrypto(t.deps.config).decrypt(r.accountNumberEnc!, ACCOUNT_FIELD)).toBe('001234567890');
    }
    // nor does the simulated exchange's client master
    for (const c of await t.exchangeDb.select().from(simExchangeClients)) expect(JSON.stringify(c.registration)).not.toContain('001234567890');
  });

  it("needs the cheque or statement uploaded first, and only the investor's own upload counts", async () => {
    const none = await a.profile('POST', '/add_bank_mandate', second(''));
    expect(none).toMatchObject({ status: 400, body: { errors: ['Please upload the cancelled cheque or bank statement'] } });
    const theirs = await proof(b);
    const stolen = await a.profile('POST', '/add_bank_mandate', second(theirs));
    expect(stolen).toMatchObject({ status: 400, body: { errors: ['The uploaded cheque or statement was not found; please upload it again'] } });
    const text = await profileUpload(t, a.token, '/upload-img', fixture('renamed-text.png'), 'x.png', 'image/png');
    expect(text).toMatchObject({ status: 415, body: { errors: ['Upload Failed: the file must be a JPEG, PNG or PDF'] } });
    expect(await banksOf(a)).toHaveLength(1);
  });

  it("checks the form, the holder name against the investor, and the bank's own answer", async () => {
    const url = await proof(a);
    expect((await a.profile('POST', '/add_bank_mandate', second(url, { IFSCCode: 'ICIC123' }))).body.errors).toEqual(['Please enter valid IFSC code']);
    expect((await a.profile('POST', '/add_bank_mandate', second(url, { IFSCCode: 'HDFC0888888' }))).body.errors).toEqual(['Invaild IFSC Code']);
    expect((await a.profile('POST', '/add_bank_mandate', second(url, { ACNo: '12ab' }))).body.errors).toEqual(['Please enter valid account number']);
    expect((await a.profile('POST', '/add_bank_mandate', second(url, { AccountHolder: 'Sunil Shah' }))).body.errors).toEqual([
      'The account holder name does not match your name',
    ]);
    expect((await a.profile('POST', '/add_bank_mandate', second(url, { ACNo: '50100987654000' }))).body.errors).toEqual([
      'We could not verify this bank account with the bank: Account does not exist',
    ]);
    expect((await a.profile('POST', '/add_bank_mandate', second(url, { ACNo: '50100987654999' }))).body.errors).toEqual([
      'The bank reports a different account holder name for this account',
    ]);
    expect(await banksOf(a)).toHaveLength(1);
  });

  it('adds a verified second bank with its proof, refuses the same account twice, and moves the default', async () => {
    const added = await a.profile('POST', '/add_bank_mandate', second(await proof(a), { AccountHolder: 'R. Kumar' }));
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Bank Details added Successfully');
    const icici = added.body.bank_details.find((x: any) => x.IFSCCode === 'ICIC0000001');
    expect(icici).toMatchObject({ ACNo: 'XXXXXXXXXX4321', BankName: 'ICICI Bank', is_verified: true, DefaultFlag: 'N', delete_blocked: null });
    expect(icici.image_url).toMatch(/^\/api\/files\/\d+\/bank_proof\.jpg\?/);
    expect((await t.app.request(icici.image_url)).status).toBe(200);

    const again = await a.profile('POST', '/add_bank_mandate', second(await proof(a)));
    expect(again.body.errors).toEqual(['This bank account is already added']);

    const moved = await a.profile('POST', `/make_default_bank/${icici.ID}`);
    expect(moved.body.bank_details.map((x: any) => [x.IFSCCode, x.DefaultFlag])).toEqual([
      ['HDFC0000001', 'N'],
      ['ICIC0000001', 'Y'],
    ]);
    await a.profile('POST', `/make_default_bank/${moved.body.bank_details[0].ID}`);
  });

  it('deletes a bank that is not the default and has no mandate; refuses one a mandate uses', async () => {
    const icici = (await banksOf(a)).find((x) => x.IFSCCode === 'ICIC0000001')!;
    const reg = await a.profile('POST', '/register_mandate', { AccountNO: String(icici.ID), Amount: '5000', mandate_type: 'N' });
    expect(reg.body.imandate_details.is_mandate_registered).toBe(true);
    const blocked = await a.profile('POST', `/delete_bank/${icici.ID}`);
    expect(blocked).toMatchObject({ status: 400, body: { errors: ['This bank account has a mandate or a running SIP and cannot be deleted'] } });
    // once the mandate is rejected the account is free again
    await t.deps.db.update(mandates).set({ status: 'REJECTED' }).where(eq(mandates.bankAccountId, icici.ID));
    const gone = await a.profile('POST', `/delete_bank/${icici.ID}`);
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe('Deleted successfully.');
    expect(gone.body.bank_details).toHaveLength(1);
    const theDefault = gone.body.bank_details[0];
    expect((await a.profile('POST', `/delete_bank/${theDefault.ID}`)).body.errors).toEqual([
      'The default bank account cannot be deleted; make another account the default first',
    ]);
  });

  it("answers 404 for another investor's bank ids and changes nothing", async () => {
    const [theirs] = await banksOf(b);
    const before = await t.deps.db.select().from(bankAccounts).where(eq(bankAccounts.id, theirs!.ID));
    expect((await a.profile('POST', `/make_default_bank/${theirs!.ID}`)).status).toBe(404);
    expect((await a.profile('POST', `/delete_bank/${theirs!.ID}`)).status).toBe(404);
    expect((await a.profile('POST', '/register_mandate', { AccountNO: String(theirs!.ID), Amount: '5000', mandate_type: 'N' })).status).toBe(404);
    expect(await t.deps.db.select().from(bankAccounts).where(eq(bankAccounts.id, theirs!.ID))).toEqual(before);
    expect(await t.deps.db.select().from(mandates).where(eq(mandates.bankAccountId, theirs!.ID))).toEqual([]);
    expect((await a.profile('POST', '/make_default_bank/abc')).status).toBe(404);
  });

  it('asks the bank at most 10 times a day per investor', async () => {
    const url = await proof(b);
    for (let i = 0; i < 10; i++) {
      expect((await b.profile('POST', '/add_bank_mandate', second(url, { ACNo: `5010098765${String(i).padStart(2, '0')}000` }))).body.errors).toEqual([
        'We could not verify this bank account with the bank: Account does not exist',
      ]);
    }
    const more = await b.profile('POST', '/add_bank_mandate', second(url));
    expect(more).toMatchObject({ status: 429, body: { errors: ['Too many bank account checks today; please try again tomorrow'] } });
    t.clock.advance(86_400_000);
    expect((await b.profile('POST', '/add_bank_mandate', second(url))).status).toBe(200);
  });

  it('is closed to an investor who has not finished onboarding', async () => {
    const fresh = await investor(t);
    const res = await t.call('GET', '/api/profile/get_bank_accounts', undefined, { token: fresh.token });
    expect(res.body.bank_details).toEqual([]);
    const add = await t.call('POST', '/api/profile/add_bank_mandate', second('/api/files/1/x.jpg'), { token: fresh.token });
    expect(add.body.errors).toEqual(['Please complete your onboarding first']);
  });
});

describe('bank account numbers written before encryption', () => {
  it('are encrypted at start, keep their masked display, and the run is a no-op after', async () => {
    const { id: userId } = (await t.deps.db.select({ id: bankAccounts.userId }).from(bankAccounts).limit(1)).map((r) => ({ id: r.id }))[0]!;
    const [legacy] = await t.deps.db
      .insert(bankAccounts)
      .values({
        userId,
        accountHolder: 'Ravi Kumar',
        legacyAccountNumber: '778899001122',
        accountType: 1,
        ifsc: 'SBIN0000001',
        bankName: 'State Bank of India',
        branchName: 'Fort',
        createdAt: t.clock.now(),
      })
      .returning();
    expect(legacy!.accountNumberEnc).toBeNull();
    const deps = { ...t.deps, log: silentLogger };
    expect(await encryptLegacyAccountNumbers(deps)).toBe(1);
    const [after] = await t.deps.db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, legacy!.id)));
    expect(after!.legacyAccountNumber).toBeNull();
    expect(after!.accountMasked).toBe('XXXXXXXX1122');
    expect(fieldCrypto(t.deps.config).decrypt(after!.accountNumberEnc!, ACCOUNT_FIELD)).toBe('778899001122');
    expect(await encryptLegacyAccountNumbers(deps)).toBe(0);
    await t.deps.db.delete(bankAccounts).where(eq(bankAccounts.id, legacy!.id));
  });
});
