import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PRERENDERED_DIR, PUBLIC_PAGES, prerenderedFileOf } from './src/shared/prerendered-pages.ts';
import type * as PrerenderEntry from './src/client/prerender/entry.tsx';
import pkg from './package.json' with { type: 'json' };

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/*
 * Prerender at build time (first paint without JavaScript). After the client build has
 * written dist/, this plugin bundles src/client/prerender/entry.tsx for Node with the same config, renders
 * - the public pages (/, /sign-in, /sign-up, /home, /disclaimer) with the real route tree, and
 * - the portal's shell (menus, header bar, skeleton blocks, footer) once per portal route,
 * and writes them as dist/prerendered/<path>.html: the built index.html with the markup inside
 * #root and the chunks of the page's own route listed in <meta name="nivesh:route-chunks">, which
 * src/client/main.tsx preloads with the app's code once the page has painted, so the browser
 * fetches the route's code with the app's instead of after it. The server (src/server/static.ts) and the
 * service worker (sw/sw.ts) pick the file with src/shared/prerendered-pages.ts; every other
 * URL keeps the empty index.html. Runs inside `vite build`, so it is never out of step with it.
 */

/** Route id (TanStack: '/portal/cart', '/portal/', '__root__') → the route files it may come from. */
function routeFiles(routeId: string): string[] {
  if (routeId === '__root__') return ['__root.tsx'];
  const id = routeId.replace(/^\//, '');
  if (id.endsWith('/') || id === '') return [`${id}index.tsx`];
  return [`${id}.tsx`, `${id}/route.tsx`, `${id}/index.tsx`];
}

/** The chunks a page needs beyond the entry: each matched route's split component and what it imports. */
function chunksFor(routeIds: string[], byRouteFile: Map<string, Rollup.OutputChunk[]>, bundle: Rollup.OutputBundle, inHtml: Set<string>): string[] {
  const out = new Set<string>();
  const visit = (fileName: string) => {
    if (out.has(fileName) || inHtml.has(fileName)) return;
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || chunk.isEntry) return;
    out.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const id of routeIds) for (const f of routeFiles(id)) for (const c of byRouteFile.get(f) ?? []) visit(c.fileName);
  return [...out];
}

/**
 * A prerendered page: the built index.html with the markup in #root, the route's chunks named for
 * main.tsx to preload after the first paint, and the stylesheet inlined: with nothing to fetch
 * before the first paint, the page shows as soon as the HTML has arrived (the CSP allows inline
 * styles; scripts stay external).
 */
function page(template: string, markup: string, prerendered: string, preloads: string[], base: string, css: (href: string) => string): string {
  // A list, not <link rel="modulepreload">: links in the HTML are fetched at once, before the
  // first paint, and would hold it back on a slow connection.
  const meta = `<meta name="nivesh:route-chunks" content="${preloads.map((f) => `${base}${f}`).join(' ')}">`;
  return (
    template
      .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${prerendered}">${markup}</div>`)
      .replace(
        /(\s*)<link rel="stylesheet" crossorigin href="([^"]+)">/,
        (_m, space: string, href: string) => `${space}${meta}${space}<style>${css(href)}</style>`,
      )
      // The page paints without its scripts, so they need not compete with the HTML for the
      // connection: low priority (main.tsx asks for the rest after the first paint).
      .replaceAll(/<(script type="module"|link rel="modulepreload") crossorigin /g, '<$1 fetchpriority="low" crossorigin ')
  );
}

