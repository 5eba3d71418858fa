import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bankAccounts, ifscBranches } from '../../src/server/db/schema.ts';
import { bank, completeSteps, createOnboardingApp, investor, type Investor } from './support/onboarding.ts';

type App = Awaited<ReturnType<typeof createOnboardingApp>>;
let t: App;
beforeAll(async () => {
  t = await createOnboardingApp();
  // one branch the directory knows, as `npm run ifsc:import` would have loaded it
  await t.deps.db
    .insert(ifscBranches)
    .values({ ifsc: 'SBIN0000001', bank: 'State Bank of India', branch: 'KOLKATA MAIN', city: 'KOLKATA', micr: '700002021', importedAt: t.clock.now() });
});
afterAll(() => t.close());

const refused = (message: string) => ({ errors: [message] });

async function readyForBank(): Promise<Investor> {
  const inv = await investor(t);
  await completeSteps(t, inv, 'personal');
  return inv;
}

describe('IFSC lookup (get_bank_details)', () => {
  it('names the bank offline; the branch comes from the directory when it knows it', async () => {
    const inv = await investor(t);
    const known = await inv.call('POST', '/get_bank_details', { IFSCCode: 'sbin0000001' });
    expect(known.body).toEqual({ bank_details: { Bank_Name: 'State Bank of India', Branch_Name: 'KOLKATA MAIN', MICR: '700002021' } });
    const hdfc = await inv.call('POST', '/get_bank_details', { IFSCCode: 'HDFC0000001' });
    expect(hdfc.body).toEqual({ bank_details: { Bank_Name: 'HDFC Bank', Branch_Name: null, MICR: null } });
  });

  it.each([
    ['HDFC000001', 'Please enter valid IFSC code'],
    ['HDFC1000001', 'Please enter valid IFSC code'],
    ['1234056789A', 'Please enter valid IFSC code'],
    ['HDFC0888888', 'Invaild IFSC Code'],
    ['ZZZZ0000001', 'Invaild IFSC Code'],
  ])('%s → %s', async (code, message) => {
    const inv = await investor(t);
    const res = await inv.call('POST', '/get_bank_details', { IFSCCode: code });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused(message));
  });
});

describe('bank-details', () => {
  it('saves the first bank as the default, masks the account number, and moves the position to holders', async () => {
    const inv = await readyForBank();
    const res = await inv.call('POST', '/bank-details', bank());
    expect(res.status).toBe(200);
    const d = res.body.onboarding_details;
    expect(d.page_no).toBe(3);
    expect(d.bank_count).toBe(1);
    expect(d.bank[0]).toMatchObject({
      AccountHolder: 'Ravi Kumar',
      BankName: 'HDFC Bank',
      BranchName: 'Fort, Mumbai',
      IFSCCode: 'HDFC0000001',
      ACNo: 'XXXXXXXX7890',
      ACType: 1,
      DefaultFlag: 'Y',
      is_verified: false,
    });
    // the full number stays on the server
    expect(JSON.stringify(res.body)).not.toContain('001234567890');
  });

  it("the directory's branch wins over a typed one; an unknown branch must be typed", async () => {
    const inv = await readyForBank();
    const sbi = await inv.call('POST', '/bank-details', bank({ IFSCCode: 'SBIN0000001', BranchName: 'typed' }));
    expect(sbi.body.onboarding_details.bank[0]).toMatchObject({ BranchName: 'KOLKATA MAIN', MICRCode: '700002021' });
    // the directory has no branch for this IFSC: the investor is asked for it, not told to fill all fields
    const untyped = await inv.call('POST', '/bank-details', bank({ ACNo: '99887766', BranchName: '' }));
    expect(untyped.body).toEqual(refused('Please type the branch name of your bank'));
  });

  it.each([
    [{ AccountHolder: '' }, 'Please fill all Fields'],
    [{ ACType: 9 }, 'Please fill all Fields'],
    [{ ACNo: '12345678901234567890' }, 'Please fill all Fields'], // over 17 characters
    [{ ACNo: '12AB5678' }, 'Please enter valid account number'],
    [{ ACNo: '123' }, 'Please enter valid account number'],
    [{ IFSCCode: 'HDFC00001' }, 'Please enter valid IFSC code'],
    [{ IFSCCode: 'HDFC0888888' }, 'Invaild IFSC Code'],
  ])('%j → %s', async (patch, message) => {
    const inv = await readyForBank();
    const res = await inv.call('POST', '/bank-details', bank(patch));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused(message));
  });

  it('accepts 17 digits; refuses the same account twice and a sixth bank', async () => {
    const inv = await readyForBank();
    expect((await inv.call('POST', '/bank-details', bank({ ACNo: '12345678901234567' }))).status).toBe(200);
    expect((await inv.call('POST', '/bank-details', bank({ ACNo: '12345678901234567' }))).body).toEqual(refused('This bank account is already added'));
    for (const n of [2, 3, 4, 5]) expect((await inv.call('POST', '/bank-details', bank({ ACNo: `5000000${n}` }))).status).toBe(200);
    expect((await inv.call('POST', '/bank-details', bank({ ACNo: '50000006' }))).body).toEqual(refused('Maximum 5 bank accounts are allowed'));
  });
});

