import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';
import { randomToken } from '../lib/crypto.ts';

/**
 * A named secret created once (first instance wins) and shared through the database, so every
 * instance derives the same values. Cached per process: it never changes once created.
 */
const cache = new WeakMap<Db, Map<string, string>>();

export async function getSecret(db: Db, name: string): Promise<string> {
  let perDb = cache.get(db);
  if (!perDb) cache.set(db, (perDb = new Map()));
  const hit = perDb.get(name);
  if (hit) return hit;
  await db.insert(appSecrets).values({ name, value: randomToken(32) }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
  perDb.set(name, row!.value);
  return row!.value;
}

export async function hmac(db: Db, secretName: string, text: string): Promise<Buffer> {
  return createHmac('sha256', await getSecret(db, secretName)).update(text).digest();
}
