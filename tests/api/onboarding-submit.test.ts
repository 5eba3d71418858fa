import sharp from 'sharp';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { simExchangeClients, users } from '../../src/server/db/schema.ts';
import { seedDemo, DEMO_INVESTOR } from '../../src/server/demo/investors.ts';
import { loadOnboardingDetails } from '../../src/server/services/onboarding/details.ts';
import { exchangeStatus } from '../../src/server/services/onboarding/exchange-status.ts';
import { completeSteps, createOnboardingApp, fixture, investor, newPan, upload, verifyContact, type Investor } from './support/onboarding.ts';

type App = Awaited<ReturnType<typeof createOnboardingApp>>;
let t: App;
beforeAll(async () => {
  t = await createOnboardingApp();
});
afterAll(() => t.close());

const refused = (message: string) => ({ errors: [message] });

/** A PNG whose header claims `w` × `h` pixels: enough for the dimension check, no pixel data needed. */
function pngHeader(w: number, h: number): Uint8Array {
  const b = Buffer.alloc(64);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'latin1');
  b.writeUInt32BE(w, 16);
  b.writeUInt32BE(h, 20);
  return new Uint8Array(b);
}

async function atUploads(): Promise<Investor> {
  const inv = await investor(t);
  await completeSteps(t, inv, 'fatca');
  return inv;
}

const fetchFile = (url: string) => t.app.request(url);

describe('upload-cheque', () => {
  it('takes a real JPEG, stores it under a server-made name, answers a signed URL that serves the bytes, and moves to the signature step', async () => {
    const inv = await atUploads();
    const jpeg = fixture('cheque.jpg');
    const res = await upload(t, inv.token, '/upload-cheque', jpeg, '../../etc/passwd.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const url: string = res.body.userDetails.cancel_cheque;
    expect(url).toMatch(/^\/api\/files\/\d+\/cheque\.jpg\?exp=\d+&sig=[\w-]{32}$/);
    expect(res.body.onboarding_details).toMatchObject({ page_no: 9, cancel_cheque: url });
    const served = await fetchFile(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    // what is served is the server's own re-encoding of the decoded image: a JPEG of the same size
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 280 });
    // the client's file name played no part in where it went
    const stored = readdirSync(t.uploadDir, { recursive: true }).map(String);
    expect(stored.some((p) => p.includes('passwd'))).toBe(false);
    expect(stored.some((p) => /^onboarding\/\d+\/cheque-[\w-]+\.jpg$/.test(p))).toBe(true);
  });

  it('takes a PNG and a PDF bank statement; a replaced file is gone and its old URL dies', async () => {
    const inv = await atUploads();
    const first = await upload(t, inv.token, '/upload-cheque', fixture('signature.png'), 'cheque.png', 'image/png');
    expect(first.status).toBe(200);
    const pdf = await upload(t, inv.token, '/upload-cheque', fixture('bank-statement.pdf'), 'statement.pdf', 'application/pdf');
    expect(pdf.status).toBe(200);
    expect((await fetchFile(first.body.userDetails.cancel_cheque)).status).toBe(404);
    const served = await fetchFile(pdf.body.userDetails.cancel_cheque);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    const mine = readdirSync(join(t.uploadDir, 'onboarding'), { recursive: true })
      .map(String)
      .filter((p) => p.includes('cheque'));
    expect(mine.filter((p) => p.endsWith('.png'))).toHaveLength(0);
  });

  it.each([
    ['a text file renamed .png', () => fixture('renamed-text.png'), 415, 'Upload Failed: the file must be a JPEG, PNG or PDF'],
    ['a file over 2 MB', () => new Uint8Array(2 * 1024 * 1024 + 10).fill(0x41), 413, 'Upload Failed: the file is larger than 2 MB'],
    ['an image over 5000 pixels a side', () => pngHeader(6000, 400), 415, 'Upload Failed: the image must be at most 5000 pixels a side'],
    ['a tiny image', () => pngHeader(20, 20), 415, 'Upload Failed: the image must be at least 50 pixels a side'],
    ['a truncated PDF', () => fixture('bank-statement.pdf').slice(0, 300), 415, 'Upload Failed: the file could not be read'],
  ])('refuses %s', async (_, bytes, status, message) => {
    const inv = await atUploads();
    const res = await upload(t, inv.token, '/upload-cheque', bytes(), 'cheque.png', 'image/png');
    expect(res.status).toBe(status);
    expect(res.body).toEqual(refused(message));
    expect((await inv.call('GET', '')).body.onboarding_details).toMatchObject({ cancel_cheque: null, page_no: 8 });
  });

  it('a request without the file field is Please upload Cheque Image', async () => {
    const inv = await atUploads();
    const res = await t.call('POST', '/api/onboarding/upload-cheque', {}, { token: inv.token });
    expect(res.body).toEqual(refused('Please upload Cheque Image'));
  });
});

