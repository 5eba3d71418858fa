/**
 * Reads a scheme's NAV history in the mfapi.in JSON shape:
 *   { meta: { fund_house, scheme_type, scheme_category, scheme_code, scheme_name, isin_growth,
 *             isin_div_reinvestment }, data: [{ date: "DD-MM-YYYY", nav: "123.4567" }], status }
 * The data is newest first and has gaps; we return it oldest first, which is what the returns
 * maths and the NAV table's (scheme, date) order want. Anything malformed throws: a history
 * with a corrupt point would give wrong returns for years, so it is refused whole.
 */
import * as v from 'valibot';
import type { NavPoint } from '../../../shared/money/returns.ts';
import { cleanText, isoDate, normaliseIsin, normaliseNav } from './amfi-lines.ts';

export interface MfapiHistory {
  schemeCode: number;
  schemeName: string;
  fundHouse: string | null;
  schemeType: string | null;
  category: string | null;
  isinGrowth: string | null;
  isinReinvestment: string | null;
  /** Oldest first, one point per date, NAV exact to 4 decimals. */
  points: NavPoint[];
}

export class MfapiParseError extends Error {
  override name = 'MfapiParseError';
}

const optionalText = v.pipe(
  v.nullish(v.string()),
  v.transform((text) => {
    const value = cleanText(text ?? '');
    return value === '' || value === '-' ? null : value;
  }),
);

const SchemeCode = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(1)),
  // Some mirrors write the code as a string.
  v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number), v.minValue(1)),
]);

const MfapiDocument = v.object({
  meta: v.object({
    fund_house: optionalText,
    scheme_type: optionalText,
    scheme_category: optionalText,
    scheme_code: SchemeCode,
    scheme_name: v.pipe(v.string(), v.transform(cleanText), v.nonEmpty('scheme_name is empty')),
    isin_growth: v.nullish(v.string()),
    isin_div_reinvestment: v.nullish(v.string()),
  }),
  data: v.array(
    v.object({
      date: v.pipe(v.string(), v.regex(/^\d{2}-\d{2}-\d{4}$/, 'date is not DD-MM-YYYY')),
      nav: v.string(),
    }),
  ),
  status: v.optional(v.string()),
});

/** DD-MM-YYYY → YYYY-MM-DD, or null when not a real date. */
function isoFromDmy(dmy: string): string | null {
  const [d, m, y] = dmy.split('-').map(Number);
  return isoDate(y!, m!, d!);
}

export function parseMfapiHistory(json: unknown): MfapiHistory {
  const parsed = v.safeParse(MfapiDocument, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = v.getDotPath(issue) ?? '(root)';
    throw new MfapiParseError(`Invalid mfapi NAV history at ${path}: ${issue.message}`);
  }
  const { meta, data, status } = parsed.output;
  if (status !== undefined && status.toUpperCase() !== 'SUCCESS') {
    throw new MfapiParseError(`mfapi answered status "${status}" for scheme ${meta.scheme_code}`);
  }

  const byDate = new Map<string, string>();
  data.forEach((point, index) => {
    const date = isoFromDmy(point.date);
    if (!date) throw new MfapiParseError(`Invalid date "${point.date}" at data.${index}`);
    const nav = normaliseNav(point.nav);
    if (!nav.ok) throw new MfapiParseError(`${nav.message} at data.${index}`);
    // A day without a NAV (N.A.) is simply not a point.
    if (nav.value === null) return;
    const seen = byDate.get(date);
    if (seen !== undefined && seen !== nav.value) {
      throw new MfapiParseError(`Two different NAVs for ${point.date} (${seen} and ${nav.value})`);
    }
    byDate.set(date, nav.value);
  });

  const points = [...byDate].map(([date, nav]) => ({ date, nav })).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  return {
    schemeCode: meta.scheme_code,
    schemeName: meta.scheme_name,
    fundHouse: meta.fund_house ?? null,
    schemeType: meta.scheme_type ?? null,
    category: meta.scheme_category ?? null,
    isinGrowth: normaliseIsin(meta.isin_growth ?? ''),
    isinReinvestment: normaliseIsin(meta.isin_div_reinvestment ?? ''),
    points,
  };
}
