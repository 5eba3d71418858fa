import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { CAS_MESSAGES, type CasFolio } from '../../src/shared/cas/model.ts';
import { addDays } from '../../src/shared/money/returns.ts';
import { paiseToRupeeString, parseDecimal } from '../../src/shared/money/decimal.ts';
import { istDate } from '../../src/shared/time/ist.ts';
import { generateCasPdf } from '../support/cas/generate-cas-pdf.ts';
import { FolioBuilder, statementOf } from '../support/cas/statement-fixture.ts';
import { DEMO, signInDemoByEmail } from './support/demo-investor.ts';
import { grouped, marketValue, mdy } from './support/figures.ts';

/**
 * The demo investor imports holdings bought elsewhere from a generated CAMS statement, on a
 * 360 px phone: the PDF is read in the browser (no request carries it or its password), each
 * folio is confirmed, and the dashboard then counts them. Hand-worked, with the statement dated
 * today and both purchases 365 days before it (so the XIRR is the plain one-year return):
 * - Zeta Gilt Fund: ₹1,00,000 at 10.0000, stamp duty ₹5.00 → 9,999.500 units; at 12.0000 today
 *   ₹1,19,994.00;
 * - Kappa Value Fund: ₹50,000 at 20.0000, stamp duty ₹2.50 → 2,499.875 units; at 22.0000 today
 *   ₹54,997.25.
 * Held elsewhere: value ₹1,74,991.25 on a cost of ₹1,50,000.00; XIRR 1,74,991.25 / 1,50,000 − 1 =
 * 16.66 %. All holdings: the Nivesh holdings' value plus ₹1,74,991.25.
 */
/** the password the investor set when asking for the statement */
const PASSWORD = 'Secret#2024';
const ELSEWHERE_VALUE = '174991.25';

async function api(page: Page, path: string, body: unknown): Promise<any> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('nivesh.auth')!).clientState.queries[0].state.data.token as string);
  const res = await page.request.post(path, { headers: { token, Version: '3.2' }, data: body });
  expect(res.status()).toBe(200);
  return res.json();
}

const xirr = (page: Page) => page.locator('dt', { hasText: /^Annualised returns \(XIRR\)$/ }).locator('xpath=following-sibling::dd[1]');

function statementPdf(): Promise<Uint8Array> {
  const today = istDate(new Date());
  const bought = addDays(today, -365);
  const meta = (folioNo: string) => ({ folioNo, pan: DEMO.pan, advisor: 'ARN-0001', registrar: 'CAMS', nominees: [] });
  const zeta = new FolioBuilder(
    { amc: 'Zeta Mutual Fund', name: 'Zeta Gilt Fund - Direct Plan - Growth', isin: 'INF000Z01ZZ1', amfiCode: null },
    meta('ZG-1001'),
  ).buy(bought, 'PURCHASE', 10_000_000n, 100_000n, 'Purchase - via Internet');
  const kappa = new FolioBuilder(
    { amc: 'Kappa Mutual Fund', name: 'Kappa Value Fund - Regular Plan - Growth', isin: 'INF000K01KK2', amfiCode: null },
    meta('KV-2002'),
  ).buy(bought, 'PURCHASE', 5_000_000n, 200_000n, 'Purchase');
  return generateCasPdf(
    statementOf('CAMS', DEMO.pan, addDays(today, -400), today, [zeta.build(today, 120_000n), kappa.build(today, 220_000n)], 'Demo Investor'),
    PASSWORD,
  );
}

