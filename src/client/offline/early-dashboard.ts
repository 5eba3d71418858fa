import type { DashboardAnswer } from '@shared/contract/portfolio.ts';
import { importDataKey, fromB64, isSealed, open } from '@shared/crypto/device-seal.ts';
import {
  FIGURE_CLASS,
  FIGURE_LABEL_CLASS,
  FIGURE_NOTE_CLASS,
  HEADER_GRID_CLASS,
  figureValueClass,
  headerFigureList,
  showsFullDashboard,
} from '../features/portfolio/header-figure-list.ts';
import { readPersistedAuth } from '../session/persisted-auth.ts';
import { asOnLabel } from '../features/portfolio/format.ts';
import { FOUR_HOURS_MS, deviceCopyText, freshEnough, fromTheFuture } from './saved-on.ts';
import { SESSION_KEY } from './vault.ts';

/**
 * The offline cold start's first figures. A phone opening the app with no network gets the
 * portal's prerendered shell from the service worker at once, but the app's code then takes
 * seconds to load on a slow phone before it can read the device copy. This module is small and
 * runs before that code: it reads the dashboard's copy straight from IndexedDB, opens it with the
 * session's data key, and draws the header figures (the same list the React card draws) into
 * the shell, with the offline note. React replaces the whole shell once the app has loaded,
 * with the same figures. Nothing is drawn online (the app asks the server first), without a
 * session key (ended: the copy needs the device unlock), or for a profile that shows no figures.
 */

const DASHBOARD_PATH = '/portal/dashboard';

/** The stored row of `key` from the app's device database ("nivesh", store "views"), without Dexie; never creates the database. */
function readViewRow(key: string): Promise<{ key: string; owner: string; data: unknown; fetchedAt: number } | undefined> {
  return new Promise((resolve) => {
    const req = indexedDB.open('nivesh');
    // no database yet: nothing was ever saved here; do not leave an empty one behind for Dexie
    req.addEventListener('upgradeneeded', () => req.transaction?.abort());
    req.addEventListener('error', () => resolve(undefined));
    req.addEventListener('blocked', () => resolve(undefined));
    req.addEventListener('success', () => {
      const db = req.result;
      if (!db.objectStoreNames.contains('views')) return (db.close(), resolve(undefined));
      const get = db.transaction('views').objectStore('views').get(key);
      get.addEventListener('success', () => (db.close(), resolve(get.result as never)));
      get.addEventListener('error', () => (db.close(), resolve(undefined)));
    });
  });
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The page as the dashboard lays it out: the title, the copy's age as the app words it, and the header card; a block where the rest will come. */
export function dashboardFirstPaint(answer: DashboardAnswer, fetchedAt: number, now: number = Date.now()): HTMLElement {
  const section = el('section', 'mx-auto w-full max-w-6xl px-4 py-6 sm:px-6');
  section.setAttribute('aria-labelledby', 'page-title');
  section.dataset.earlyCopy = 'dashboard';
  const head = el('div', 'mb-4 flex flex-wrap items-center justify-between gap-3');
  const title = el('h1', 'text-2xl font-semibold tracking-tight', 'Home');
  title.id = 'page-title';
  head.append(title);
  const body = el('div', 'flex flex-col gap-5');
  // as the app will say it: within the dashboard's 4 hours the copy stands for the answer
  // ("Figures as on …"), older it is the offline device copy with its age
  let note: HTMLElement;
  if (freshEnough(fetchedAt, FOUR_HOURS_MS, now)) {
    note = el('p', 'text-sm text-muted-foreground', 'Figures ');
    note.append(el('span', 'font-medium text-foreground', asOnLabel(fetchedAt)));
    note.dataset.testid = 'saved-age';
  } else {
    note = el(
      'p',
      'rounded-md bg-accent p-3 text-sm text-accent-foreground',
      deviceCopyText({ fetchedAt, reason: 'offline', ...(fromTheFuture(fetchedAt, now) ? { future: true } : {}) }, false, now),
    );
    note.dataset.testid = 'device-copy-note';
  }
  const card = el('div', 'flex flex-col gap-4 rounded-xl border border-border bg-card text-card-foreground shadow-sm p-5');
  const list = el('dl', HEADER_GRID_CLASS);
  for (const f of headerFigureList(answer.header_details)) {
    const item = el('div', f.className ? `${FIGURE_CLASS} ${f.className}` : FIGURE_CLASS);
    item.append(el('dt', FIGURE_LABEL_CLASS, f.label), el('dd', figureValueClass(f.large, f.tone), f.value));
    if (f.note) item.append(el('dd', FIGURE_NOTE_CLASS, f.note));
    list.append(item);
  }
  card.append(list);
  const rest = el('div', 'h-64 w-full animate-pulse rounded-md bg-muted');
  rest.setAttribute('aria-hidden', 'true');
  body.append(note, card, rest);
  section.append(head, body);
  return section;
}

/**
 * Draws the dashboard's figures from the device copy into the prerendered shell when the app
 * opens offline on the dashboard. Resolves true when it drew them.
 */
export async function paintDashboardFromDevice(now: number = Date.now()): Promise<boolean> {
  if (navigator.onLine !== false) return false;
  if (location.pathname.replace(/\/+$/, '') !== DASHBOARD_PATH || location.search !== '') return false;
  const main = document.querySelector<HTMLElement>('#root[data-prerendered] main#main');
  const rawKey = localStorage.getItem(SESSION_KEY);
  const auth = readPersistedAuth(now);
  const owner = auth?.user_details?.ID;
  if (!main || !rawKey || !auth?.token || !auth.is_user_onboarded || !owner) return false;
  const row = await readViewRow(`${owner}|dashboard`);
  if (!row || row.owner !== owner || !isSealed(row.data)) return false;
  let answer: DashboardAnswer;
  try {
    answer = await open<DashboardAnswer>(await importDataKey(fromB64(rawKey)), row.data);
  } catch {
    // sealed under another session's key: the app decides what to show
    return false;
  }
  if (!answer?.header_details || !showsFullDashboard(answer.header_details, auth.user_details, 'all')) return false;
  main.replaceChildren(dashboardFirstPaint(answer, row.fetchedAt, now));
  main.removeAttribute('aria-busy');
  return true;
}
