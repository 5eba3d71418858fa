import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { otpFor, outboxCount, typeOtp } from './app.ts';
import { DEMO, tokenOf } from './demo-investor.ts';
import { allHistory } from './history.ts';

/** The investor's phone: the phone journeys run at this size. */
export const PHONE = { width: 390, height: 844 };

/** A call to our API as the signed-in page's investor (for facts a test needs, never to skip a screen it tests). */
export type Api = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<any>;
export function apiOf(page: Page): Api {
  return async (method, path, body) => {
    const token = await tokenOf(page);
    const res = await page.request.fetch(`/api${path}`, {
      method,
      headers: { token, Version: '3.2', 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { data: body }),
    });
    return res.json();
  };
}

/** An equity fund the demo investor does not hold, whose minimum lumpsum is at most ₹5,000 and which takes new purchases. */
export async function freshFund(api: Api): Promise<{ id: number; name: string }> {
  const held = new Set((await allHistory<{ SchemeID: number }>(api)).map((r) => r.SchemeID));
  const found = (await api('POST', '/schemes/search-scheme', { name: '', asset_class_id: '1', amount: 0, max_amount: 5000 })) as {
    schemes: Array<{ SchemeID: number; SchemeName: string; PlanName: string; Sub_AssetclassName: string | null }>;
  };
  // not a large-cap fund: the schemes journey opens the best large-cap fund as one the investor does not hold yet
  const candidates = found.schemes.filter(
    (x) => !held.has(x.SchemeID) && x.PlanName === 'Direct' && /Growth/.test(x.SchemeName) && !/large cap/i.test(x.Sub_AssetclassName ?? ''),
  );
  for (const s of candidates) {
    const facts = (await api('GET', `/transaction/get_fund_details/${s.SchemeID}`)) as {
      fund_details: { transaction_allowed: Array<{ trtype: string; allowed: string }> };
    };
    if (facts.fund_details.transaction_allowed.some((r) => r.trtype === 'NEW' && r.allowed === 'Y')) return { id: s.SchemeID, name: s.SchemeName };
  }
  throw new Error('no fresh equity fund in the demo catalogue');
}

/** Types the order OTP sent to the demo mobile (after waiting for the send that the last tap made). */
export async function enterOrderOtp(page: Page, request: APIRequestContext, before: number): Promise<void> {
  await expect.poll(() => outboxCount(request, DEMO.mobile)).toBe(before + 1);
  await typeOtp(page, await otpFor(request, DEMO.mobile));
}
