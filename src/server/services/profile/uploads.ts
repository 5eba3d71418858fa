import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { onboardingDocuments } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { signedFileUrl } from '../onboarding/file-urls.ts';
import type { Upload } from '../onboarding/file-check.ts';
import { uploadDocument, type ProfileDocKind, type StoredDoc } from '../onboarding/upload-document.ts';

/**
 * Profile uploads go through the onboarding upload (same content checks, storage adapter and
 * signed URLs) in its profile phase. A file uploaded ahead of what it proves waits under its
 * pending kind until `attachUpload` gives it to the bank or mandate.
 */
export async function profileUpload(deps: AppDeps, userId: number, kind: ProfileDocKind, upload: Upload): Promise<{ doc: StoredDoc; url: string }> {
  const doc = await uploadDocument(deps, userId, kind, 0, upload, { phase: 'profile' });
  return { doc, url: await signedFileUrl(deps, doc) };
}

/** The document id in one of our signed file URLs (/api/files/{id}/{name}?...), or null. */
export function docIdFromUrl(url: string): number | null {
  const m = /^(?:https?:\/\/[^/]+)?\/api\/files\/(\d{1,12})\//.exec(url.trim());
  return m ? Number(m[1]) : null;
}

/**
 * Re-keys the investor's pending upload named by `url` to `toKind` / `holderNo`, under the
 * caller's transaction. Null when the URL names no pending upload of this investor (another
 * investor's file is the same as no file).
 */
export async function attachUpload(tx: Tx, userId: number, url: string, fromKind: ProfileDocKind, toKind: string, holderNo: number): Promise<StoredDoc | null> {
  const id = docIdFromUrl(url);
  if (id === null) return null;
  const [row] = await tx
    .update(onboardingDocuments)
    .set({ kind: toKind, holderNo })
    .where(and(eq(onboardingDocuments.id, id), eq(onboardingDocuments.userId, userId), eq(onboardingDocuments.kind, fromKind)))
    .returning();
  return row ?? null;
}

/** The investor's pending upload named by `url`, without taking it. */
export async function pendingUpload(deps: AppDeps, userId: number, url: string, kind: ProfileDocKind): Promise<StoredDoc | null> {
  const id = docIdFromUrl(url);
  if (id === null) return null;
  const [row] = await deps.db
    .select()
    .from(onboardingDocuments)
    .where(and(eq(onboardingDocuments.id, id), eq(onboardingDocuments.userId, userId), eq(onboardingDocuments.kind, kind)))
    .limit(1);
  return row ?? null;
}
