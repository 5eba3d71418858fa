import { and, eq, ne } from 'drizzle-orm';
import { bankAccounts } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { userFor, type Phase } from '../onboarding/common.ts';

/** GET /onboarding/make_bank_details/{id}: this bank becomes the only default (spec 1 §4); the profile's call too (phase 'profile'). */
export async function makeDefaultBank(deps: AppDeps, userId: number, bankId: number, opts: { phase?: Phase } = {}): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await userFor(tx, userId, opts.phase ?? 'onboarding', { lock: true });
    const [bank] = await tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, bankId), eq(bankAccounts.userId, userId)))
      .limit(1);
    if (!bank) throw refuse('not-found', 'Bank account not found');
    // the old default is cleared first: the partial unique index allows one default per investor
    await tx
      .update(bankAccounts)
      .set({ isDefault: false })
      .where(and(eq(bankAccounts.userId, userId), ne(bankAccounts.id, bankId)));
    await tx.update(bankAccounts).set({ isDefault: true }).where(eq(bankAccounts.id, bankId));
  });
}
