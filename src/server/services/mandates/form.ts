import { and, asc, eq } from 'drizzle-orm';
import { PROFILE_MESSAGES as P } from '@shared/contract/profile.ts';
import { MANDATE_MESSAGES as M } from '@shared/rules/mandates/mandate.ts';
import { istDate } from '@shared/time/ist.ts';
import { bankAccounts, jointHolders, mandates, masters, onboardingDocuments } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { randomToken } from '../../lib/crypto.ts';
import { refuse } from '../../lib/refusal.ts';
import { accountNumberOf } from '../banks/account-number.ts';
import { fieldCrypto } from '../../lib/field-crypto.ts';
import { signedFileUrl } from '../onboarding/file-urls.ts';
import type { User } from '../users.ts';
import { attachUpload, pendingUpload } from '../profile/uploads.ts';
import { nachFormPdf } from './nach-form.ts';

type Mandate = typeof mandates.$inferSelect;

/** The investor's own mandate by its exchange id; anyone else's is not found. */
export async function ownMandate(deps: AppDeps, userId: number, mandateId: string): Promise<Mandate> {
  const [m] = await deps.db
    .select()
    .from(mandates)
    .where(and(eq(mandates.userId, userId), eq(mandates.mandateId, mandateId)))
    .limit(1);
  if (!m) throw refuse('not-found', 'Mandate not found');
  return m;
}

/**
 * The prefilled NACH form: made once from our records (the number decrypted only to print it),
 * kept in storage as the mandate's `nach_prefilled` document, encrypted with the field key like
 * the account number in the database (the file store alone reveals no account number), and handed
 * out as a signed URL that serves it decrypted. A form stored in the clear before that is made
 * again, encrypted, and the clear copy deleted.
 */
export async function prefilledFormUrl(deps: AppDeps, user: User, m: Mandate): Promise<string> {
  if (m.mandateType !== 'X') throw refuse('invalid', P.notNach);
  const [existing] = await deps.db
    .select()
    .from(onboardingDocuments)
    .where(and(eq(onboardingDocuments.userId, user.id), eq(onboardingDocuments.kind, 'nach_prefilled'), eq(onboardingDocuments.holderNo, m.id)))
    .limit(1);
  if (existing?.encrypted) return signedFileUrl(deps, existing);
  const [bank] = m.bankAccountId ? await deps.db.select().from(bankAccounts).where(eq(bankAccounts.id, m.bankAccountId)).limit(1) : [];
  if (!bank) throw refuse('invalid', 'The bank account of this mandate is no longer on file');
  const [acType] = await deps.db
    .select()
    .from(masters)
    .where(and(eq(masters.kind, 'BankAccountType'), eq(masters.id, bank.accountType)))
    .limit(1);
  const holders = await deps.db.select().from(jointHolders).where(eq(jointHolders.userId, user.id)).orderBy(asc(jointHolders.id));
  const pdf = nachFormPdf({
    date: istDate(m.createdAt),
    mandateId: m.mandateId,
    clientCode: user.niveshId,
    accountNumber: accountNumberOf(deps.config, bank),
    accountType: String(acType?.extra?.code ?? 'SB'),
    bankName: bank.bankName,
    ifsc: bank.ifsc,
    micr: bank.micr,
    amountPaise: m.amountPaise,
    startDate: m.startDate,
    endDate: m.endDate,
    holders: [`${user.firstName ?? ''} ${user.lastName ?? ''}`.trim(), ...holders.map((h) => `${h.firstName} ${h.lastName}`)],
    mobile: user.mobile,
    email: user.email,
  });
  const key = `mandates/${user.id}/nach-${m.mandateId}-${randomToken(8)}.pdf.enc`;
  await deps.adapters.storage.put(key, fieldCrypto(deps.config).encryptBytes(pdf, key), 'application/octet-stream');
  const values = { storageKey: key, contentType: 'application/pdf', bytes: pdf.length, encrypted: true, createdAt: deps.clock.now() };
  if (existing) {
    // the clear copy made before encryption at rest: replaced, then deleted
    const [doc] = await deps.db
      .update(onboardingDocuments)
      .set(values)
      .where(and(eq(onboardingDocuments.id, existing.id), eq(onboardingDocuments.encrypted, false)))
      .returning();
    if (doc) {
      await deps.adapters.storage.delete(existing.storageKey).catch(() => undefined);
      return signedFileUrl(deps, doc);
    }
  } else {
    const [doc] = await deps.db
      .insert(onboardingDocuments)
      .values({ userId: user.id, kind: 'nach_prefilled', holderNo: m.id, ...values })
      .onConflictDoNothing()
      .returning();
    if (doc) return signedFileUrl(deps, doc);
  }
  // another request made it at the same moment: theirs is kept
  await deps.adapters.storage.delete(key).catch(() => undefined);
  return prefilledFormUrl(deps, user, m);
}

/**
 * POST /profile/upload-prefilled/{mandateId}: the signed form uploaded with upload_xsip_form goes
 * to the exchange, and the mandate waits for the bank (UNDER_APPROVAL). A refusal answers
 * is_image_uploaded false with the reason (spec 3 §7.4).
 */
export async function sendSignedForm(
  deps: AppDeps,
  userId: number,
  mandateId: string,
  imagePath: string,
): Promise<{ is_image_uploaded: true } | { is_image_uploaded: false; error: string }> {
  const m = await ownMandate(deps, userId, mandateId);
  if (m.mandateType !== 'X') return { is_image_uploaded: false, error: P.notNach };
  if (m.status !== 'REGISTERED') return { is_image_uploaded: false, error: P.formAlreadyUploaded };
  const doc = await pendingUpload(deps, userId, imagePath, 'xsip_form');
  if (!doc) return { is_image_uploaded: false, error: M.uploadImage };
  const bytes = await deps.adapters.storage.get(doc.storageKey);
  if (!bytes) return { is_image_uploaded: false, error: P.formNotFound };
  const sent = await deps.adapters.exchange.uploadMandateForm(m.mandateId, { bytes, contentType: doc.contentType });
  if (!sent.ok) return { is_image_uploaded: false, error: sent.message };
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await attachUpload(tx, userId, imagePath, 'xsip_form', 'nach_form', m.id);
    await tx
      .update(mandates)
      .set({ status: 'UNDER_APPROVAL', statusCheckedAt: now, remarks: null })
      .where(and(eq(mandates.id, m.id), eq(mandates.status, 'REGISTERED')));
  });
  return { is_image_uploaded: true };
}
