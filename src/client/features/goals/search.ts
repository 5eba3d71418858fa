/** Search params of the goal pages: the answers travel in the URL, so a reload or Back keeps them. */
export type AnswersSearch = { a: Record<string, string> };
export type SchemesSearch = { a?: Record<string, string>; sip?: string; lump?: string; years?: number };

function answersOf(raw: unknown): Record<string, string> | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    if (/^[A-Za-z][A-Za-z0-9_]{0,59}$/.test(k) && (typeof v === 'string' || typeof v === 'number')) out[k] = String(v);
  }
  return out;
}

export const answersSearch = (s: Record<string, unknown>): AnswersSearch => ({ a: answersOf(s.a) ?? {} });

const amount = (v: unknown) => ((typeof v === 'string' || typeof v === 'number') && /^\d+(\.\d{1,2})?$/.test(String(v)) ? String(v) : undefined);

export function schemesSearch(s: Record<string, unknown>): SchemesSearch {
  const a = answersOf(s.a);
  const years = Number(s.years);
  return {
    ...(a ? { a } : {}),
    ...(amount(s.sip) ? { sip: amount(s.sip)! } : {}),
    ...(amount(s.lump) ? { lump: amount(s.lump)! } : {}),
    ...(Number.isInteger(years) && years > 0 ? { years } : {}),
  };
}
