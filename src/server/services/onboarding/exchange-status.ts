import { eq } from 'drizzle-orm';
import type { UserDetails } from '@shared/contract/user.ts';
import type { Db } from '../../db/client.ts';
import { exchangeRegistrations } from '../../db/schema.ts';

const yn = (v: string): 'Y' | 'N' => (v === 'Y' ? 'Y' : 'N');

/** BseAOFStatus, BseFatcaStatus and BseRegStatus from the registration submit-details stored. */
export async function exchangeStatus(
  db: Db,
  userId: number,
): Promise<Partial<Pick<UserDetails, 'BseAOFStatus' | 'BseFatcaStatus' | 'BseRegStatus' | 'CAccountNo'>>> {
  const [reg] = await db.select().from(exchangeRegistrations).where(eq(exchangeRegistrations.userId, userId)).limit(1);
  if (!reg) return {};
  return { BseAOFStatus: yn(reg.aofStatus), BseFatcaStatus: yn(reg.fatcaStatus), BseRegStatus: yn(reg.regStatus), CAccountNo: reg.clientCode };
}
