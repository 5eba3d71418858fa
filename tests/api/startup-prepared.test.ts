import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { prepare } from '../../src/server/main.ts';
import { preparedBy } from '../../src/server/db/startup-marks.ts';
import { masters } from '../../src/server/db/schema.ts';

/**
 * A warm start of the same server build skips migrations, masters and the one-time seeds: the
 * database remembers which build prepared it. A new build, a start from the sources (no build
 * id) or another mode prepares in full again.
 */
const dir = mkdtempSync(join(tmpdir(), 'nivesh-prepared-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const config = () =>
  loadConfig({
    NIVESH_MODE: 'production',
    NIVESH_SECRET: 'a'.repeat(64),
    FIELD_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    PGLITE_DIR: join(dir, 'pglite'),
    // no mail or SMS gateway here: the printed outbox, accepted deliberately
    OTP_DELIVERY: 'outbox',
    ALLOW_DEV_OUTBOX: '1',
  });

async function start(buildId?: string): Promise<{ phases: string[]; mark: string | null; masterRows: number }> {
  const phases: string[] = [];
  const deps = await prepare(config(), { phase: (text) => phases.push(text), count: () => {} }, buildId === undefined ? {} : { buildId });
  try {
    return { phases, mark: await preparedBy(deps.db), masterRows: (await deps.db.select().from(masters)).length };
  } finally {
    await deps.database.close();
  }
}

describe('start-up of a database this build already prepared', () => {
  it('prepares in full once, skips it on the next start of the same build, and again prepares for a new build', async () => {
    const first = await start('build-a');
    expect(first.phases).toContain('Migrating the database');
    expect(first.phases).toContain('Loading masters');
    expect(first.mark).toBe('build-a production');
    expect(first.masterRows).toBeGreaterThan(0);

    const warm = await start('build-a');
    expect(warm.phases).toContain('Database already prepared by this build of the server');
    expect(warm.phases).not.toContain('Migrating the database');
    expect(warm.phases).not.toContain('Loading masters');
    expect(warm.masterRows).toBe(first.masterRows);

    const next = await start('build-b');
    expect(next.phases).toContain('Migrating the database');
    expect(next.mark).toBe('build-b production');

    // from the sources: no build id, always in full, and the mark is left as it was
    const fromSources = await start();
    expect(fromSources.phases).toContain('Migrating the database');
    expect(fromSources.mark).toBe('build-b production');
  });
});
