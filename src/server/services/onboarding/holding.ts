import { eq } from 'drizzle-orm';
import { MODE_OF_HOLDING, PAGE_NO, positionAfter } from '@shared/contract/onboarding.ts';
import { jointHolders } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { advancePage, editableUser, requirePan, upsertProfile } from './common.ts';

export const HOLDING_MESSAGES = {
  // Not in the spec: how the holders step explains an inconsistent choice.
  addJointHolder: 'Please add a joint holder',
  removeJointHolders: 'Please delete the joint holders for single holding',
} as const;

/** Step 4 (page_no 4): SAVE & PROCEED on other holders; the mode of holding must match the saved holders. */
export async function saveHolding(deps: AppDeps, userId: number, mode: 1 | 2 | 3): Promise<void> {
  requirePan(await editableUser(deps.db, userId));
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await editableUser(tx, userId, { lock: true });
    const holders = await tx.select({ id: jointHolders.id }).from(jointHolders).where(eq(jointHolders.userId, userId));
    if (mode === MODE_OF_HOLDING.single && holders.length > 0) throw refuse('invalid', HOLDING_MESSAGES.removeJointHolders);
    if (mode !== MODE_OF_HOLDING.single && holders.length === 0) throw refuse('invalid', HOLDING_MESSAGES.addJointHolder);
    await upsertProfile(tx, userId, now, { modeOfHolding: mode });
    await advancePage(tx, userId, positionAfter(PAGE_NO.holders));
  });
}