test.describe.serial('importing holdings from a CAS as the demo investor', () => {
  test.describe.configure({ timeout: 10 * 60_000 });
  let page: Page;
  let request: APIRequestContext;
  let pdfPath: string;
  const sent: Request[] = [];

  test.beforeAll(async ({ browser, playwright }, info) => {
    request = await playwright.request.newContext({ baseURL: info.project.use.baseURL! });
    const context = await browser.newContext({ baseURL: info.project.use.baseURL!, viewport: { width: 360, height: 740 } });
    page = await context.newPage();
    pdfPath = join(mkdtempSync(join(tmpdir(), 'nivesh-cas-')), 'cas.pdf');
    writeFileSync(pdfPath, await statementPdf());
    await signInDemoByEmail(page, request);
    page.on('request', (r) => sent.push(r));
  });

  test.afterAll(async () => {
    await page.context().close();
    await request.dispose();
  });

  test('reads the statement on the device, asks folio by folio, and sends neither the PDF nor its password', async () => {
    const nivesh = await api(page, '/api/dashboard', { date: mdy(new Date()), source: 'nivesh' });
    await page.goto('/portal/menu');
    await page.getByRole('link', { name: 'Import Holdings' }).last().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import Holdings' })).toBeVisible();

    await page.getByLabel('Statement PDF').setInputFiles(pdfPath);
    await page.getByLabel('Statement password').fill('not-the-password');
    await page.getByRole('button', { name: 'Read statement' }).click();
    await expect(page.getByRole('alert')).toHaveText(CAS_MESSAGES.password);

    await page.getByLabel('Statement password').fill(PASSWORD);
    await page.getByLabel('Statement password').press('Enter');
    const zeta = page.getByRole('group', { name: 'Zeta Gilt Fund - Direct Plan - Growth' });
    // reading runs in a worker; a busy phone (or test machine) takes a few seconds
    await expect(zeta).toBeVisible({ timeout: 30_000 });
    await expect(zeta).toContainText('Folio ZG-1001');
    await expect(zeta).toContainText('9,999.500 units · ₹1,19,994.00');
    // keyboard: the radio for each folio is reachable and chosen without a pointer
    await zeta.getByRole('radio', { name: 'Yes, import' }).focus();
    await page.keyboard.press('Space');
    await expect(zeta.getByRole('radio', { name: 'Yes, import' })).toBeChecked();
    await page.getByRole('group', { name: 'Kappa Value Fund - Regular Plan - Growth' }).getByRole('radio', { name: 'Yes, import' }).check();
    // the page fits a 360 px phone: nothing scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Imported 2 folios from your statement of' })).toBeVisible();

    // what left the device: JSON figures only, never the PDF's bytes or the password
    const bodies = sent.map((r) => r.postDataBuffer()).filter((b): b is Buffer => b !== null);
    expect(bodies.some((b) => b.includes('%PDF'))).toBe(false);
    expect(bodies.some((b) => b.includes(PASSWORD))).toBe(false);
    const imports = sent.filter((r) => r.url().endsWith('/api/portfolio/cas/import'));
    expect(imports).toHaveLength(1);
    const body = JSON.parse(imports[0]!.postData()!);
    expect(Object.keys(body)).toEqual(['statement']);
    expect(body.statement.folios.map((f: { folioNo: string }) => f.folioNo)).toEqual(['ZG-1001', 'KV-2002']);

    // the dashboard now counts them: Nivesh holdings plus the hand-worked ₹1,74,991.25
    const all = paiseToRupeeString(parseDecimal(nivesh.header_details.AUM, 2)! + parseDecimal(ELSEWHERE_VALUE, 2)!);
    await page.goto('/portal/dashboard');
    await expect(marketValue(page)).toHaveText(grouped(all), { timeout: 30_000 });
    await page.getByLabel('Holdings').selectOption('elsewhere');
    await expect(marketValue(page)).toHaveText(grouped(ELSEWHERE_VALUE), { timeout: 30_000 });
    await expect(xirr(page)).toHaveText('+16.66%');
    await page.getByLabel('Holdings').selectOption('nivesh');
    await expect(marketValue(page)).toHaveText(grouped(nivesh.header_details.AUM), { timeout: 30_000 });

    // offline afterwards, the device copies still include the imported holdings
    await page.context().setOffline(true);
    try {
      await page.goto('/portal/dashboard');
      await expect(marketValue(page)).toHaveText(grouped(all), { timeout: 30_000 });
      await page.goto('/portal/dashboard?held=elsewhere');
      await expect(marketValue(page)).toHaveText(grouped(ELSEWHERE_VALUE), { timeout: 30_000 });
      await expect(xirr(page)).toHaveText('+16.66%');
    } finally {
      await page.context().setOffline(false);
    }
  });

  test('the portfolio page filters by where holdings are held, as the dashboard does', async () => {
    const row = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}, folio `) });
    await page.goto('/portal/individual-portfolio');
    await expect(row('Zeta Gilt Fund - Direct Plan - Growth')).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Holdings', { exact: true }).selectOption('nivesh');
    await expect(page).toHaveURL(/held=nivesh/);
    await expect(row('Zeta Gilt Fund - Direct Plan - Growth')).toHaveCount(0, { timeout: 30_000 });
    await page.getByLabel('Holdings', { exact: true }).selectOption('elsewhere');
    await expect(row('Kappa Value Fund - Regular Plan - Growth')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: /, folio / })).toHaveCount(2);
  });

  test('imports a summary statement as holdings whose cost is not known', async () => {
    const today = istDate(new Date());
    const lambda: CasFolio = {
      amc: 'Lambda Mutual Fund',
      folioNo: 'LL-3003',
      pan: DEMO.pan,
      schemeName: 'Lambda Liquid Fund - Direct Plan - Growth',
      isin: 'INF000L01LL3',
      amfiCode: null,
      advisor: null,
      registrar: 'CAMS',
      nominees: [],
      openingUnits: '10.000',
      closingUnits: '10.000',
      navDate: today,
      nav: '2500.0000',
      value: '25000.00',
      cost: null,
      transactions: [],
    };
    const summaryPath = join(mkdtempSync(join(tmpdir(), 'nivesh-cas-')), 'summary.pdf');
    writeFileSync(
      summaryPath,
      await generateCasPdf(
        {
          pan: DEMO.pan,
          statement: { registrar: 'CAMS', kind: 'SUMMARY', from: today, to: today, investorName: 'Demo Investor', email: null, folios: [lambda] },
          noise: [[]],
        },
        PASSWORD,
      ),
    );
    await page.goto('/portal/menu/import-holdings');
    await page.getByLabel('Statement PDF').setInputFiles(summaryPath);
    await page.getByLabel('Statement password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Read statement' }).click();
    const group = page.getByRole('group', { name: lambda.schemeName });
    await expect(group).toContainText('10.000 units · ₹25,000.00', { timeout: 30_000 });
    await expect(group).toContainText('summary: cost not known');
    await group.getByRole('radio', { name: 'Yes, import' }).check();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Imported 1 folio from your statement of' })).toBeVisible();
    await page.goto('/portal/individual-portfolio?held=elsewhere');
    const row = page.getByRole('button', { name: new RegExp(`^${lambda.schemeName}, folio `) });
    await expect(row).toContainText('Not known', { timeout: 30_000 });
  });
});
