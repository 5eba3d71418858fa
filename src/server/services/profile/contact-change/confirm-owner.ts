import { and, eq } from 'drizzle-orm';
import { CONTACT_MESSAGES as M, type OwnerProofKind } from '@shared/rules/contact-change.ts';
import { contactChanges, users } from '../../../db/schema.ts';
import type { AppDeps, SessionUser } from '../../../lib/context.ts';
import { badRequest } from '../../../lib/http-error.ts';
import { audit } from '../../audit.ts';
import { OtpRefused, verifyOtp } from '../../otp.ts';
import { changeByRef, refuseMemberSession, refuseOnHold, sendNewContactOtp, type ContactChange } from './common.ts';

export type OwnerProof = { kind: 'otp-current'; code: string; otp: string };

/**
 * The ways the current owner can prove a change is theirs, one verifier per kind. A passkey
 * (WebAuthn assertion for the purpose 'contact-change') is meant to be added here as
 * `passkey: (deps, ip, change, proof) => <the server's assertion check>(deps, change.userId, 'contact-change', proof)`,
 * with its variant in the contract's OwnerProof and its kind in OWNER_PROOF_KINDS.
 */
const VERIFIERS: { [K in OwnerProofKind]: (deps: AppDeps, ip: string, change: ContactChange, proof: Extract<OwnerProof, { kind: K }>) => Promise<void> } = {
  'otp-current': async (deps, ip, change, proof) => {
    // the OTP sent to the current contact for this change, and no other challenge
    if (proof.code !== change.ownerChallengeCode) throw new OtpRefused('wrong_owner', null);
    await verifyOtp(deps, ip, { code: proof.code, otp: proof.otp, purposes: ['profile'] });
  },
};

/**
 * POST /profile/confirm_contact_owner (ours): the current owner's proof for a change started with
 * update_profile_otp, from the same sign-in. Then, and only then, a new mobile that is another
 * account's sign-in number is refused; otherwise the OTP goes to the new value.
 */
export async function confirmContactOwner(deps: AppDeps, ip: string, session: SessionUser, body: { change_id: string; proof: OwnerProof }) {
  refuseMemberSession(session);
  const change = await changeByRef(deps.db, session, body.change_id);
  // someone else's change, or one from another sign-in, is the same as a wrong OTP
  if (!change) throw new OtpRefused('wrong_owner', null);
  const now = deps.clock.now();
  if (change.status !== 'owner_pending' || now.getTime() >= change.expiresAt.getTime()) throw badRequest(M.changeExpired);
  await VERIFIERS[body.proof.kind](deps, ip, change, body.proof);
  await refuseOnHold(deps.db, change.userId);
  const [confirmed] = await deps.db
    .update(contactChanges)
    .set({ status: 'owner_confirmed', ownerProof: body.proof.kind, ownerConfirmedAt: now })
    .where(and(eq(contactChanges.id, change.id), eq(contactChanges.status, 'owner_pending')))
    .returning();
  if (!confirmed) throw badRequest(M.changeExpired);
  await audit(deps.db, now, { event: 'contact_change', identifierType: change.channel === 'email' ? 'email' : 'mobile', outcome: 'owner_confirmed', ip, userId: change.userId, detail: `proof ${body.proof.kind}` });

  if (confirmed.channel === 'mobile') {
    const [other] = await deps.db.select({ id: users.id }).from(users).where(eq(users.mobile, confirmed.newValue)).limit(1);
    if (other && other.id !== confirmed.userId) {
      await deps.db.update(contactChanges).set({ status: 'refused' }).where(eq(contactChanges.id, confirmed.id));
      throw badRequest(M.mobileTaken);
    }
  }
  return sendNewContactOtp(deps, ip, confirmed);
}
