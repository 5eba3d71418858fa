import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/**
 * The investor's risk status, as the risk appetite questionnaire (issue 12) leaves it on the users
 * row. Goals only read it: the questions need one (spec 2 §6), and the plan's mix respects it.
 */
export async function riskStatusOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ risk: users.riskStatus }).from(users).where(eq(users.id, userId)).limit(1);
  const risk = row?.risk?.trim();
  return risk ? risk : null;
}
