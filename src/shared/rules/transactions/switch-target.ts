/**
 * Where a switch or STP may go: any open scheme of the same fund house (SEBI treats a switch as a
 * redemption and a purchase within one fund house; nothing ties it to the source's asset class).
 * The form asks for the target's asset class first (spec 2 §7 get_switch_schemes takes AstId).
 * An STP exists to move money parked in liquid, overnight or debt funds into equity, so from
 * those the form starts on Equity; from any other class it starts on the source's own.
 */
export const SWITCH_ASSET_CLASSES = [
  { id: 1, label: 'Equity' },
  { id: 2, label: 'Liquid' },
  { id: 3, label: 'Hybrid' },
  { id: 4, label: 'Debt' },
] as const;

export const EQUITY_ASSET_CLASS = 1;

export function defaultTargetAssetClass(source: { assetClassId: number; fundType: 'liquid' | 'overnight' | 'other' }): number {
  if (source.assetClassId === 2 || source.assetClassId === 4 || source.fundType === 'liquid' || source.fundType === 'overnight') return EQUITY_ASSET_CLASS;
  return SWITCH_ASSET_CLASSES.some((c) => c.id === source.assetClassId) ? source.assetClassId : EQUITY_ASSET_CLASS;
}
