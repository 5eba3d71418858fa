/**
 * Import boundaries that oxlint's patterns cannot say by folder name alone, checked for every
 * folder by pattern so a new feature gets the rule without editing a config:
 * - a client feature (src/client/features/<x>/) never imports another feature; a route composes them;
 * - src/client/components/{ui,layout} never import a feature;
 * - src/server/db/ (schema, migrations, masters) never imports services, jobs, routes or demo;
 * - only the protocol's guards (src/server/middleware/, src/server/routes/) import lib/http-error.ts:
 *   services and the rest refuse with a domain Refusal (lib/refusal.ts), whose kind
 *   middleware/errors.ts alone turns into an HTTP status;
 * - a route answers through `answer(c, call, body)` (typed by the call's contract), never a bare
 *   `c.json(` (a line may opt out with the comment `error shape`, for error envelopes);
 * - a route file mounts calls only through `handle(call, fn)` and imports nothing of db/ (the
 *   block "routes are lists of contract calls" below).
 * - every contract file, route file, services folder and client feature is named after a domain
 *   in the block "one name per domain" below, so one domain has one name in every layer.
 * And one habit: code and comments say the rule or the reason, never a tracker's issue number,
 * which means nothing to a reader of the repository.
 * Exits 1 with one line per offence.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function walk(dir: string, out: string[] = [], ext = /\.(ts|tsx)$/): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out, ext);
    else if (ext.test(name)) out.push(p);
  }
  return out;
}

/** The import's target as a repository path, or null for a package. */
function target(file: string, spec: string): string | null {
  if (spec.startsWith('@client/')) return join(root, 'src/client', spec.slice(8));
  if (spec.startsWith('@server/')) return join(root, 'src/server', spec.slice(8));
  if (spec.startsWith('@shared/')) return join(root, 'src/shared', spec.slice(8));
  if (spec.startsWith('.')) return resolve(dirname(file), spec);
  return null;
}

const rel = (p: string) => relative(root, p).split(sep).join('/');
const featureOf = (p: string) => /^src\/client\/features\/([^/]+)\//.exec(rel(p))?.[1] ?? null;

const problems: string[] = [];
for (const file of walk(join(root, 'src'))) {
  const from = rel(file);
  const text = readFileSync(file, 'utf8');
  if (from.startsWith('src/server/routes/')) {
    text.split('\n').forEach((line, i) => {
      if (line.includes('c.json(') && !line.includes('error shape'))
        problems.push(`${from}:${i + 1}: answers with c.json; use answer(c, call, body) so the contract types the answer`);
    });
  }
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2]!;
    const to = target(file, spec);
    if (!to) continue;
    const toRel = rel(to);
    const own = featureOf(file);
    const theirs = featureOf(to);
    if (own && theirs && own !== theirs) problems.push(`${from}: imports ${spec} (feature ${own} → feature ${theirs}; a route composes features)`);
    if (/^src\/client\/components\/(ui|layout)\//.test(from) && theirs)
      problems.push(`${from}: imports ${spec} (components/ui and components/layout never import a feature)`);
    if (toRel === 'src/server/lib/http-error.ts' && !/^src\/server\/(middleware|routes)\//.test(from))
      problems.push(`${from}: imports ${spec} (refuse with lib/refusal.ts; only middleware/errors.ts decides HTTP statuses)`);
    if (from.startsWith('src/server/db/') && /^src\/server\/(services|jobs|routes|demo)\//.test(toRel))
      problems.push(`${from}: imports ${spec} (db/ holds schema, migrations and masters; it does not depend on business logic)`);
  }
}

// migrations are history, as written when they were made
const ISSUE_NUMBER = /\b[Ii]ssues? #?\d+/;
const sources = [...['src', 'sw', 'tests'].flatMap((d) => walk(join(root, d), [], /\.(ts|tsx|mjs|css)$/)), join(root, 'vite.config.ts')];
for (const file of sources) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (ISSUE_NUMBER.test(line)) problems.push(`${rel(file)}:${i + 1}: names an issue number; say the rule or the reason instead`);
    });
}

