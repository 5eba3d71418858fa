import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import type { DashboardAnswer, HeaderDetails } from '@shared/contract/portfolio.ts';
import { exportDataKey, generateDataKey, seal, toB64 } from '@shared/crypto/device-seal.ts';
import { HeaderFigures } from '../features/portfolio/components/header-figures.tsx';
import { AUTH_BUSTER, PERSIST_KEY } from '../session/persisted-auth.ts';
import { NiveshDb } from './db.ts';
import { dashboardFirstPaint, paintDashboardFromDevice } from './early-dashboard.ts';
import { SESSION_KEY } from './vault.ts';

const NOW = Date.UTC(2026, 10, 28, 4, 0, 0);
const header: HeaderDetails = {
  AUM: '160240.25',
  COST: '159999.90',
  UnrealReturns: '-240.35',
  RealisedReturns: '10.00',
  OverallProfit: '250.35',
  TotalXirr: '12.5',
  TotalXirr_note: null,
  Absreturn: '-0.15',
  Lifedays: 1180,
  DayChange: '1.50',
  AsonDate: '27/11/2026',
};
const answer = {
  header_details: header,
  graph_details: [],
  asset_level_details: [],
  sub_asset_level_details: [],
  investmentDetails: { upcoming_sip_details: [], manage_sip_details: [] },
} as unknown as DashboardAnswer;
const registered = { ID: 'NVDEMA2345', BseAOFStatus: 'Y', BseFatcaStatus: 'Y', BseRegStatus: 'Y' };

/** dt and dd texts of a rendered figures list, in order */
const texts = (root: ParentNode) => [...root.querySelectorAll('dt, dd')].map((n) => `${n.tagName}:${n.textContent}`);

const SHELL = '<div id="root" data-prerendered="/portal"><main id="main" aria-busy="true"><section data-skeleton>blocks</section></main></div>';

async function keep(opts: { answer?: DashboardAnswer; keyFor?: CryptoKey; auth?: 'kept' | 'expired' } = {}) {
  const key = await generateDataKey();
  localStorage.setItem(SESSION_KEY, toB64(await exportDataKey(key)));
  const timestamp = opts.auth === 'expired' ? NOW - 13 * 3_600_000 : NOW - 3_600_000;
  localStorage.setItem(
    PERSIST_KEY,
    JSON.stringify({
      buster: AUTH_BUSTER,
      timestamp,
      clientState: {
        mutations: [],
        queries: [
          { queryKey: ['auth'], state: { data: { token: 't', parent_token: null, skipped: null, is_user_onboarded: true, user_details: registered } } },
        ],
      },
    }),
  );
  const db = new NiveshDb();
  await db.views.put({
    key: 'NVDEMA2345|dashboard',
    owner: 'NVDEMA2345',
    data: await seal(opts.keyFor ?? key, opts.answer ?? answer),
    fetchedAt: NOW - 26 * 3_600_000,
  });
  db.close();
}

beforeEach(() => {
  document.body.innerHTML = SHELL;
  window.history.pushState({}, '', '/portal/dashboard');
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
});

afterEach(async () => {
  vi.restoreAllMocks();
  window.history.pushState({}, '', '/');
  document.body.innerHTML = '';
  await new NiveshDb().delete();
});

describe('the offline first paint of the dashboard', () => {
  it('draws the very figures and words of the React header card', () => {
    const { container } = render(<HeaderFigures h={header} />);
    const drawn = dashboardFirstPaint(answer, NOW - 26 * 3_600_000, NOW);
    expect(texts(drawn)).toEqual(texts(container));
    expect(texts(drawn)).toContain('DD:₹1,60,240.25');
    // the same colour for a loss as the card gives it
    expect(drawn.querySelector('dd.text-destructive')?.textContent).toBe('-₹240.35');
    expect(drawn.querySelector('[data-testid="device-copy-note"]')?.textContent).toBe(
      'You are offline: showing the copy on this device, saved on 27/11/2026, 7:30 am (26 hours ago).',
    );
    // within the dashboard's 4 hours the copy stands for the answer, as the app says it
    const recent = dashboardFirstPaint(answer, NOW - 3_600_000, NOW);
    expect(recent.querySelector('[data-testid="saved-age"]')?.textContent).toBe('Figures as on 28/11/2026, 8:30 am');
    expect(recent.querySelector('[data-testid="device-copy-note"]')).toBeNull();
  });

  it('opens the device copy with the session key and draws it into the shell', async () => {
    await keep();
    expect(await paintDashboardFromDevice(NOW)).toBe(true);
    const main = document.querySelector('main#main')!;
    expect(main.querySelector('[data-skeleton]')).toBeNull();
    expect(main.getAttribute('aria-busy')).toBeNull();
    expect(main.querySelector('h1')?.textContent).toBe('Home');
    expect(texts(main)[0]).toBe('DT:Market value');
    expect(texts(main)[1]).toBe('DD:₹1,60,240.25');
  });

  it('draws nothing online, elsewhere, with another key, after the session, or without figures to show', async () => {
    const untouched = () => expect(document.querySelector('[data-skeleton]')).not.toBeNull();
    await keep();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(await paintDashboardFromDevice(NOW)).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.history.pushState({}, '', '/portal/dashboard?date=2026-11-01');
    expect(await paintDashboardFromDevice(NOW)).toBe(false);
    window.history.pushState({}, '', '/portal/portfolio');
    expect(await paintDashboardFromDevice(NOW)).toBe(false);
    window.history.pushState({}, '', '/portal/dashboard');
    untouched();

    // sealed under another session's key
    await keep({ keyFor: await generateDataKey() });
    expect(await paintDashboardFromDevice(NOW)).toBe(false);
    // the kept sign-in is older than the session's 12 hours
    await keep({ auth: 'expired' });
    expect(await paintDashboardFromDevice(NOW)).toBe(false);
    // nothing held: the dashboard shows no figures ("You haven't made any purchases yet")
    await keep({ answer: { ...answer, header_details: { ...header, AUM: '0' } } });
    expect(await paintDashboardFromDevice(NOW)).toBe(false);
    // the session ended: its key is gone, the copy waits for the device unlock
    await keep();
    localStorage.removeItem(SESSION_KEY);
    expect(await paintDashboardFromDevice(NOW)).toBe(false);
    untouched();
  });

  it('leaves no empty database behind on a device that never saved anything', async () => {
    localStorage.setItem(SESSION_KEY, toB64(await exportDataKey(await generateDataKey())));
    localStorage.setItem(
      PERSIST_KEY,
      JSON.stringify({
        buster: AUTH_BUSTER,
        timestamp: NOW,
        clientState: { queries: [{ queryKey: ['auth'], state: { data: { token: 't', is_user_onboarded: true, user_details: registered } } }] },
      }),
    );
    expect(await paintDashboardFromDevice(NOW)).toBe(false);
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain('nivesh');
  });
});
