import { and, eq } from 'drizzle-orm';
import { CONTACT_MESSAGES as M, type OwnerProofKind } from '@shared/rules/profile/contact-change.ts';
import { contactChanges, users } from '../../../db/schema.ts';
import type { AppDeps, SessionUser } from '../../../lib/context.ts';
import { refuse } from '../../../lib/refusal.ts';
import { audit } from '../../audit.ts';
import { OtpRefused, verifyOtp } from '../../otp.ts';
import { verifyPasskeyAssertion, type RelyingParty } from '../../passkeys/passkeys.ts';
import { changeByRef, refuseMemberSession, refuseOnHold, sendNewContactOtp, type ContactChange } from './common.ts';

export type OwnerProof = { kind: 'otp-current'; code: string; otp: string } | { kind: 'passkey'; response: Record<string, unknown> };

/** What a proof is checked against: the caller's address (OTP budgets) and where WebAuthn runs. */
export interface ProofContext {
  ip: string;
  rp: RelyingParty;
}

/** The ways the current owner can prove a change is theirs, one verifier per kind. */
const VERIFIERS: {
  [K in OwnerProofKind]: (deps: AppDeps, ctx: ProofContext, change: ContactChange, proof: Extract<OwnerProof, { kind: K }>) => Promise<void>;
} = {
  'otp-current': async (deps, ctx, change, proof) => {
    // the OTP sent to the current contact for this change, and no other challenge (a change
    // started for a passkey has none, so no OTP can confirm it)
    if (!change.ownerChallengeCode || proof.code !== change.ownerChallengeCode) throw new OtpRefused('wrong_owner', null);
    await verifyOtp(deps, ctx.ip, { code: proof.code, otp: proof.otp, purposes: ['profile'] });
  },
  // an assertion of one of the account's passkeys over a challenge the server gave this investor
  // for a contact change, unused and unexpired (passkeys.ts); a refusal says the passkey failed
  passkey: async (deps, ctx, change, proof) => verifyPasskeyAssertion(deps, change.userId, 'contact-change', proof.response, ctx.rp),
};

/**
 * POST /profile/confirm_contact_owner (ours): the current owner's proof for a change started with
 * update_profile_otp, from the same sign-in. Then, and only then, a new mobile that is another
 * account's sign-in number is refused; otherwise the OTP goes to the new value.
 */
export async function confirmContactOwner(deps: AppDeps, ctx: ProofContext, session: SessionUser, body: { change_id: string; proof: OwnerProof }) {
  refuseMemberSession(session);
  const change = await changeByRef(deps.db, session, body.change_id);
  // someone else's change, or one from another sign-in, is the same as a wrong OTP
  if (!change) throw new OtpRefused('wrong_owner', null);
  const now = deps.clock.now();
  if (change.status !== 'owner_pending' || now.getTime() >= change.expiresAt.getTime()) throw refuse('invalid', M.changeExpired);
  await (VERIFIERS[body.proof.kind] as (d: AppDeps, x: ProofContext, c: ContactChange, p: OwnerProof) => Promise<void>)(deps, ctx, change, body.proof);
  await refuseOnHold(deps.db, change.userId);
  const [confirmed] = await deps.db
    .update(contactChanges)
    .set({ status: 'owner_confirmed', ownerProof: body.proof.kind, ownerConfirmedAt: now })
    .where(and(eq(contactChanges.id, change.id), eq(contactChanges.status, 'owner_pending')))
    .returning();
  if (!confirmed) throw refuse('invalid', M.changeExpired);
  await audit(deps.db, now, {
    event: 'contact_change',
    identifierType: change.channel === 'email' ? 'email' : 'mobile',
    outcome: 'owner_confirmed',
    ip: ctx.ip,
    userId: change.userId,
    detail: `proof ${body.proof.kind}`,
  });

  if (confirmed.channel === 'mobile') {
    const [other] = await deps.db.select({ id: users.id }).from(users).where(eq(users.mobile, confirmed.newValue)).limit(1);
    if (other && other.id !== confirmed.userId) {
      await deps.db.update(contactChanges).set({ status: 'refused' }).where(eq(contactChanges.id, confirmed.id));
      throw refuse('invalid', M.mobileTaken);
    }
  }
  return sendNewContactOtp(deps, ctx.ip, confirmed);
}
