import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schemes } from '../../db/schema.ts';
import { riskLabel, SCHEME_MESSAGES } from '../../../shared/contract/schemes.ts';
import { SCHEME_INFO_MESSAGES } from '../../../shared/contract/scheme-info.ts';
import { parseId } from './scheme-card.ts';

/**
 * POST /transaction/get_scheme_risk_rating: the scheme's riskometer, checked before INVEST NOW.
 * The error says why the investor cannot go on: an unknown scheme, or a SIP or purchase the
 * scheme does not take.
 */
export async function schemeRiskRating(db: Db, schemeNo: string, trtype: 'SIP' | 'Purchase' | undefined) {
  const code = schemeNo.trim();
  const id = parseId(code);
  const [s] = code
    ? await db
        .select()
        .from(schemes)
        .where(id === null ? eq(schemes.rtaProductCode, code) : or(eq(schemes.rtaProductCode, code), eq(schemes.id, id)))
        .limit(1)
    : [];
  if (!s) return { scheme_details: [], error: SCHEME_MESSAGES.schemeNotFound };
  const details = [{ SchemeID: s.id, SchemeName: s.name, Productcode_RTA: s.rtaProductCode, RiskLevel: s.riskLevel, Riskometer: riskLabel(s.riskLevel) }];
  if (trtype === 'SIP' && !s.allowedTransactions.includes('SIP')) return { scheme_details: details, error: SCHEME_INFO_MESSAGES.sipNotAllowed };
  if (trtype === 'Purchase' && !s.allowedTransactions.includes('NEW') && !s.allowedTransactions.includes('ADD')) {
    return { scheme_details: details, error: SCHEME_INFO_MESSAGES.purchaseNotAllowed };
  }
  return { scheme_details: details };
}