describe('signatures and the signed file URLs', () => {
  it('upload-sign takes images only; a forged, expired or foreign URL is a plain 404', async () => {
    const inv = await atUploads();
    expect((await upload(t, inv.token, '/upload-sign', fixture('bank-statement.pdf'), 's.pdf')).body).toEqual(
      refused('Upload Failed: the file must be a JPEG or PNG image'),
    );
    const ok = await upload(t, inv.token, '/upload-sign', fixture('signature.png'), 'sign.png', 'image/png');
    const url: string = ok.body.userDetails.signature;
    expect((await fetchFile(url)).status).toBe(200);
    // the signature's first character changed (to another one: a signature may start with A)
    expect((await fetchFile(url.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`))).status).toBe(404);
    expect((await fetchFile(url.replace(/files\/(\d+)/, (_, id: string) => `files/${Number(id) + 1}`))).status).toBe(404);
    // answers within the same minute repeat the URL, so the browser's cache can work
    expect((await inv.call('GET', '')).body.onboarding_details.signature).toBe(url);
    t.clock.advance(61 * 60_000);
    expect((await fetchFile(url)).status).toBe(404);
  });

  it('joint holder signatures go to JH_sign{n}; refusals are a 200 with error', async () => {
    const inv = await investor(t);
    await completeSteps(t, inv, 'bank');
    const body = {
      pan: newPan(),
      name: 'Meera',
      JH_Name_Last: 'Kumar',
      dob: '10/10/1985',
      JH_Email: 'meera@example.com',
      JH_Email_Declaration: 2,
      JH_Mobile: '7012345678',
      JH_Mobile_Declaration: 2,
      Mode_of_Holding: 2,
    };
    await verifyContact(t, inv, 'mobile', body.JH_Mobile, 'JT');
    await verifyContact(t, inv, 'email', body.JH_Email, 'JT');
    expect((await inv.call('POST', '/jh-details', body)).status).toBe(200);
    expect((await upload(t, inv.token, '/upload_jh_sign/JH_sign2', fixture('jh-signature.png'), 'jh.png')).body).toEqual({
      error: 'Please add the joint holder before uploading their signature',
    });
    expect((await upload(t, inv.token, '/upload_jh_sign/JH_sign1', fixture('renamed-text.png'), 'jh.png')).body).toEqual({
      error: 'Upload Failed: the file must be a JPEG or PNG image',
    });
    const ok = await upload(t, inv.token, '/upload_jh_sign/JH_sign1', fixture('jh-signature.png'), 'jh.png');
    expect(ok.status).toBe(200);
    expect(ok.body.onboarding_details.jh_sign).toEqual([{ JH_No: 1, url: ok.body.jh_sign_url }]);
    expect((await fetchFile(ok.body.jh_sign_url)).status).toBe(200);
    expect((await upload(t, inv.token, '/upload_jh_sign/other', fixture('jh-signature.png'), 'jh.png')).status).toBe(404);
  });
});

describe('submit-details', () => {
  it('refuses while a step is missing, then registers with the exchange and completes onboarding once', async () => {
    const inv = await atUploads();
    expect((await inv.call('GET', '/submit-details')).body).toEqual(refused('Please upload Cheque Image'));
    await upload(t, inv.token, '/upload-cheque', fixture('cheque.jpg'), 'c.jpg');
    expect((await inv.call('GET', '/submit-details')).body).toEqual(refused('Please upload signature'));
    await upload(t, inv.token, '/upload-sign', fixture('signature.png'), 's.png');

    const done = await inv.call('GET', '/submit-details');
    expect(done.status).toBe(200);
    expect(done.body.onboarding_details.onboarding_status).toBe(1);
    expect(done.body.user_details).toMatchObject({
      is_user_onboarded: true,
      BseRegStatus: 'Y',
      BseFatcaStatus: 'Y',
      BseAOFStatus: 'Y',
      skipped: '/portal',
      page_no: 9,
    });
    const [user] = await t.deps.db.select().from(users).where(eq(users.mobile, inv.mobile));
    const [client] = await t.deps.db.select().from(simExchangeClients).where(eq(simExchangeClients.clientCode, user!.niveshId));
    expect(client!.pan).toBe(user!.pan);
    expect(client!.fatca).toMatchObject({ occupationCode: '02', incomeSlabCode: '33', pep: 'N' });

    // a second submit, and any later onboarding write, is refused
    expect((await inv.call('GET', '/submit-details')).body).toEqual(refused('USER ALREADY ONBOARDED'));
    expect((await inv.call('POST', '/onboard-user', { page_no: 4, Mode_of_Holding: 1 })).body).toEqual(refused('USER ALREADY ONBOARDED'));
    expect((await upload(t, inv.token, '/upload-sign', fixture('signature.png'), 's.png')).body).toEqual(refused('USER ALREADY ONBOARDED'));
  });

  it("shows the exchange's refusal and marks nothing onboarded", async () => {
    const inv = await investor(t);
    await completeSteps(t, inv, 'signature');
    const real = t.deps.adapters.exchange;
    t.deps.adapters.exchange = { ...real, registerClient: () => Promise.resolve({ ok: false as const, message: 'Client name does not match the PAN' }) };
    try {
      expect((await inv.call('GET', '/submit-details')).body).toEqual(refused('Client name does not match the PAN'));
    } finally {
      t.deps.adapters.exchange = real;
    }
    const [user] = await t.deps.db.select().from(users).where(eq(users.mobile, inv.mobile));
    expect(user!.isOnboarded).toBe(false);
    expect((await inv.call('GET', '/submit-details')).status).toBe(200);
  });

  it('nominee shares that no longer total 100 block the submit', async () => {
    const inv = await investor(t);
    await completeSteps(t, inv, 'signature');
    const id = (await inv.call('GET', '')).body.onboarding_details.nominee[0].Nominee_ID;
    await inv.call('GET', `/delete_nominee_details/${id}`);
    expect((await inv.call('GET', '/submit-details')).body).toEqual(refused('Sum of percentage not amounting to 100%'));
  });

  it('two submits at the same moment onboard once', async () => {
    const inv = await investor(t);
    await completeSteps(t, inv, 'signature');
    const answers = await Promise.all([inv.call('GET', '/submit-details'), inv.call('GET', '/submit-details')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });
});

describe('demo data', () => {
  it('seeds the demo investor fully onboarded: PAN, bank, nominee, FATCA and the exchange registration (twice is harmless)', async () => {
    await seedDemo(t.deps);
    await seedDemo(t.deps);
    const [demo] = await t.deps.db.select().from(users).where(eq(users.mobile, DEMO_INVESTOR.mobile));
    const d = await loadOnboardingDetails(t.deps, demo!.id);
    expect(d).toMatchObject({
      PAN: 'ABCPK1234F',
      onboarding_status: 1,
      status: 1,
      bank_count: 1,
      nominee_count: 1,
      Occupation: 2,
      PEP_FLAG: 'N',
      Home_City: 21002,
    });
    expect(d.bank[0]).toMatchObject({ DefaultFlag: 'Y', IFSCCode: 'HDFC0000001' });
    expect(d.nominee[0]).toMatchObject({ Nper: 100, Nominee_RelationShip: 'Spouse' });
    expect(await exchangeStatus(t.deps.db, demo!.id)).toEqual({ BseAOFStatus: 'Y', BseFatcaStatus: 'Y', BseRegStatus: 'Y', CAccountNo: 'NVDEMA2345' });
    const [client] = await t.deps.db.select().from(simExchangeClients).where(eq(simExchangeClients.clientCode, 'NVDEMA2345'));
    expect(client!.fatca).not.toBeNull();
  });
});
