import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { editableUser } from './common.ts';

/** POST /onboarding/skip (ours): SKIP REGISTRATION's screen, kept on the server so it survives sign-out. */
export async function recordSkipped(deps: AppDeps, userId: number, path: string): Promise<{ skipped: string }> {
  await editableUser(deps.db, userId);
  await deps.db.update(users).set({ skippedPath: path }).where(eq(users.id, userId));
  return { skipped: path };
}
