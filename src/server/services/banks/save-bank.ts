import { and, eq } from 'drizzle-orm';
import { MAX_BANKS } from '@shared/contract/banks.ts';
import { PAGE_NO, positionAfter } from '@shared/contract/onboarding.ts';
import { BANK_MESSAGES, validateBankDetails } from '@shared/rules/banks/bank-account.ts';
import { isValidPersonName } from '@shared/rules/onboarding/name.ts';
import { ONBOARDING_MESSAGES } from '@shared/rules/onboarding/onboarding-forms.ts';
import { bankAccounts } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { lookupIfsc } from './bank-lookup.ts';
import { advancePage, isUniqueViolation, requirePan, userFor, type Phase } from '../onboarding/common.ts';
import { accountColumns } from './account-number.ts';
import type { Tx } from '../../db/client.ts';
import { allKnown } from '../onboarding/master-lookup.ts';

export const BANK_SAVE_MESSAGES = {
  // Not in the spec: BSE StAR MF keeps at most five bank accounts per client.
  tooMany: `Maximum ${MAX_BANKS} bank accounts are allowed`,
  duplicate: 'This bank account is already added',
} as const;

export interface BankInput {
  AccountHolder: string;
  ACNo: string;
  ACType: number;
  IFSCCode: string;
  BranchName?: string;
  DefaultFlag?: 'Y' | 'N';
}

export interface BankSaveOptions {
  /** onboarding (the wizard's step, the default) or profile (an onboarded investor adds a bank) */
  phase?: Phase;
  /** profile: what the bank verification found */
  isVerified?: boolean;
  /** profile: more work in the same transaction once the row exists (attaching the proof) */
  inTransaction?: (tx: Tx, bankId: number) => Promise<void>;
}

/**
 * POST /onboarding/bank-details: adds a bank. The bank name comes from the IFSC, the branch from
 * the directory or, when it does not know the branch, from what the investor typed. The first
 * bank is the default; a new default takes the flag from the old one (one default at a time).
 * The number is stored encrypted (banks/account-number.ts). The profile's add-bank call uses the
 * same rules with `phase: 'profile'` (no wizard position to move).
 */
export async function saveBank(deps: AppDeps, userId: number, body: BankInput, opts: BankSaveOptions = {}): Promise<number> {
  const phase = opts.phase ?? 'onboarding';
  requirePan(await userFor(deps.db, userId, phase));
  const form = {
    accountHolderName: body.AccountHolder.trim(),
    accountNumber: body.ACNo.trim(),
    accountType: String(body.ACType),
    ifsc: body.IFSCCode.trim().toUpperCase(),
  };
  const problem = validateBankDetails(form);
  if (problem) throw refuse('invalid', problem);
  if (!isValidPersonName(form.accountHolderName)) throw refuse('invalid', ONBOARDING_MESSAGES.invalidName);
  if (!(await allKnown(deps.db, [['BankAccountType', body.ACType]]))) throw refuse('invalid', BANK_MESSAGES.fillAll);
  const info = await lookupIfsc(deps, form.ifsc);
  const branch = info.branch ?? body.BranchName?.trim() ?? '';
  if (branch === '') throw refuse('invalid', BANK_MESSAGES.branchMissing);

  const now = deps.clock.now();
  const number = accountColumns(deps.config, info.ifsc, form.accountNumber);
  try {
    return await deps.db.transaction(async (tx) => {
      await userFor(tx, userId, phase, { lock: true });
      const existing = await tx.select().from(bankAccounts).where(eq(bankAccounts.userId, userId));
      if (existing.some((b) => b.accountFingerprint === number.accountFingerprint)) throw refuse('invalid', BANK_SAVE_MESSAGES.duplicate);
      if (existing.length >= MAX_BANKS) throw refuse('invalid', BANK_SAVE_MESSAGES.tooMany);
      const isDefault = existing.length === 0 || body.DefaultFlag === 'Y';
      if (isDefault)
        await tx
          .update(bankAccounts)
          .set({ isDefault: false })
          .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.isDefault, true)));
      const [row] = await tx
        .insert(bankAccounts)
        .values({
          userId,
          accountHolder: form.accountHolderName,
          ...number,
          accountType: body.ACType,
          ifsc: info.ifsc,
          bankName: info.bank,
          branchName: branch,
          micr: info.micr,
          isDefault,
          isVerified: opts.isVerified ?? false,
          createdAt: now,
        })
        .returning({ id: bankAccounts.id });
      if (phase === 'onboarding') await advancePage(tx, userId, positionAfter(PAGE_NO.bank));
      if (opts.inTransaction) await opts.inTransaction(tx, row!.id);
      return row!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw refuse('invalid', BANK_SAVE_MESSAGES.duplicate);
    throw err;
  }
}