// ── Routes are lists of contract calls ──────────────────────────────────────────────────────────
// A route file (src/server/routes/) is a list of `handle(call, fn)`: the contract entry gives the
// method and path, so no route file mounts a path of its own (no `new Hono`, no `.get('/…')`,
// `.on('POST', '/…')`, `.route('/…')`), except handle.ts, which mounts each call by its entry (and its test).
// And a route reaches the database only through services and adapters: it imports nothing of db/.
{
  const MOUNT = /\bnew Hono\b|\.(?:get|post|put|patch|delete|all|use|route|basePath)\(\s*['"`]\/|\.on\(\s*(?:['"`][A-Z]+['"`]|\[[^\]]*\])\s*,\s*['"`]\//g;
  for (const file of walk(join(root, 'src/server/routes'))) {
    const from = rel(file);
    const text = readFileSync(file, 'utf8');
    if (from !== 'src/server/routes/handle.ts' && !from.endsWith('.test.ts')) {
      for (const m of text.matchAll(MOUNT)) {
        const line = text.slice(0, m.index).split('\n').length;
        problems.push(`${from}:${line}: mounts a path of its own (${m[0].trim()}); list the call as handle(call, fn) from its contract entry`);
      }
    }
    for (const m of text.matchAll(IMPORT)) {
      const to = target(file, m[1] ?? m[2]!);
      if (to && rel(to).startsWith('src/server/db/'))
        problems.push(`${from}: imports ${m[1] ?? m[2]} (a route reaches the database through a service or an adapter)`);
    }
  }
}
// ── end: routes are lists of contract calls ─────────────────────────────────────────────────────

// ── One name per domain ─────────────────────────────────────────────────────────────────────────
// A domain has one name in every layer, the spec's word (its API prefix where it has one): the
// contract (src/shared/contract/<name>.ts), the route list (src/server/routes/<name>.ts), the
// services (src/server/services/<name>/) and the client feature (src/client/features/<name>/).
// Every such file and folder is named from this list: a domain, or a named part of one (a call
// group with a file of its own, e.g. the transaction history in /profile), or one of the few
// technical files of a layer. A new domain is added here, and to the Domains table in
// docs/contributing.md; a second word for a known domain (services/orders/ beside
// features/transactions/) is refused.
{
  const DOMAINS: ReadonlyArray<{ name: string; prefix: string; parts?: readonly string[] }> = [
    { name: 'auth', prefix: '/signup /login /logout' },
    { name: 'onboarding', prefix: '/onboarding', parts: ['masters'] },
    { name: 'banks', prefix: '/onboarding /profile' },
    { name: 'mandates', prefix: '/profile' },
    { name: 'profile', prefix: '/profile /risk-analysis /contact-change', parts: ['user', 'risk', 'contact-report'] },
    { name: 'passkeys', prefix: '/passkey' },
    // the services' security/ (signed-in devices, sign-out) is the sessions domain under a second name, kept for now
    { name: 'sessions', prefix: '/profile', parts: ['security'] },
    { name: 'family', prefix: '/profile /portfolio /reports' },
    { name: 'schemes', prefix: '/schemes /transaction', parts: ['scheme-info'] },
    { name: 'transactions', prefix: '/transaction /profile /exchange', parts: ['history', 'exchange-return', 'reconciliation'] },
    { name: 'registrations', prefix: '/transaction' },
    {
      name: 'portfolio',
      prefix: '/dashboard /portfolio',
      parts: ['holding-source', 'cas', 'cas-import', 'portfolio-harvest', 'harvest', 'alternatives'],
    },
    { name: 'ideas', prefix: '/ideas' },
    { name: 'goals', prefix: '/goals' },
    { name: 'other-products', prefix: '/other_products' },
    { name: 'reports', prefix: '/reports' },
    { name: 'faqs', prefix: '/faqs' },
    { name: 'support', prefix: '/profile /content' },
    { name: 'notifications', prefix: '/notification' },
    { name: 'content', prefix: '/content', parts: ['insights'] },
    { name: 'files', prefix: '/files' },
    { name: 'health', prefix: '/health' },
    { name: 'dev', prefix: '/dev' },
  ];
  // files of a layer that hold no domain: how calls are declared and mounted
  const TECHNICAL: Record<string, readonly string[]> = {
    'src/shared/contract': ['common', 'links', 'registry'],
    'src/server/routes': ['handle', 'params', 'uploads'],
    'src/server/services': [],
    'src/client/features': [],
  };
  // words retired for a domain's name, with the name to use instead
  const RETIRED: Record<string, string> = {
    orders: 'transactions',
    catalogue: 'schemes',
    invest: 'goals, ideas or schemes',
    help: 'faqs, support, notifications or content',
  };
  const named = new Set(DOMAINS.flatMap((d) => [d.name, ...(d.parts ?? [])]));
  const used = new Set<string>();
  for (const [layer, technical] of Object.entries(TECHNICAL)) {
    const folders = layer === 'src/server/services' || layer === 'src/client/features';
    for (const entry of readdirSync(join(root, layer))) {
      const isDir = statSync(join(root, layer, entry)).isDirectory();
      // a folder with no source in it (left behind by a move) names nothing
      if (folders !== isDir || (isDir && walk(join(root, layer, entry)).length === 0)) continue;
      const name = folders ? entry : entry.replace(/(\.test)?\.tsx?$/, '');
      used.add(name);
      if (named.has(name) || technical.includes(name)) continue;
      const instead = RETIRED[name] ? `; the domain's name is ${RETIRED[name]}` : '';
      problems.push(
        `${layer}/${entry}${folders ? '/' : ''}: "${name}" is not a domain's name${instead} (name it after its domain, in the spec's words; a new domain goes into DOMAINS in tests/lint/boundaries.ts and the Domains table of docs/contributing.md)`,
      );
    }
  }
  for (const name of named) {
    if (!used.has(name))
      problems.push(`tests/lint/boundaries.ts: DOMAINS lists "${name}", which no contract, route, services folder or feature uses; remove it`);
  }
}
// ── end: one name per domain ────────────────────────────────────────────────────────────────────

// ── Import circles and the lib/ layer ───────────────────────────────────────────────────────────
// Within src/server and src/shared no module reaches itself through its imports, type-only
// imports included: a circle closed only by a type still ties two modules into one (neither can be
// read, moved or tested alone), and it turns into a load-order bug the day a value crosses it.
// The shared type goes to the module both depend on. And src/server/lib/ (helpers every layer
// uses) never imports src/server/services/: a helper that needs a service is part of that service.
{
  const ANY_IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  const resolveFile = (p: string): string | null => {
    for (const c of [p, `${p}.ts`, `${p}.tsx`, join(p, 'index.ts')]) {
      try {
        if (statSync(c).isFile()) return c;
      } catch {
        // not this spelling
      }
    }
    return null;
  };
  const graph = new Map<string, string[]>();
  for (const file of [...walk(join(root, 'src/server')), ...walk(join(root, 'src/shared'))]) {
    const from = rel(file);
    const edges: string[] = [];
    for (const m of readFileSync(file, 'utf8').matchAll(ANY_IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3] ?? '';
      const to = target(file, spec);
      const found = to && resolveFile(to);
      if (!found) continue;
      const toRel = rel(found);
      if (/^src\/(server|shared)\//.test(toRel)) edges.push(toRel);
      if (from.startsWith('src/server/lib/') && !/\.test\.tsx?$/.test(from) && toRel.startsWith('src/server/services/')) {
        problems.push(
          `${from}: imports ${spec} (lib/ is what every layer uses and never depends on a service; move the shared part into lib/ or the helper into the service)`,
        );
      }
    }
    graph.set(from, edges);
  }
  // Tarjan's strongly connected components: every group of two or more modules is a circle
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    for (let w = stack.pop(); w !== undefined; w = stack.pop()) {
      onStack.delete(w);
      group.push(w);
      if (w === v) break;
    }
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) circles.push(group);
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  for (const group of circles) {
    // one concrete path around the circle (breadth-first from its first module back to itself)
    const members = new Set(group);
    const start = [...members].sort()[0] ?? '';
    const cameFrom = new Map<string, string>();
    const queue = [start];
    let path: string[] = [start];
    for (let i = 0; i < queue.length; i++) {
      const v = queue[i] ?? '';
      const through = (graph.get(v) ?? []).filter((w) => members.has(w));
      if (through.includes(start)) {
        path = [start];
        for (let w: string | undefined = v; w !== undefined && w !== start; w = cameFrom.get(w)) path.splice(1, 0, w);
        break;
      }
      for (const w of through) {
        if (cameFrom.has(w) || w === start) continue;
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
    problems.push(`${start}: import circle ${[...path, start].join(' → ')} (type-only imports count: move the shared type to a module both can import)`);
  }
}

// ── Non-null assertions: a counted baseline that only goes down ─────────────────────────────────
// `x!` tells the compiler "trust me" where a guard, a narrower type or a refusal would say what
// happens when the value is absent. Product code in src/server and src/shared held 399 of them
// when this check came, too many to forbid at once, so each file may hold at most the number
// recorded in non-null-baseline.json (a file not listed: none). Tests are not counted: a test's
// `rows[0]!` fails loudly, which is what a test wants. oxlint finds them (its parser, so `!==`
// and `!x` are never counted); when a file has fewer than recorded, the baseline must be lowered
// with `npx tsx tests/lint/boundaries.ts --lower-non-null-baseline`, so a removed one cannot
// come back unseen. The baseline can be lowered that way, never raised.
{
  const baselineFile = join(root, 'tests/lint/non-null-baseline.json');
  const baseline = JSON.parse(readFileSync(baselineFile, 'utf8')) as Record<string, number>;
  const oxlint = join(root, 'node_modules/oxlint/bin/oxlint');
  const run = spawnSync(process.execPath, [oxlint, '-A', 'all', '-D', 'typescript/no-non-null-assertion', '--format', 'json', 'src/server', 'src/shared'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const found = run.stdout ? (JSON.parse(run.stdout) as { diagnostics?: { filename: string; code: string }[] }).diagnostics : undefined;
  if (!found) problems.push(`tests/lint/boundaries.ts: oxlint did not report non-null assertions (${run.stderr || run.error?.message || 'no output'})`);
  else {
    const counts: Record<string, number> = {};
    for (const d of found) {
      if (!d.code.includes('no-non-null-assertion')) continue;
      const file = d.filename.split(sep).join('/');
      if (!/\.test\.tsx?$/.test(file)) counts[file] = (counts[file] ?? 0) + 1;
    }
    const lower = process.argv.includes('--lower-non-null-baseline');
    const next: Record<string, number> = {};
    for (const file of new Set([...Object.keys(baseline), ...Object.keys(counts)])) {
      const have = counts[file] ?? 0;
      const allowed = baseline[file] ?? 0;
      if (have > allowed)
        problems.push(`${file}: ${have} non-null assertions (!), at most ${allowed} allowed; narrow the value with a guard or a type that says it is there`);
      else if (have < allowed && !lower)
        problems.push(
          `${file}: ${have} non-null assertions (!), fewer than the ${allowed} recorded: lower the baseline with npx tsx tests/lint/boundaries.ts --lower-non-null-baseline`,
        );
      if (have > 0) next[file] = Math.min(have, allowed);
    }
    if (lower) {
      const sorted = Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b)));
      writeFileSync(baselineFile, `${JSON.stringify(sorted, null, 2)}\n`);
      console.log(`non-null baseline: ${Object.values(sorted).reduce((a, b) => a + b, 0)} in ${Object.keys(sorted).length} files`);
    }
  }
}

if (problems.length) {
  console.error(`✖ import boundaries:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('✓ import boundaries hold');
