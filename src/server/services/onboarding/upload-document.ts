import { and, eq } from 'drizzle-orm';
import { ONBOARDING_MESSAGES, PAGE_NO, UPLOAD_LIMITS, positionAfter } from '@shared/contract/onboarding.ts';
import { jointHolders, onboardingDocuments } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse, tooSoon } from '../../lib/refusal.ts';
import { take } from '../rate-limit.ts';
import { randomToken } from '../../lib/crypto.ts';
import { advancePage, requirePan, userFor, type Phase } from './common.ts';
import { UPLOAD_MESSAGES, checkUpload, storedSize, type CheckedFile, type FileKind, type Upload } from './file-check.ts';

export type DocKind = 'cheque' | 'signature' | 'jh_sign' | ProfileDocKind;
/**
 * Uploads from the profile: the profile picture, and files uploaded before the thing
 * they prove exists (a bank's cheque or statement, a signed NACH form). Those wait as `upload_img`
 * / `xsip_form` until the add-bank or upload-prefilled call re-keys them to `bank_proof` or
 * `nach_form` with holder_no set to the bank or mandate row they belong to.
 */
export type ProfileDocKind = 'profile_pic' | 'upload_img' | 'xsip_form';
const ALLOWED: Record<DocKind, readonly FileKind[]> = {
  cheque: UPLOAD_LIMITS.cheque,
  signature: UPLOAD_LIMITS.signature,
  jh_sign: UPLOAD_LIMITS.signature,
  profile_pic: UPLOAD_LIMITS.signature,
  upload_img: UPLOAD_LIMITS.cheque,
  xsip_form: UPLOAD_LIMITS.cheque,
};
export type StoredDoc = typeof onboardingDocuments.$inferSelect;

// Not in the spec: a signature slot with no joint holder behind it.
export const NO_SUCH_HOLDER = 'Please add the joint holder before uploading their signature';

/**
 * POST upload-cheque, upload-sign and upload_jh_sign: checks the bytes, stores them under a name
 * the server makes up, and records (or replaces) the investor's document of that kind. The
 * cheque upload moves the saved position to the signature step.
 */
export async function uploadDocument(
  deps: AppDeps,
  userId: number,
  kind: DocKind,
  holderNo: number,
  upload: Upload,
  opts: { phase?: Phase } = {},
): Promise<StoredDoc> {
  const phase = opts.phase ?? 'onboarding';
  requirePan(await userFor(deps.db, userId, phase));
  if (kind === 'jh_sign') {
    const holders = await deps.db.select({ id: jointHolders.id }).from(jointHolders).where(eq(jointHolders.userId, userId));
    if (holderNo < 1 || holderNo > holders.length) throw refuse('invalid', NO_SUCH_HOLDER);
  }
  // a few files an hour is what onboarding and the profile need; a script's flood stops here
  const perInvestor = await take(deps.db, { key: `upload:user:${userId}`, max: deps.config.uploads.perInvestorPerHour, windowMs: 3_600_000 }, deps.clock.now());
  if (!perInvestor.ok) throw tooSoon(UPLOAD_MESSAGES.tooMany, 'UPLOAD_LIMIT', perInvestor.retryAfterMs);
  const facts = await checkUpload(upload, ALLOWED[kind]);
  if ('error' in facts) throw refuse(facts.error.includes('larger than') ? 'too-large' : 'unsupported-type', facts.error);
  try {
    return await storeChecked(deps, userId, kind, holderNo, facts, phase);
  } finally {
    await facts.dispose();
  }
}

/** Stores an accepted file under a name the server makes up, then records it (replacing the old one). */
async function storeChecked(deps: AppDeps, userId: number, kind: DocKind, holderNo: number, facts: CheckedFile, phase: Phase): Promise<StoredDoc> {
  const key = `onboarding/${userId}/${kind}${holderNo || ''}-${randomToken(12)}.${facts.ext}`;
  try {
    // an image's re-encoding is copied from its file on disk, never read into the server's memory
    if ('path' in facts.stored) await deps.adapters.storage.putFile(key, facts.stored.path, facts.contentType);
    else await deps.adapters.storage.put(key, facts.stored.bytes, facts.contentType);
  } catch (err) {
    deps.log.error('upload: storage put failed', { error: (err as Error).message });
    throw refuse('unavailable', ONBOARDING_MESSAGES.uploadFailed);
  }
  const now = deps.clock.now();
  let previous: string | null = null;
  let doc: StoredDoc;
  try {
    doc = await deps.db.transaction(async (tx) => {
      await userFor(tx, userId, phase, { lock: true });
      const where = and(eq(onboardingDocuments.userId, userId), eq(onboardingDocuments.kind, kind), eq(onboardingDocuments.holderNo, holderNo));
      const [old] = await tx.select().from(onboardingDocuments).where(where).limit(1);
      previous = old?.storageKey ?? null;
      const values = {
        storageKey: key,
        contentType: facts.contentType,
        bytes: storedSize(facts.stored),
        width: facts.width,
        height: facts.height,
        reencoded: facts.reencoded,
        createdAt: now,
      };
      const [row] = old
        ? await tx.update(onboardingDocuments).set(values).where(eq(onboardingDocuments.id, old.id)).returning()
        : await tx
            .insert(onboardingDocuments)
            .values({ userId, kind, holderNo, ...values })
            .returning();
      if (kind === 'cheque') await advancePage(tx, userId, positionAfter(PAGE_NO.cheque));
      return row!;
    });
  } catch (err) {
    await deps.adapters.storage.delete(key).catch(() => undefined);
    throw err;
  }
  if (previous) await removeStored(deps, [previous]);
  return doc;
}

/** Best effort: an orphaned file costs disk, never correctness. */
export async function removeStored(deps: AppDeps, keys: string[]): Promise<void> {
  for (const key of keys) {
    await deps.adapters.storage.delete(key).catch((err: Error) => deps.log.warn('upload: could not delete old file', { key, error: err.message }));
  }
}
