import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';
import {
  E2E_OTP_IP_SENDS_PER_HOUR,
  E2E_OTP_IP_VERIFIES_PER_15_MIN,
  E2E_OTP_RESEND_SECONDS,
  E2E_OTP_SENDS_PER_15_MIN,
  E2E_OTP_TRANSACTION_SENDS_PER_15_MIN,
  E2E_RATE_LIMIT_IDENTIFIER_PER_15_MIN,
  E2E_RATE_LIMIT_IP_PER_15_MIN,
} from './support/limits.ts';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);

// A fresh embedded database per run: the suite signs up new numbers and signs in the demo investor.
const dataDir = mkdtempSync(join(tmpdir(), 'nivesh-e2e-db-'));
// the demo secret file (and other local state) of this run, outside the repository
const stateDir = mkdtempSync(join(tmpdir(), 'nivesh-e2e-state-'));

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // a click on something that never becomes clickable (hidden, covered) fails in seconds rather
    // than holding the suite until the test's own timeout (ten minutes for some serial specs)
    actionTimeout: 20_000,
    navigationTimeout: 60_000,
    serviceWorkers: 'allow',
  },
  webServer: {
    command: 'node --import tsx src/server/cli/start.ts',
    cwd: join(import.meta.dirname, '..', '..'),
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    // a loaded machine (several engineers, two cores) seeds the demo catalogue slowly
    timeout: 300_000,
    reuseExistingServer: false,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PGLITE_DIR: dataDir,
      DATA_DIR: stateDir,
      NIVESH_MODE: 'demo',
      SKIP_BUILD: '1',
      OTP_SENDS_PER_15_MIN: String(E2E_OTP_SENDS_PER_15_MIN),
      OTP_TRANSACTION_SENDS_PER_15_MIN: String(E2E_OTP_TRANSACTION_SENDS_PER_15_MIN),
      OTP_RESEND_SECONDS: String(E2E_OTP_RESEND_SECONDS),
      OTP_IP_SENDS_PER_HOUR: String(E2E_OTP_IP_SENDS_PER_HOUR),
      OTP_IP_VERIFIES_PER_15_MIN: String(E2E_OTP_IP_VERIFIES_PER_15_MIN),
      RATE_LIMIT_IP_PER_15_MIN: String(E2E_RATE_LIMIT_IP_PER_15_MIN),
      RATE_LIMIT_IDENTIFIER_PER_15_MIN: String(E2E_RATE_LIMIT_IDENTIFIER_PER_15_MIN),
      // the simulated bank approves an authorised mandate at once (the API suite tests the delay)
      DEMO_MANDATE_APPROVAL_MINUTES: '0',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
