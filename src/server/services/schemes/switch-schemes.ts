import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schemes } from '../../db/schema.ts';

/**
 * POST /transaction/get_switch_schemes: where a switch can go, the same fund house and asset
 * class (spec 2 §7). Growth options are "<id>~G", IDCW reinvestment "<id>~R"; payout options
 * and schemes not open to purchases are left out. The screen removes the source scheme itself.
 */
export async function switchSchemes(db: Db, astId: number, amcId: number | string) {
  const amc = Number(amcId);
  if (!Number.isInteger(amc) || amc <= 0) return [];
  const rows = await db
    .select({ id: schemes.id, name: schemes.name, option: schemes.option, rta: schemes.rtaProductCode, allowed: schemes.allowedTransactions })
    .from(schemes)
    .where(
      and(
        eq(schemes.fundHouseId, amc),
        eq(schemes.assetClassId, astId),
        eq(schemes.isActive, true),
        isNotNull(schemes.rtaProductCode),
        inArray(schemes.option, ['Growth', 'IDCW Reinvestment']),
      ),
    )
    .orderBy(asc(schemes.name));
  return rows
    .filter((r) => r.allowed.includes('NEW') || r.allowed.includes('ADD'))
    .map((r) => ({ Sch_Desc: r.name, Sch_ID: `${r.id}~${r.option === 'Growth' ? 'G' : 'R'}`, Productcode_RTA: r.rta!, SchemeID: r.id }));
}
