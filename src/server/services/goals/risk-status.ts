import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { latestRisk } from '../profile/summary.ts';

/**
 * The investor's risk status: the latest risk-appetite questionnaire result, else the
 * status an operator or the demo seed left on the users row. Goals only read it: the questions
 * need one (spec 2 §6), and the plan's mix respects it.
 */
export async function riskStatusOf(db: Db, userId: number): Promise<string | null> {
  const assessed = await latestRisk(db, userId);
  if (assessed) return assessed.risk_status;
  const [row] = await db.select({ risk: users.riskStatus }).from(users).where(eq(users.id, userId)).limit(1);
  const risk = row?.risk?.trim();
  return risk ? risk : null;
}
