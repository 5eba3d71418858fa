import { useQuery } from '@tanstack/react-query';
import { getExitLoad } from '@shared/contract/scheme-info.ts';
import { getLtcgUnits } from '@shared/contract/transactions.ts';
import { groupDecimalString } from '@shared/rules/format/indian-number.ts';
import { api } from '../../../api/client.ts';
import type { Folio } from '../types.ts';

/** The spec's words when a folio has no such units (spec 2 §8). */
export const NO_UNITS_MESSAGES = { withoutExitLoad: 'No Units without an Exit load', withinLtcg: 'No Units within LTCG' } as const;

const positive = (units: string | undefined) => units !== undefined && Number(units) > 0;
const unitsText = (units: string) => `${groupDecimalString(units)} units`;

/**
 * Before redeeming: which of the folio's units are still in the ELSS lock-in (each lot with the
 * day it unlocks), which are free of exit load (get_exit_load) and which are held long term
 * (get_ltcg_units), so the investor can choose what to sell.
 */
export function FolioUnitFacts({ schemeId, folio }: { schemeId: number; folio: Folio }) {
  const exit = useQuery({ queryKey: ['exit-load', schemeId, folio.folio], queryFn: () => api(getExitLoad, { SchId: schemeId, folioNo: folio.folio }) });
  const ltcg = useQuery({ queryKey: ['ltcg-units', schemeId, folio.folio], queryFn: () => api(getLtcgUnits, { SchId: schemeId, folioNo: folio.folio }) });
  const load = exit.data?.exit_load[0];
  const long = ltcg.data?.ltcg_units;
  const longUnits = long ? (Number(long.LTCGLUnits_With) + Number(long.LTCGLUnits_Without)).toFixed(4) : undefined;
  return (
    <section aria-label="Units in this folio" className="flex flex-col gap-2 rounded-lg border p-4 text-sm">
      <p>
        <span className="text-muted-foreground">Redeemable now: </span>
        <strong>{unitsText(folio.redeemable_units)}</strong> of {unitsText(folio.units)}
      </p>
      {folio.locked.length > 0 && (
        <div>
          <p className="font-medium">Locked in (ELSS, 3 years from each purchase)</p>
          <ul aria-label="Locked units" className="mt-1 flex flex-col gap-0.5">
            {folio.locked.map((l, i) => (
              <li key={`${l.unlock_date}-${i}`}>
                {unitsText(l.units)} unlock on {l.unlock_date}
              </li>
            ))}
          </ul>
        </div>
      )}
      {exit.isSuccess && (
        <p>
          {load
            ? positive(load.ExitFeeNotApplicable)
              ? `Free of exit load: ${unitsText(load.ExitFeeNotApplicable)}`
              : NO_UNITS_MESSAGES.withoutExitLoad
            : `Exit load: ${exit.data.error ?? NO_UNITS_MESSAGES.withoutExitLoad}`}
        </p>
      )}
      {ltcg.isSuccess && long && (
        <p>
          {positive(longUnits)
            ? `Held long term (LTCG): ${unitsText(longUnits!)}${positive(long.LTCGLUnits_Without) ? `, of which ${unitsText(long.LTCGLUnits_Without)} free of exit load` : ''}`
            : NO_UNITS_MESSAGES.withinLtcg}
        </p>
      )}
    </section>
  );
}
