import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AddBankBody, ProfileBank } from '@shared/contract/banks.ts';
import { PROFILE_MESSAGES as M } from '@shared/contract/profile.ts';
import { BANK_MESSAGES, validateBankDetails } from '@shared/rules/banks/bank-account.ts';
import { namesMatch } from '@shared/rules/onboarding/name-match.ts';
import type { Tx } from '../../db/client.ts';
import { bankAccounts, mandates, onboardingDocuments, registrations } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { lookupIfsc } from './bank-lookup.ts';
import { userFor } from '../onboarding/common.ts';
import { deleteBank, type BankRow } from './delete-bank.ts';
import { signedFileUrl } from '../onboarding/file-urls.ts';
import { makeDefaultBank } from './make-default-bank.ts';
import { saveBank } from './save-bank.ts';
import { removeStored } from '../onboarding/upload-document.ts';
import { attachUpload, pendingUpload } from '../profile/uploads.ts';
import { hit } from '../rate-limit.ts';

export const BANK_VERIFICATIONS_PER_DAY = 10;

/** Mandate states that still tie a bank account down. */
const LIVE_MANDATE = ['REGISTERED', 'UNDER_APPROVAL', 'APPROVED'];

type Db = AppDeps['db'] | Tx;

/** Why a bank may not be deleted from the profile now, or null (spec: not the default, not one in use). */
async function deleteBlocked(db: Db, userId: number, bank: BankRow): Promise<string | null> {
  if (bank.isDefault) return M.defaultBank;
  const live = await db
    .select({ mandateId: mandates.mandateId, bankAccountId: mandates.bankAccountId, bankName: mandates.bankName, last4: mandates.accountLast4 })
    .from(mandates)
    .where(and(eq(mandates.userId, userId), inArray(mandates.status, LIVE_MANDATE)));
  // mandates made before banks were linked to them are matched by bank and last 4 digits
  const mine = live.filter(
    (m) => m.bankAccountId === bank.id || (m.bankAccountId === null && m.bankName === bank.bankName && m.last4 === bank.accountMasked.slice(-4)),
  );
  if (mine.length > 0) return M.bankInUse;
  return null;
}

/** SIPs still running on a mandate of this bank (a rejected mandate's SIP still counts). */
async function runningSipOn(db: Db, userId: number, bankId: number): Promise<boolean> {
  const ids = (
    await db
      .select({ id: mandates.mandateId })
      .from(mandates)
      .where(and(eq(mandates.userId, userId), eq(mandates.bankAccountId, bankId)))
  ).map((m) => m.id);
  if (ids.length === 0) return false;
  const running = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.cancelStatus, 'N'), inArray(registrations.mandateId, ids)))
    .limit(1);
  return running.length > 0;
}

/** GET /profile/get_bank_accounts: masked numbers, the proof on file, and whether each may be deleted. */
export async function listBanks(deps: AppDeps, userId: number): Promise<{ bank_details: ProfileBank[] }> {
  const banks = await deps.db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).orderBy(asc(bankAccounts.id));
  const proofs = await deps.db
    .select()
    .from(onboardingDocuments)
    .where(and(eq(onboardingDocuments.userId, userId), eq(onboardingDocuments.kind, 'bank_proof')));
  const out: ProfileBank[] = [];
  for (const b of banks) {
    const proof = proofs.find((d) => d.holderNo === b.id);
    const blocked = (await deleteBlocked(deps.db, userId, b)) ?? ((await runningSipOn(deps.db, userId, b.id)) ? M.bankInUse : null);
    out.push({
      ID: b.id,
      AccountHolder: b.accountHolder,
      BankName: b.bankName,
      BranchName: b.branchName,
      IFSCCode: b.ifsc,
      ACNo: b.accountMasked,
      ACType: b.accountType,
      is_verified: b.isVerified,
      DefaultFlag: b.isDefault ? 'Y' : 'N',
      image_url: proof ? await signedFileUrl(deps, proof) : null,
      delete_blocked: blocked,
    });
  }
  return { bank_details: out };
}

