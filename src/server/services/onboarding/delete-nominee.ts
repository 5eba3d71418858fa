import { and, eq } from 'drizzle-orm';
import { nominees } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { editableUser } from './common.ts';

/** GET /onboarding/delete_nominee_details/{id}: the freed percentage can be given out again. */
export async function deleteNominee(deps: AppDeps, userId: number, nomineeId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await editableUser(tx, userId, { lock: true });
    const [gone] = await tx
      .delete(nominees)
      .where(and(eq(nominees.id, nomineeId), eq(nominees.userId, userId)))
      .returning({ id: nominees.id });
    if (!gone) throw refuse('not-found', 'Nominee not found');
  });
}
