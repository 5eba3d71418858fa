/**
 * The spec's exit_load rows (ExitLoad text, ExitFeeApplicable, ExitFeeNotApplicable): the load
 * as words, and the folio's units still inside the load period and those already free of it.
 * A scheme whose load is not known (an AMFI import without the exchange's scheme master) has no
 * row, which the screens show as 'no data available'.
 */
export function exitLoadRows(text: string | null, units: { applicable: string; notApplicable: string } = { applicable: '0.0000', notApplicable: '0.0000' }) {
  if (!text) return [];
  return [{ ExitLoad: text, ExitFeeApplicable: units.applicable, ExitFeeNotApplicable: units.notApplicable }];
}
