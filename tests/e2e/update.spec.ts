import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * A deploy while an investor has the app open: the new service worker installs and waits, the
 * prompt appears, what was typed stays, and the switch happens only when the investor accepts.
 * This test runs its own server so that it can replace the build under it.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const PORT = 8183;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'nivesh-update-db-'));

function startServer(staticDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', PGLITE_DIR: dataDir, STATIC_DIR: staticDir, SKIP_BUILD: '1', NIVESH_MODE: 'demo' },
    stdio: 'ignore',
  });
}

async function waitHealthy(): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${base}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000 },
    )
    .toBe(200);
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

test('a second build served in place shows the update prompt and switches only after it is accepted', async ({ page }) => {
  test.setTimeout(180_000);
  const first = mkdtempSync(join(tmpdir(), 'nivesh-build-1-'));
  cpSync(join(ROOT, 'dist'), first, { recursive: true });
  let server = startServer(first);
  try {
    await waitHealthy();
    await page.goto(`${base}/sign-in`);
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      const sw = reg.active!;
      if (sw.state !== 'activated') await new Promise<void>((r) => sw.addEventListener('statechange', () => sw.state === 'activated' && r()));
    });
    await page.reload();
    await expect(page.getByText(/Version \d+\.\d+\.\d+/)).toBeVisible();
    await expect(page.getByText('(second-build)')).toHaveCount(0);
    await page.getByLabel('Mobile Number').fill('98765');

    // Deploy: a different build (its own build id) replaces the first one under the same URL.
    const second = mkdtempSync(join(tmpdir(), 'nivesh-build-2-'));
    const built = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', second, '--emptyOutDir'], {
      cwd: ROOT,
      env: { ...process.env, VITE_BUILD_ID: 'second-build' },
      stdio: 'ignore',
    });
    expect(built.status).toBe(0);
    await stop(server);
    server = startServer(second);
    await waitHealthy();

    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const prompt = page.getByRole('dialog', { name: 'A new version of Nivesh is available' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    // Nothing switches by itself: the old version and what was typed are still there.
    await page.waitForTimeout(1_500);
    await expect(page.getByLabel('Mobile Number')).toHaveValue('98765');
    await expect(page.getByText('(second-build)')).toHaveCount(0);

    await prompt.getByRole('button', { name: 'Update now' }).click();
    await expect(page.getByText('(second-build)')).toBeVisible({ timeout: 30_000 });
    await expect(prompt).toHaveCount(0);
  } finally {
    await stop(server);
  }
});
