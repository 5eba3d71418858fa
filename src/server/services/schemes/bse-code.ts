import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exchangeSchemeCodes, schemes } from '../../db/schema.ts';
import { parseDecimal } from '../../../shared/money/decimal.ts';
import { SCHEME_INFO_MESSAGES, txKindOf } from '../../../shared/contract/scheme-info.ts';

export interface BseCodeRequest {
  TrType: string;
  Amount?: number | string | null;
  Growthoption?: 'Y' | 'N';
  DividendReinvestment?: 'Y' | 'N';
  RTACODE: string;
}

export interface BseCodeRow {
  RTA_ProductCode: string;
  BSE_ProductCod: string;
}

const paise = (rupees: string | number | null | undefined): bigint => parseDecimal(String(rupees ?? '0'), 4) ?? 0n;

/**
 * The exchange's scheme code for one order: the scheme by its RTA product code (its options must
 * match what the order says), then the code for the transaction kind whose amount band holds the
 * amount. Null when there is none.
 */
export async function findBseCode(db: Db, req: BseCodeRequest): Promise<BseCodeRow | null> {
  const kind = txKindOf(req.TrType);
  const rta = req.RTACODE.trim();
  if (!kind || !rta) return null;
  const [s] = await db
    .select({ id: schemes.id, option: schemes.option, rta: schemes.rtaProductCode })
    .from(schemes)
    .where(eq(schemes.rtaProductCode, rta))
    .limit(1);
  if (!s) return null;
  if (req.Growthoption !== undefined && (req.Growthoption === 'Y') !== (s.option === 'Growth')) return null;
  if (req.DividendReinvestment !== undefined && (req.DividendReinvestment === 'Y') !== (s.option === 'IDCW Reinvestment')) return null;
  const amount = paise(req.Amount);
  const codes = await db.select().from(exchangeSchemeCodes).where(eq(exchangeSchemeCodes.schemeId, s.id));
  const hit = codes.find((c) => c.txKind === kind && paise(c.minAmount) <= amount && (c.maxAmount === null || amount <= paise(c.maxAmount)));
  return hit ? { RTA_ProductCode: s.rta!, BSE_ProductCod: hit.bseCode } : null;
}

/** POST /transaction/get_bse_code */
export async function bseCode(db: Db, req: BseCodeRequest): Promise<{ bse_code: BseCodeRow[]; error?: string }> {
  const found = await findBseCode(db, req);
  return found ? { bse_code: [found] } : { bse_code: [], error: SCHEME_INFO_MESSAGES.bseCodeMissing };
}

/** POST /transaction/get_bse_code_bulk: every order's code, in order; one missing makes the bulk error. */
export async function bseCodeBulk(db: Db, reqs: readonly BseCodeRequest[]): Promise<{ bse_code: BseCodeRow[]; error?: string }> {
  const found = await Promise.all(reqs.map((r) => findBseCode(db, r)));
  const codes = found.filter((f): f is BseCodeRow => f !== null);
  return codes.length === reqs.length ? { bse_code: codes } : { bse_code: codes, error: SCHEME_INFO_MESSAGES.bseCodesMissing };
}
