import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bankAccounts } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { userFor, type Phase } from '../onboarding/common.ts';

export type BankRow = typeof bankAccounts.$inferSelect;

/**
 * GET /onboarding/delete_bank_details/{id}: removing the default passes the flag to the oldest
 * remaining bank. The profile (phase 'profile') passes `refuse`, which may stop the removal with a
 * message under the same lock (the default, or a bank a mandate or SIP still uses).
 */
export async function deleteBank(
  deps: AppDeps,
  userId: number,
  bankId: number,
  opts: { phase?: Phase; refuse?: (tx: Tx, bank: BankRow) => Promise<void> } = {},
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await userFor(tx, userId, opts.phase ?? 'onboarding', { lock: true });
    const [bank] = await tx
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, bankId), eq(bankAccounts.userId, userId)))
      .limit(1);
    if (!bank) throw refuse('not-found', 'Bank account not found');
    if (opts.refuse) await opts.refuse(tx, bank);
    await tx.delete(bankAccounts).where(eq(bankAccounts.id, bank.id));
    if (!bank.isDefault) return;
    const [next] = await tx.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.userId, userId)).orderBy(asc(bankAccounts.id)).limit(1);
    if (next) await tx.update(bankAccounts).set({ isDefault: true }).where(eq(bankAccounts.id, next.id));
  });
}
