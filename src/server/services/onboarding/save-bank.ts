import { and, eq } from 'drizzle-orm';
import { MAX_BANKS, PAGE_NO, positionAfter } from '@shared/contract/onboarding.ts';
import { BANK_MESSAGES, validateBankDetails } from '@shared/rules/bank-account.ts';
import { isValidPersonName } from '@shared/rules/name.ts';
import { ONBOARDING_MESSAGES } from '@shared/rules/onboarding-forms.ts';
import { bankAccounts } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { badRequest } from '../../lib/http-error.ts';
import { lookupIfsc } from './bank-lookup.ts';
import { advancePage, editableUser, isUniqueViolation, requirePan } from './common.ts';
import { allKnown } from './master-lookup.ts';

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

/**
 * POST /onboarding/bank-details: adds a bank. The bank name comes from the IFSC, the branch from
 * the directory or, when it does not know the branch, from what the investor typed. The first
 * bank is the default; a new default takes the flag from the old one (one default at a time).
 */
export async function saveBank(deps: AppDeps, userId: number, body: BankInput): Promise<void> {
  requirePan(await editableUser(deps.db, userId));
  const form = { accountHolderName: body.AccountHolder.trim(), accountNumber: body.ACNo.trim(), accountType: String(body.ACType), ifsc: body.IFSCCode.trim().toUpperCase() };
  const problem = validateBankDetails(form);
  if (problem) throw badRequest(problem);
  if (!isValidPersonName(form.accountHolderName)) throw badRequest(ONBOARDING_MESSAGES.invalidName);
  if (!(await allKnown(deps.db, [['BankAccountType', body.ACType]]))) throw badRequest(BANK_MESSAGES.fillAll);
  const info = await lookupIfsc(deps, form.ifsc);
  const branch = info.branch ?? body.BranchName?.trim() ?? '';
  if (branch === '') throw badRequest(BANK_MESSAGES.fillAll);

  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      await editableUser(tx, userId, { lock: true });
      const existing = await tx.select().from(bankAccounts).where(eq(bankAccounts.userId, userId));
      if (existing.some((b) => b.ifsc === info.ifsc && b.accountNumber === form.accountNumber)) throw badRequest(BANK_SAVE_MESSAGES.duplicate);
      if (existing.length >= MAX_BANKS) throw badRequest(BANK_SAVE_MESSAGES.tooMany);
      const isDefault = existing.length === 0 || body.DefaultFlag === 'Y';
      if (isDefault) await tx.update(bankAccounts).set({ isDefault: false }).where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.isDefault, true)));
      await tx.insert(bankAccounts).values({
        userId,
        accountHolder: form.accountHolderName,
        accountNumber: form.accountNumber,
        accountType: body.ACType,
        ifsc: info.ifsc,
        bankName: info.bank,
        branchName: branch,
        micr: info.micr,
        isDefault,
        createdAt: now,
      });
      await advancePage(tx, userId, positionAfter(PAGE_NO.bank));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(BANK_SAVE_MESSAGES.duplicate);
    throw err;
  }
}
