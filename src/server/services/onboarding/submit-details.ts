import { eq } from 'drizzle-orm';
import { MODE_OF_HOLDING, ONBOARDING_MESSAGES } from '@shared/contract/onboarding.ts';
import { NOMINEE_MESSAGES, TOTAL_SHARE } from '@shared/rules/onboarding/nominee-share.ts';
import { bankAccounts, exchangeRegistrations, jointHolders, nominees, onboardingDocuments, onboardingProfiles, users } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { editableUser, requirePan } from './common.ts';
import { buildExchangeRecords } from './exchange-registration.ts';
import { HOLDING_MESSAGES } from './holding.ts';

// Not in the spec: which step is still missing when the final upload submits.
export const incomplete = (step: string) => `Please complete ${step} before submitting`;

/** Every step is on file; the first missing one is the refusal. */
async function assertComplete(deps: AppDeps, userId: number): Promise<void> {
  const { db } = deps;
  const user = await editableUser(db, userId);
  requirePan(user);
  const [profile] = await db.select().from(onboardingProfiles).where(eq(onboardingProfiles.userId, userId)).limit(1);
  if (!profile?.dateOfBirth || !user.email) throw refuse('invalid', incomplete('Personal Details'));
  if ((await db.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.userId, userId))).length === 0)
    throw refuse('invalid', incomplete('Bank Details'));
  const holders = await db.select({ id: jointHolders.id }).from(jointHolders).where(eq(jointHolders.userId, userId));
  if (profile.modeOfHolding === MODE_OF_HOLDING.single && holders.length > 0) throw refuse('invalid', HOLDING_MESSAGES.removeJointHolders);
  if (profile.modeOfHolding !== MODE_OF_HOLDING.single && holders.length === 0) throw refuse('invalid', HOLDING_MESSAGES.addJointHolder);
  const shares = await db.select({ percent: nominees.percent }).from(nominees).where(eq(nominees.userId, userId));
  if (shares.reduce((a, s) => a + s.percent, 0) !== TOTAL_SHARE) throw refuse('invalid', NOMINEE_MESSAGES.total);
  if (!profile.address1 || !profile.cityId || !profile.pincode) throw refuse('invalid', incomplete('Registered Address'));
  if (!profile.placeOfBirth || !profile.occupationId || !profile.incomeSlabId) throw refuse('invalid', incomplete('FATCA'));
  const docs = await db.select().from(onboardingDocuments).where(eq(onboardingDocuments.userId, userId));
  if (!docs.some((d) => d.kind === 'cheque')) throw refuse('invalid', ONBOARDING_MESSAGES.uploadCheque);
  if (!docs.some((d) => d.kind === 'signature')) throw refuse('invalid', ONBOARDING_MESSAGES.uploadSignature);
  for (let n = 1; n <= holders.length; n++) {
    if (!docs.some((d) => d.kind === 'jh_sign' && d.holderNo === n)) throw refuse('invalid', ONBOARDING_MESSAGES.uploadImage);
  }
}

/**
 * Registers the investor with the exchange: client master, then FATCA. The exchange is an
 * outside system, so it is called outside our transaction; a refusal is shown as the exchange
 * worded it and nothing is marked onboarded. Re-registering the same client code is an update.
 */
export async function registerWithExchange(deps: AppDeps, userId: number): Promise<{ clientCode: string }> {
  const records = await buildExchangeRecords(deps.db, userId, deps.config);
  if (!records) throw refuse('invalid', incomplete('Personal Details'));
  const reg = await deps.adapters.exchange.registerClient(records.registration);
  if (!reg.ok) throw refuse('invalid', reg.message);
  const fatca = await deps.adapters.exchange.uploadFatca(records.fatca);
  if (!fatca.ok) throw refuse('invalid', fatca.message);
  return { clientCode: reg.clientCode };
}

/** GET /onboarding/submit-details: checks every step, registers with the exchange, then completes onboarding in one transaction. */
export async function submitDetails(deps: AppDeps, userId: number): Promise<void> {
  await assertComplete(deps, userId);
  const { clientCode } = await registerWithExchange(deps, userId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // a second submit that raced this one finds the investor onboarded here
    await editableUser(tx, userId, { lock: true });
    await tx.update(users).set({ isOnboarded: true, pageNo: 9, skippedPath: '/portal' }).where(eq(users.id, userId));
    const row = { clientCode, exchange: deps.adapters.exchange.name, regStatus: 'Y', fatcaStatus: 'Y', aofStatus: 'Y', registeredAt: now };
    await tx
      .insert(exchangeRegistrations)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: exchangeRegistrations.userId, set: row });
  });
}
