import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeSteps, createOnboardingApp, investor, newPan, nominee, verifyContact, type Investor } from './support/onboarding.ts';

type App = Awaited<ReturnType<typeof createOnboardingApp>>;
let t: App;
beforeAll(async () => {
  t = await createOnboardingApp();
});
afterAll(() => t.close());

const refused = (message: string) => ({ errors: [message] });

async function ready(last: 'bank' | 'holders' = 'bank'): Promise<Investor & { pan: string }> {
  const inv = await investor(t);
  const { pan } = await completeSteps(t, inv, last);
  return { ...inv, pan };
}

let jhSeq = 0;
const holderBody = (over: Record<string, unknown> = {}) => {
  jhSeq += 1;
  return {
    pan: newPan(),
    name: 'meera',
    JH_Name_Last: 'Kumar',
    dob: '10/10/1985',
    JH_Email: `jh${jhSeq}@example.com`,
    JH_Email_Declaration: 1,
    JH_Mobile: `70000${String(jhSeq).padStart(5, '0')}`,
    JH_Mobile_Declaration: 1,
    Mode_of_Holding: 2,
    ...over,
  };
};

async function verifiedHolder(inv: Investor, over: Record<string, unknown> = {}) {
  const body = holderBody(over);
  await verifyContact(t, inv, 'mobile', body.JH_Mobile as string, 'JT');
  await verifyContact(t, inv, 'email', body.JH_Email as string, 'JT');
  return body;
}

describe('joint holders (jh-details)', () => {
  it('needs the holder mobile, then email, verified with InvestorType JT; then lists name, PAN and DOB', async () => {
    const inv = await ready();
    const body = holderBody();
    expect((await inv.call('POST', '/jh-details', body)).body).toEqual(refused('Please verify mobile'));
    await verifyContact(t, inv, 'mobile', body.JH_Mobile, 'JT');
    expect((await inv.call('POST', '/jh-details', body)).body).toEqual(refused('Please verify email'));
    // verified for the investor (SELF) does not count for a joint holder
    await verifyContact(t, inv, 'email', body.JH_Email);
    expect((await inv.call('POST', '/jh-details', body)).body).toEqual(refused('Please verify email'));
    await verifyContact(t, inv, 'email', body.JH_Email, 'JT');
    const saved = await inv.call('POST', '/jh-details', body);
    expect(saved.status).toBe(200);
    const d = saved.body.onboarding_details;
    expect(d.jh).toEqual([{ JH_ID: expect.any(Number), JH_No: 1, JH_Name: 'Meera Kumar', JH_PAN: body.pan, JH_DOB: '10/10/1985' }]);
    expect(d.Mode_of_Holding).toBe(2);
    expect(d.jh_count).toBe(1);
  });

  it.each([
    ['own PAN', 'Please enter valid pan number'],
    ['corporate PAN', 'Non Indivdual PAN is not allowed to transact'],
    ['minor', 'Age should be greater than or equal 18 years'],
    ['bad mobile', 'Please enter valid mobile number'],
    ['no name', 'Please fill all the fields'],
  ])('refuses a holder with %s', async (what, message) => {
    const inv = await ready();
    const patch: Record<string, unknown> = {
      'own PAN': { pan: inv.pan },
      'corporate PAN': { pan: 'AAACR5055K' },
      minor: { dob: '01/01/2015' },
      'bad mobile': { JH_Mobile: '12345' },
      'no name': { name: '' },
    }[what]!;
    expect((await inv.call('POST', '/jh-details', holderBody(patch))).body).toEqual(refused(message));
  });

  it('at most two holders, each PAN once; deleting one renumbers the other and single holding returns with none', async () => {
    const inv = await ready();
    const first = await verifiedHolder(inv);
    expect((await inv.call('POST', '/jh-details', first)).status).toBe(200);
    const dup = await verifiedHolder(inv, { pan: first.pan });
    expect((await inv.call('POST', '/jh-details', dup)).body).toEqual(refused('This PAN is already added'));
    const second = await verifiedHolder(inv, { Mode_of_Holding: 3 });
    const two = (await inv.call('POST', '/jh-details', second)).body.onboarding_details;
    expect(two.jh.map((h: { JH_No: number }) => h.JH_No)).toEqual([1, 2]);
    expect(two.Mode_of_Holding).toBe(3);
    const third = await verifiedHolder(inv);
    expect((await inv.call('POST', '/jh-details', third)).body).toEqual(refused('Maximum 2 joint holders are allowed'));

    // SAVE & PROCEED: the mode must match the holders on file
    expect((await inv.call('POST', '/onboard-user', { page_no: 4, Mode_of_Holding: 1 })).body).toEqual(
      refused('Please delete the joint holders for single holding'),
    );
    expect((await inv.call('POST', '/onboard-user', { page_no: 4, Mode_of_Holding: 3 })).body.onboarding_details.page_no).toBe(4);

    const afterDelete = (await inv.call('GET', `/delete_jh_details/${two.jh[0].JH_ID}`)).body.onboarding_details;
    expect(afterDelete.jh).toEqual([expect.objectContaining({ JH_No: 1, JH_PAN: second.pan })]);
    const none = (await inv.call('GET', `/delete_jh_details/${two.jh[1].JH_ID}`)).body.onboarding_details;
    expect(none).toMatchObject({ jh: [], Mode_of_Holding: 1 });
    expect((await inv.call('POST', '/onboard-user', { page_no: 4, Mode_of_Holding: 2 })).body).toEqual(refused('Please add a joint holder'));
  });
});