describe('one default bank at a time', () => {
  const defaults = async (inv: Investor) =>
    (await inv.call('GET', '')).body.onboarding_details.bank.filter((b: { DefaultFlag: string }) => b.DefaultFlag === 'Y').map((b: { ID: number }) => b.ID);

  it('a new bank saved as default takes the flag; make_bank_details moves it and answers the updated list', async () => {
    const inv = await readyForBank();
    const first = (await inv.call('POST', '/bank-details', bank())).body.onboarding_details.bank[0].ID;
    const second = (await inv.call('POST', '/bank-details', bank({ ACNo: '22223333', DefaultFlag: 'N' }))).body.onboarding_details.bank[1].ID;
    expect(await defaults(inv)).toEqual([first]);
    const third = (await inv.call('POST', '/bank-details', bank({ ACNo: '44445555', DefaultFlag: 'Y' }))).body.onboarding_details.bank[2].ID;
    expect(await defaults(inv)).toEqual([third]);
    const made = await inv.call('GET', `/make_bank_details/${second}`);
    expect(made.status).toBe(200);
    expect(made.body.onboarding_details.bank.map((b: { ID: number; DefaultFlag: string }) => [b.ID, b.DefaultFlag])).toEqual([
      [first, 'N'],
      [second, 'Y'],
      [third, 'N'],
    ]);
    // the database agrees: exactly one default row
    const rows = await t.deps.db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, second)));
    expect(rows[0]!.isDefault).toBe(true);
  });

  it('deleting the default passes the flag to the oldest remaining bank; deleting the last shows none', async () => {
    const inv = await readyForBank();
    const a = (await inv.call('POST', '/bank-details', bank())).body.onboarding_details.bank[0].ID;
    const b = (await inv.call('POST', '/bank-details', bank({ ACNo: '22223333', DefaultFlag: 'Y' }))).body.onboarding_details.bank[1].ID;
    const del = await inv.call('GET', `/delete_bank_details/${b}`);
    expect(del.body.onboarding_details.bank).toHaveLength(1);
    expect(await defaults(inv)).toEqual([a]);
    expect((await inv.call('GET', `/delete_bank_details/${a}`)).body.onboarding_details.bank_count).toBe(0);
  });

  it("another investor's bank cannot be made default or deleted", async () => {
    const owner = await readyForBank();
    const id = (await owner.call('POST', '/bank-details', bank())).body.onboarding_details.bank[0].ID;
    const other = await readyForBank();
    expect((await other.call('GET', `/make_bank_details/${id}`)).status).toBe(404);
    expect((await other.call('GET', `/delete_bank_details/${id}`)).status).toBe(404);
    expect((await other.call('GET', '/delete_bank_details/abc')).status).toBe(404);
    expect(await defaults(owner)).toEqual([id]);
  });
});
