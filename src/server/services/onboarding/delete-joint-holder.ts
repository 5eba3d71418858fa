import { and, asc, eq, gt } from 'drizzle-orm';
import { MODE_OF_HOLDING } from '@shared/contract/onboarding.ts';
import { jointHolders, onboardingDocuments } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { editableUser, upsertProfile } from './common.ts';

/**
 * GET /onboarding/delete_jh_details/{id}. Holders are numbered by their order (JH_sign1, JH_sign2):
 * the deleted holder's signature goes, later holders' signatures move up one place, and with no
 * holder left the holding is single again.
 */
export async function deleteJointHolder(deps: AppDeps, userId: number, holderId: number): Promise<string[]> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await editableUser(tx, userId, { lock: true });
    const holders = await tx.select({ id: jointHolders.id }).from(jointHolders).where(eq(jointHolders.userId, userId)).orderBy(asc(jointHolders.id));
    const position = holders.findIndex((h) => h.id === holderId) + 1;
    if (position === 0) throw refuse('not-found', 'Joint holder not found');
    await tx.delete(jointHolders).where(eq(jointHolders.id, holderId));
    const signs = and(eq(onboardingDocuments.userId, userId), eq(onboardingDocuments.kind, 'jh_sign'));
    const removed = await tx
      .delete(onboardingDocuments)
      .where(and(signs, eq(onboardingDocuments.holderNo, position)))
      .returning();
    const later = await tx
      .select()
      .from(onboardingDocuments)
      .where(and(signs, gt(onboardingDocuments.holderNo, position)))
      .orderBy(asc(onboardingDocuments.holderNo));
    for (const d of later)
      await tx
        .update(onboardingDocuments)
        .set({ holderNo: d.holderNo - 1 })
        .where(eq(onboardingDocuments.id, d.id));
    if (holders.length === 1) await upsertProfile(tx, userId, now, { modeOfHolding: MODE_OF_HOLDING.single });
    // the caller removes the files once the rows are gone
    return removed.map((d) => d.storageKey);
  });
}
