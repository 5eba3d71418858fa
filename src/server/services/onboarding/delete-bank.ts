import { and, asc, eq } from 'drizzle-orm';
import { bankAccounts } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { HttpError } from '../../lib/http-error.ts';
import { editableUser } from './common.ts';

/** GET /onboarding/delete_bank_details/{id}: removing the default passes the flag to the oldest remaining bank. */
export async function deleteBank(deps: AppDeps, userId: number, bankId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await editableUser(tx, userId, { lock: true });
    const [gone] = await tx.delete(bankAccounts).where(and(eq(bankAccounts.id, bankId), eq(bankAccounts.userId, userId))).returning();
    if (!gone) throw new HttpError(404, 'Bank account not found');
    if (!gone.isDefault) return;
    const [next] = await tx.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.userId, userId)).orderBy(asc(bankAccounts.id)).limit(1);
    if (next) await tx.update(bankAccounts).set({ isDefault: true }).where(eq(bankAccounts.id, next.id));
  });
}