function prerender(): Plugin {
  let config: ResolvedConfig;
  let bundle: Rollup.OutputBundle = {};
  return {
    name: 'nivesh:prerender',
    apply: (_c, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(c) {
      config = c;
    },
    generateBundle(_o, b) {
      bundle = b;
    },
    writeBundle: {
      sequential: true,
      async handler() {
        const root = config.root;
        const outDir = resolve(root, config.build.outDir);
        const ssrDir = join(root, 'node_modules', '.cache', 'nivesh-prerender');
        // Same config file (aliases, defines, the router plugin); the router's own "am I on a
        // server" switch is pointed at its browser build so the markup is the tree the client hydrates.
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          resolve: {
            alias: [{ find: /^@tanstack\/router-core\/isServer$/, replacement: join(root, 'node_modules/@tanstack/router-core/dist/esm/isServer/client.js') }],
          },
          ssr: { noExternal: [/^@tanstack\//] },
          build: { ssr: join(root, 'src/client/prerender/entry.tsx'), outDir: ssrDir, emptyOutDir: true, minify: false, copyPublicDir: false },
        });
        // the router's browser build keeps itself on `self` for devtools; Node has no such global
        (globalThis as { self?: unknown }).self ??= globalThis;
        const entry = (await import(`${pathToFileURL(join(ssrDir, 'entry.js')).href}?t=${Date.now()}`)) as typeof PrerenderEntry;

        const byRouteFile = new Map<string, Rollup.OutputChunk[]>();
        const routesDir = join(root, 'src', 'client', 'routes') + sep;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          for (const id of chunk.moduleIds) {
            const file = id.split('?')[0]!;
            if (!file.startsWith(routesDir)) continue;
            const key = relative(routesDir, file).split(sep).join('/');
            byRouteFile.set(key, [...(byRouteFile.get(key) ?? []), chunk]);
          }
        }
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const css = (href: string) => readFileSync(join(outDir, href.slice(config.base.length)), 'utf8').replaceAll('</style', '<\\/style');
        const inHtml = new Set([...template.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]!));
        const write = (file: string, html: string) => {
          const full = join(outDir, file);
          mkdirSync(dirname(full), { recursive: true });
          writeFileSync(full, html);
        };
        rmSync(join(outDir, PRERENDERED_DIR), { recursive: true, force: true });

        for (const path of PUBLIC_PAGES) {
          const r = await entry.renderPage(path);
          write(prerenderedFileOf(path), page(template, r.html, r.pathname, chunksFor(r.routeIds, byRouteFile, bundle, inHtml), config.base, css));
        }
        // The portal: one shell, written once per portal route so each preloads its own chunks.
        const shell = entry.renderPortalShell();
        for (const { path, routeIds } of entry.portalRoutes()) {
          write(prerenderedFileOf(path), page(template, shell, 'portal', chunksFor(routeIds, byRouteFile, bundle, inHtml), config.base, css));
        }
        rmSync(ssrDir, { recursive: true, force: true });
      },
    },
  };
}

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: {
    alias: {
      '@shared': here('./src/shared'),
      '@client': here('./src/client'),
      '@server': here('./src/server'),
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/routeTree.gen.ts',
      // Each route's component is its own chunk, so /sign-in does not pay for the portal.
      autoCodeSplitting: true,
      routeFileIgnorePattern: '\\.test\\.tsx?$',
    }),
    react(),
    tailwindcss(),
    // Public pages and the portal shell as HTML, written before the PWA plugin lists the precache.
    prerender(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registration is ours (src/client/pwa) so the update waits for the investor's word.
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        id: '/',
        name: 'Nivesh: Mutual Funds',
        short_name: 'Nivesh',
        description: 'Invest in mutual funds: SIP, lumpsum, portfolio and goals.',
        start_url: '/portal',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#ffffff',
        theme_color: '#0f4c81',
        lang: 'en-IN',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // The per-route portal shells differ only in their preload links, useless when every chunk
        // is in this cache: the worker answers any /portal URL with the one generic shell.
        // The CAS reader's worker (pdf.js, ~485 KiB gzip) is fetched when the Import Holdings screen
        // reads a statement, which needs the network to send it anyway: not on every install.
        globIgnores: ['prerendered/portal/**', 'assets/cas-worker-*.js'],
        // recharts chunks are large; still precache them so portfolio charts work offline.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    // every browser the app supports knows <link rel="modulepreload">: the polyfill is bytes in the entry for nothing
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React and TanStack are on every page: one chunk for them instead of a dozen small ones,
        // each paying its own request and headers on the first visit; src/client/libraries.ts
        // (the entry's first import of them) goes with them rather than into a file of its own
        codeSplitting: {
          groups: [
            // React and React DOM apart from TanStack: main.tsx evaluates them in two tasks, not one long one (TBT)
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'framework', test: /node_modules[\\/](@tanstack|use-sync-external-store)[\\/]|src[\\/]client[\\/]libraries\.ts$/ },
            // the spec's small rules and the class-name helpers, used by nearly every screen: one file, not a
            // dozen of a few hundred bytes, each paying ~0.75 KiB of response headers (large rules keep their own)
            {
              name: 'common',
              test: /[\\/]src[\\/](shared[\\/]rules|client[\\/]lib)[\\/]|node_modules[\\/](clsx|class-variance-authority|tailwind-merge)[\\/]/,
              maxModuleSize: 2000,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // files share a worker's module graph: the server and shared code keep no module-wide
          // state between files (caches are keyed by database object); no file mocks modules
          isolate: false,
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts'],
          // many files open an embedded database and migrate it, some seed ten years of demo NAVs:
          // seconds when quiet, several minutes on a 2-core machine shared by many (seen: over
          // 180 s at a load average of 30). Timings are never asserted here; benchmarks measure them.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          // shared too (a fresh jsdom and module graph per file cost 60 s): a file that changes
          // module-wide client state (the API wiring) puts it back in afterAll. Checked with
          // --sequence.shuffle.files over 8 seeds (the leak it fixed showed in 4 of 5 before).
          isolate: false,
          include: ['src/client/**/*.test.{ts,tsx}'],
          // a rendered form driven by user-event takes over vitest's 5 s default on a busy machine
          testTimeout: 30_000,
          setupFiles: ['./tests/setup/client.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // Each file gets its own database; PGlite start-up is CPU-bound, and this machine has 2 cores.
          maxWorkers: 2,
          // a worker keeps its module graph between files, so the migrated PGlite snapshot
          // (tests/api/support/databases.ts) is made once per worker, not once per file: 181 → 62 s
          // on PGlite (2026-11-26). Server caches are keyed by database object, never module-wide.
          isolate: false,
          // a call that waits on the database, and a seed of the demo catalogue (ten years of
          // NAVs), take minutes on a 2-core machine shared by many; timings are never asserted here
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
