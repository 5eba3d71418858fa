import './styles.css';

/**
 * The page's only script in the HTML, kept tiny (first paint without JavaScript). A
 * prerendered page (public page or portal shell) is painted from its HTML first; the app's code
 * is asked for only after that paint, so it does not compete with the page for the connection
 * and the main thread before the investor sees something. Then the route's own chunks (listed by
 * the build in <meta name="nivesh:route-chunks">) and the app are fetched in parallel.
 */

/** When the browser has no paint timing (or nothing contentful paints), start after this anyway. */
const PAINT_WAIT_MS = 1_000;

function afterFirstPaint(): Promise<void> {
  // a hidden tab does not paint: nothing to wait for
  if (document.visibilityState !== 'visible' || typeof PerformanceObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      resolve();
    };
    // the paint entry arrives once the frame is on screen, which is later than the frame's
    // callbacks run: asking for the code from those would still compete with the first paint
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
    });
    try {
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      return finish();
    }
    setTimeout(finish, PAINT_WAIT_MS);
  });
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Each <link> starts its fetch as it is added (a millisecond or more apiece on a phone, traced on
 * 25 Nov 2026: eight in one task came to over 40 ms observed on a loaded machine): a few per
 * task, so no task runs long.
 */
const LINKS_PER_TASK = 3;

async function preloadRouteChunks(): Promise<void> {
  const list = document.querySelector<HTMLMetaElement>('meta[name="nivesh:route-chunks"]')?.content ?? '';
  const hrefs = list.split(' ').filter(Boolean);
  for (let i = 0; i < hrefs.length; i += LINKS_PER_TASK) {
    if (i > 0) await nextTask();
    for (const href of hrefs.slice(i, i + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = ''; // as the build's own preloads, so the two share one fetch
      link.fetchPriority = 'low'; // the page is on screen: the code must not hold up what it still loads
      link.href = href;
      document.head.append(link);
    }
  }
}

/**
 * The first read of localStorage loads the origin's whole storage area, a blocking call to the
 * browser (2 to 9 ms traced on 26 Nov 2026, on a desktop CPU). Done here, in a task of its own
 * while the app's code is still on its way, the session restore at start-up does not carry it.
 */
function loadStorageArea(): void {
  try {
    void window.localStorage.length;
  } catch {
    // storage blocked: the session restore reports nothing stored, as it would anyway
  }
}

/**
 * Offline on the dashboard: its figures from the device copy, drawn into the prerendered shell by
 * a small module before the app's code is asked for (on a slow phone that code takes seconds).
 * Bounded: a device database that does not answer does not hold the app back.
 */
const EARLY_PAINT_WAIT_MS = 800;

function earlyDashboard(): Promise<unknown> {
  if (navigator.onLine !== false || !location.pathname.startsWith('/portal/dashboard')) return Promise.resolve();
  const painted = import('./offline/early-dashboard.ts').then((m) => m.paintDashboardFromDevice()).catch(() => false);
  return Promise.race([painted, new Promise((resolve) => setTimeout(resolve, EARLY_PAINT_WAIT_MS))]);
}

const prerendered = Boolean(document.getElementById('root')?.dataset.prerendered);
void (prerendered ? earlyDashboard().then(afterFirstPaint) : Promise.resolve())
  .then(preloadRouteChunks)
  .then(nextTask)
  .then(loadStorageArea)
  // React DOM first, then TanStack, then (each in a later task) the app's own modules: shorter tasks, not one long one
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./libraries.ts'))
  .then(nextTask)
  .then(() => import('./app.tsx'))
  // evaluating the app's modules is a task of its own; start-up begins in the next one
  .then(async (app) => {
    await nextTask();
    await app.start();
  });
