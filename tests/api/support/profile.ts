import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_VERSION } from '../../../src/shared/contract/common.ts';
import { seedRiskQuestionnaire } from '../../../src/server/demo/risk-questionnaire.ts';
import { checkAgainstContract, createTestApp, type TestApp } from './harness.ts';
import { completeSteps, investor } from './onboarding.ts';

/** Profile API tests: uploads in a temporary folder, the demo questionnaire, and a chosen mandate approval delay. */
export async function createProfileApp(opts: { approvalMinutes?: number; start?: string } = {}): Promise<TestApp> {
  const uploadDir = mkdtempSync(join(tmpdir(), 'nivesh-profile-uploads-'));
  const t = await createTestApp({
    ...(opts.start ? { start: opts.start } : {}),
    config: {
      storage: { kind: 'local', uploadDir, s3: null },
      demoMandateApprovalMinutes: opts.approvalMinutes ?? 0,
      session: { idleMinutes: 10_000_000, absoluteHours: 1_000_000 },
    },
  });
  await seedRiskQuestionnaire(t.deps.db);
  const close = t.close;
  return Object.assign(t, {
    close: async () => {
      await close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  });
}

/**
 * An investor onboarded through the real onboarding calls (nine steps and submit-details, so
 * registered with the simulated exchange), named Ravi Kumar, with one default bank
 * (HDFC0000001, 001234567890) and one nominee at 100 %.
 */
export async function onboarded(t: TestApp) {
  const inv = await investor(t);
  const { pan, email } = await completeSteps(t, inv, 'signature');
  const done = await inv.call('GET', '/submit-details');
  if (done.status !== 200) throw new Error(`submit failed: ${JSON.stringify(done.body)}`);
  const profile = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.call(method, `/api/profile${path}`, body, { token: inv.token, ...headers });
  return { ...inv, pan, email, userId: done.body.user_details.ID as string, profile };
}
export type Onboarded = Awaited<ReturnType<typeof onboarded>>;

/** A multipart upload to a profile call (field `file`). */
export async function profileUpload(t: TestApp, token: string, path: string, bytes: Uint8Array, name: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  const res = await t.app.request(`/api/profile${path}`, {
    method: 'POST',
    headers: { Version: API_VERSION, token, 'X-Forwarded-For': '10.9.0.2' },
    body: form,
  });
  const body = (await res.json()) as any;
  checkAgainstContract('POST', `/api/profile${path}`, res, body);
  return { status: res.status, body };
}
