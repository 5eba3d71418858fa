import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { startupMarks } from './schema.ts';

const KEY = 'prepared-by-build';

/**
 * The build id of the server that last prepared this database, or null: none recorded, or a
 * database older than the table (its migrations have not run yet, so it needs preparing anyway).
 */
export async function preparedBy(db: Db): Promise<string | null> {
  try {
    const [row] = await db.select({ value: startupMarks.value }).from(startupMarks).where(eq(startupMarks.key, KEY));
    return row?.value ?? null;
  } catch {
    return null;
  }
}

/** Records that this build prepared the database (after every step succeeded). */
export async function markPrepared(db: Db, buildId: string, at: Date): Promise<void> {
  await db
    .insert(startupMarks)
    .values({ key: KEY, value: buildId, at })
    .onConflictDoUpdate({ target: startupMarks.key, set: { value: buildId, at } });
}

/** A value a start recorded under `key` (what it last did), or null. */
export async function readMark(db: Db, key: string): Promise<string | null> {
  try {
    const [row] = await db.select({ value: startupMarks.value }).from(startupMarks).where(eq(startupMarks.key, key));
    return row?.value ?? null;
  } catch {
    return null;
  }
}

export async function writeMark(db: Db, key: string, value: string, at: Date): Promise<void> {
  await db.insert(startupMarks).values({ key, value, at }).onConflictDoUpdate({ target: startupMarks.key, set: { value, at } });
}