describe('nominees (nominee-details, page_no 5)', () => {
  it('shares add up to exactly 100 over at most 3 nominees; the position moves on only at 100', async () => {
    const inv = await ready('holders');
    const a = await inv.call('POST', '/nominee-details', nominee({ Nper: '50' }));
    expect(a.body.onboarding_details).toMatchObject({ nominee_count: 1, page_no: 4 });
    expect(a.body.onboarding_details.nominee[0]).toEqual({
      Nominee_ID: expect.any(Number),
      Nominee_Name: 'Sita Kumar',
      Nominee_RelationShip: 'Spouse',
      Nper: 50,
      Nominee_IsMinor: 'N',
    });
    expect((await inv.call('POST', '/nominee-details', nominee({ Nper: '60' }))).body).toEqual(refused('Please enter number less than or equal to 50'));
    expect((await inv.call('POST', '/nominee-details', nominee({ Nper: '0' }))).body).toEqual(refused('Please enter number between 1-100'));
    expect((await inv.call('POST', '/nominee-details', nominee({ Nper: '12.5' }))).body).toEqual(refused('Please enter number between 1-100'));
    expect((await inv.call('POST', '/nominee-details', nominee({ Nper: 30 }))).body.onboarding_details.page_no).toBe(4);
    const full = await inv.call('POST', '/nominee-details', nominee({ Nper: '20' }));
    expect(full.body.onboarding_details.nominee.map((n: { Nper: number }) => n.Nper)).toEqual([50, 30, 20]);
    expect(full.body.onboarding_details.page_no).toBe(5);
    expect((await inv.call('POST', '/nominee-details', nominee({ Nper: '1' }))).body).toEqual(refused('Maximum 3 nominees are allowed'));

    // deleting frees the share again
    const freed = await inv.call('GET', `/delete_nominee_details/${full.body.onboarding_details.nominee[2].Nominee_ID}`);
    expect(freed.body.onboarding_details.nominee_count).toBe(2);
    expect((await inv.call('POST', '/nominee-details', nominee({ Nper: '21' }))).body).toEqual(refused('Please enter number less than or equal to 20'));
    expect((await inv.call('POST', '/nominee-details', nominee({ Nper: '20' }))).status).toBe(200);
  });

  it.each([
    ['an adult younger than 18', { Nominee_DOB: '01/01/2015' }, 'Age should be greater than or equal 18 years'],
    ['a minor aged 18 or more', { Nominee_IsMinor: 'Y', Nominee_Guardian: 1, Guardian_Name: 'Ravi Kumar' }, 'Age should be less than 18 years'],
    ['a minor without a guardian', { Nominee_IsMinor: 'Y', Nominee_DOB: '01/01/2015' }, 'Please select Guardian'],
    ['a minor with a guardian but no name', { Nominee_IsMinor: 'Y', Nominee_DOB: '01/01/2015', Nominee_Guardian: 1 }, 'Please select Guardian'],
    ['a missing city', { Nominee_city: '' }, 'Please fill all Fields'],
    ["the investor's own PAN", { Nominee_Identity_Type: 1, Nominee_IDnumber: 'OWN' }, 'Please enter valid pan number'],
    ['a corporate PAN', { Nominee_Identity_Type: 1, Nominee_IDnumber: 'AAACR5055K' }, 'Non Indivdual PAN is not allowed to transact'],
    ['a bad Aadhaar suffix', { Nominee_IDnumber: '12a4' }, 'Please enter valid identity number'],
    ['a bad pincode', { Nominee_pin: '012345' }, 'Please enter valid pincode'],
  ])('refuses %s', async (_, patch, message) => {
    const inv = await ready('holders');
    const body = nominee(patch);
    if (body.Nominee_IDnumber === 'OWN') body.Nominee_IDnumber = inv.pan;
    expect((await inv.call('POST', '/nominee-details', body)).body).toEqual(refused(message));
  });

  it('accepts a minor with a guardian, and a nominee with a PAN (which must then be unique)', async () => {
    const inv = await ready('holders');
    const minor = await inv.call(
      'POST',
      '/nominee-details',
      nominee({ Nper: '40', Nominee_IsMinor: 'Y', Nominee_DOB: '01/01/2015', Nominee_Guardian: 1, Guardian_Name: 'Ravi Kumar', relation: 4 }),
    );
    expect(minor.body.onboarding_details.nominee[0]).toMatchObject({ Nominee_IsMinor: 'Y', Nominee_RelationShip: 'Son' });
    const pan = newPan();
    expect((await inv.call('POST', '/nominee-details', nominee({ Nper: '30', Nominee_Identity_Type: 1, Nominee_IDnumber: pan }))).status).toBe(200);
    expect((await inv.call('POST', '/nominee-details', nominee({ Nper: '30', Nominee_Identity_Type: 1, Nominee_IDnumber: pan }))).body).toEqual(
      refused('This PAN is already added'),
    );
  });
});
