/**
 * What the screens and the statement say about units whose purchase cost is not known: a summary
 * CAS gives holdings without their transactions, so no gain, XIRR or capital gain can be worked
 * on those units. One wording for the server's notes and the client's labels.
 */
export const COST_UNKNOWN = {
  holding: 'Cost not known: imported from a summary statement',
  invested: 'Not known',
  investedPart: 'Excludes units of unknown cost',
  xirrPart: 'Leaves out units imported from a summary statement (cost not known)',
  total: (rupees: string) => `Leaves out ₹${rupees} imported from a summary statement (cost not known)`,
  capitalGains: (scheme: string, folio: string) =>
    `${scheme} (folio ${folio}): imported from a summary statement without purchase cost, so its capital gains cannot be worked out. Import a detailed statement to include them.`,
} as const;

/** Whether a holding's units are all, partly or not at all of unknown cost (from its Units and CostUnknownUnits). */
export function costKnown(units: string, costUnknownUnits: string | undefined): 'all' | 'part' | 'none' {
  const unknown = Number(costUnknownUnits ?? 0);
  if (!(unknown > 0)) return 'all';
  return unknown >= Number(units) ? 'none' : 'part';
}
