import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export type IdentifierType = 'mobile' | 'pan' | 'nivesh_id' | 'email';

/** One row per sign-in attempt and outcome. Never pass an OTP or a token here. */
export async function audit(
  db: Db,
  now: Date,
  entry: { event: string; identifierType?: IdentifierType | null; outcome: string; ip?: string | null; userId?: number | null; detail?: string | null },
): Promise<void> {
  await db.insert(auditLog).values({
    at: now,
    event: entry.event,
    identifierType: entry.identifierType ?? null,
    outcome: entry.outcome,
    ip: entry.ip ?? null,
    userId: entry.userId ?? null,
    detail: entry.detail ?? null,
  });
}
