import { eq } from 'drizzle-orm';
import { onboardingDocuments } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { hmac } from '../secrets.ts';
import { fieldCrypto } from '../../lib/field-crypto.ts';

/**
 * Uploaded images are shown with a plain <img>, which cannot send the token header. The answers
 * that belong to an investor carry short-lived signed URLs instead: the signature binds the
 * document, its owner and its storage key (a replaced file's old URLs die) and an expiry.
 */
export const FILE_URL_TTL_MS = 60 * 60_000;

type Doc = Pick<typeof onboardingDocuments.$inferSelect, 'id' | 'userId' | 'storageKey' | 'kind' | 'contentType'>;

/** The file name shown in the URL (and to a saving browser): kind and type, nothing the investor typed. */
export const fileNameOf = (doc: Pick<Doc, 'kind' | 'contentType'>): string =>
  `${doc.kind}.${doc.contentType === 'application/pdf' ? 'pdf' : doc.contentType === 'image/png' ? 'png' : 'jpg'}`;

function signature(deps: Pick<AppDeps, 'config'>, doc: Doc, exp: number): string {
  return hmac(deps.config, 'file-url', `${doc.id}.${doc.userId}.${doc.storageKey}.${exp}`).toString('base64url').slice(0, 32);
}

export async function signedFileUrl(deps: Pick<AppDeps, 'config' | 'clock'>, doc: Doc): Promise<string> {
  // Rounded up to the minute, so answers within the same minute repeat the same URL (the browser's cache works).
  const exp = Math.ceil((deps.clock.now().getTime() + FILE_URL_TTL_MS) / 60_000) * 60;
  return `/api/files/${doc.id}/${fileNameOf(doc)}?exp=${exp}&sig=${signature(deps, doc, exp)}`;
}

/** The file a signed URL names, or null when the URL is forged, expired or the file is gone. */
export async function readSignedFile(
  deps: AppDeps,
  id: number,
  exp: number,
  sig: string,
): Promise<{ bytes: Uint8Array; contentType: string; name: string; reencoded: boolean } | null> {
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(exp) || exp * 1000 <= deps.clock.now().getTime()) return null;
  const [doc] = await deps.db.select().from(onboardingDocuments).where(eq(onboardingDocuments.id, id)).limit(1);
  if (!doc) return null;
  const expected = signature(deps, doc, exp);
  if (sig.length !== expected.length || !timingSafeSame(sig, expected)) return null;
  const stored = await deps.adapters.storage.get(doc.storageKey);
  if (!stored) return null;
  const bytes = doc.encrypted ? fieldCrypto(deps.config).decryptBytes(stored, doc.storageKey) : stored;
  return { bytes, contentType: doc.contentType, name: fileNameOf(doc), reencoded: doc.reencoded };
}

function timingSafeSame(a: string, b: string): boolean {
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
