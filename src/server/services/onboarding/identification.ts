import { and, eq, ne } from 'drizzle-orm';
import { ONBOARDING_MESSAGES, PAGE_NO, positionAfter } from '@shared/contract/onboarding.ts';
import { capitalizeFirst } from '@shared/rules/onboarding/name.ts';
import { validateIdentification } from '@shared/rules/onboarding/onboarding-forms.ts';
import { users } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { KycUnavailable } from '../../adapters/kyc/cvl-kra.ts';
import { KRA_STATUS_REASON } from '../../adapters/kyc/kra-status.ts';
import { advancePage, editableUser, isUniqueViolation, upsertProfile } from './common.ts';

export interface IdentificationInput {
  PAN: string;
  First_Name: string;
  Last_Name: string;
}

/**
 * Step 1 (page_no 1): PAN and names. The KRA is asked whether the PAN is KYC-verified; a PAN that
 * is not is answered with status 0 and the spec's message, and nothing is saved (spec 1 §4).
 */
export async function saveIdentification(deps: AppDeps, userId: number, body: IdentificationInput): Promise<{ kycVerified: boolean }> {
  const pan = body.PAN.trim().toUpperCase();
  const form = { pan, firstName: capitalizeFirst(body.First_Name.trim()), lastName: capitalizeFirst(body.Last_Name.trim()) };
  const problem = validateIdentification(form);
  if (problem) throw refuse('invalid', problem);
  await editableUser(deps.db, userId);
  const [other] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.pan, pan), ne(users.id, userId)))
    .limit(1);
  if (other) throw refuse('invalid', ONBOARDING_MESSAGES.accountExistsWithPan);

  let kyc;
  try {
    kyc = await deps.adapters.kyc.checkPan(pan);
  } catch (err) {
    // the KRA decided nothing: nothing is saved and the investor tries again
    if (!(err instanceof KycUnavailable)) throw err;
    deps.log.error('KYC lookup failed', { userId, source: deps.adapters.kyc.name, error: err.message });
    throw refuse('unavailable', ONBOARDING_MESSAGES.kycUnavailable, { code: 'KYC_UNAVAILABLE' });
  }
  if (kyc.status !== 'verified') {
    if (kyc.kraStatus) deps.log.info('PAN not KYC-verified at the KRA', { userId, kraStatus: kyc.kraStatus, reason: KRA_STATUS_REASON[kyc.kraStatus] });
    return { kycVerified: false };
  }

  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      await editableUser(tx, userId, { lock: true });
      await tx.update(users).set({ pan, firstName: form.firstName, lastName: form.lastName }).where(eq(users.id, userId));
      await upsertProfile(tx, userId, now, { kycStatus: kyc.status, kycCheckedAt: now });
      await advancePage(tx, userId, positionAfter(PAGE_NO.identification));
    });
  } catch (err) {
    // another account took the PAN between the check and the write
    if (isUniqueViolation(err)) throw refuse('invalid', ONBOARDING_MESSAGES.accountExistsWithPan);
    throw err;
  }
  return { kycVerified: true };
}
