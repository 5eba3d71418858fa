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
 * And one habit: code and comments say the rule or the reason, never a tracker's issue number,
 * which means nothing to a reader of the repository.
 * Exits 1 with one line per offence.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
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
      if (line.includes('c.json(') && !line.includes('error shape')) problems.push(`${from}:${i + 1}: answers with c.json; use answer(c, call, body) so the contract types the answer`);
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
    if (/^src\/client\/components\/(ui|layout)\//.test(from) && theirs) problems.push(`${from}: imports ${spec} (components/ui and components/layout never import a feature)`);
    if (toRel === 'src/server/lib/http-error.ts' && !/^src\/server\/(middleware|routes)\//.test(from)) problems.push(`${from}: imports ${spec} (refuse with lib/refusal.ts; only middleware/errors.ts decides HTTP statuses)`);
    if (from.startsWith('src/server/db/') && /^src\/server\/(services|jobs|routes|demo)\//.test(toRel)) problems.push(`${from}: imports ${spec} (db/ holds schema, migrations and masters; it does not depend on business logic)`);
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
      if (to && rel(to).startsWith('src/server/db/')) problems.push(`${from}: imports ${m[1] ?? m[2]} (a route reaches the database through a service or an adapter)`);
    }
  }
}
// ── end: routes are lists of contract calls ─────────────────────────────────────────────────────

if (problems.length) {
  console.error(`✖ import boundaries:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('✓ import boundaries hold');