/**
 * POST /profile/add_bank_mandate: the onboarding bank rules (IFSC lookup, shape, at most 5, no
 * duplicate, one default), plus what a bank added later needs: the cheque or statement uploaded
 * first, the holder's name matching the investor's, and the bank's own answer (penny drop) for
 * the account and its holder. The proof is attached in the same transaction as the bank row.
 */
export async function addBank(deps: AppDeps, userId: number, body: AddBankBody): Promise<void> {
  const user = await userFor(deps.db, userId, 'profile');
  const form = {
    accountHolderName: body.AccountHolder.trim(),
    accountNumber: body.ACNo.trim(),
    accountType: String(body.ACType),
    ifsc: body.IFSCCode.trim().toUpperCase(),
  };
  const problem = validateBankDetails(form, BANK_MESSAGES.allMandatory);
  if (problem) throw refuse('invalid', problem);
  const info = await lookupIfsc(deps, form.ifsc);
  if (!(await pendingUpload(deps, userId, body.image_url, 'upload_img'))) throw refuse('invalid', M.proofNotFound);
  const investor = `${user.firstName ?? ''} ${user.lastName ?? ''}`;
  if (!namesMatch(form.accountHolderName, investor)) throw refuse('invalid', M.nameMismatch);

  // a penny drop costs money and tells whether an account exists: a few tries a day per investor
  if (!(await hit(deps.db, { key: `bank-verify:${userId}`, max: BANK_VERIFICATIONS_PER_DAY, windowMs: 86_400_000 }, deps.clock.now()))) {
    throw refuse('too-soon', M.tooManyVerifications);
  }
  const check = await deps.adapters.bankVerifier.verify({ accountNumber: form.accountNumber, ifsc: info.ifsc, holderName: form.accountHolderName });
  if (!check.ok) {
    if (check.reason === 'unavailable') throw refuse('unavailable', M.bankVerificationFailed);
    throw refuse('invalid', `${M.bankVerificationFailed}: ${check.message}`);
  }
  if (!namesMatch(check.nameAtBank, investor)) throw refuse('invalid', M.bankNameMismatch);

  await saveBank(
    deps,
    userId,
    {
      AccountHolder: form.accountHolderName,
      ACNo: form.accountNumber,
      ACType: body.ACType,
      IFSCCode: info.ifsc,
      BranchName: body.BranchName,
      DefaultFlag: body.DefaultFlag,
    },
    {
      phase: 'profile',
      isVerified: true,
      inTransaction: async (tx, bankId) => {
        if (!(await attachUpload(tx, userId, body.image_url, 'upload_img', 'bank_proof', bankId))) throw refuse('invalid', M.proofNotFound);
      },
    },
  );
}

export async function makeDefault(deps: AppDeps, userId: number, bankId: number): Promise<void> {
  await makeDefaultBank(deps, userId, bankId, { phase: 'profile' });
}

/** POST /profile/delete_bank/{id}: the onboarding delete, refused for the default and a bank in use. */
export async function removeBank(deps: AppDeps, userId: number, bankId: number): Promise<void> {
  await deleteBank(deps, userId, bankId, {
    phase: 'profile',
    refuse: async (tx, bank) => {
      const blocked = (await deleteBlocked(tx, userId, bank)) ?? ((await runningSipOn(tx, userId, bank.id)) ? M.bankInUse : null);
      if (blocked) throw refuse('invalid', blocked);
    },
  });
  const gone = await deps.db
    .delete(onboardingDocuments)
    .where(and(eq(onboardingDocuments.userId, userId), eq(onboardingDocuments.kind, 'bank_proof'), eq(onboardingDocuments.holderNo, bankId)))
    .returning({ key: onboardingDocuments.storageKey });
  await removeStored(
    deps,
    gone.map((g) => g.key),
  );
}
