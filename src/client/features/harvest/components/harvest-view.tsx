import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import { PURCHASE_NOTES, REDEMPTION_NOTES } from '@shared/rules/transactions/cut-off-notes.ts';
import { groupDecimalString } from '@shared/rules/format/indian-number.ts';
import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { HeldThrough } from '../../../components/held-through.tsx';
import type { HoldingSourceFilter } from '@shared/contract/holding-source.ts';
import { addHarvestPair, familyHarvestQuery, harvestQuery } from '../queries.ts';

const rs = (s: string) => `₹${groupDecimalString(s)}`;

/**
 * Gains harvesting this financial year: the room left under the ₹1.25 lakh exemption, the units
 * to redeem and buy back (one tap adds both to the cart; the normal OTP checkout places them),
 * the lots carrying losses, and for the family head every member's room.
 */
export function HarvestView({ familyHead }: { familyHead: boolean }) {
  const navigate = useNavigate();
  const [source, setSource] = useState<HoldingSourceFilter>('all');
  const plan = useQuery(harvestQuery(source));
  const family = useQuery({ ...familyHarvestQuery(), enabled: familyHead });
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // the plan arrives after the statements have painted: rendering it deferred lets React split
  // that render into short slices instead of one long task that holds the investor's taps
  const shown = useDeferredValue(plan.data);
  if (plan.isError) return <p role="alert">{messageOf(plan.error) || 'Could not work out the harvest'}</p>;
  if (shown === undefined) return <p>Working out what you can harvest…</p>;
  const h = shown;
  const add = async (i: number) => {
    setBusy(i);
    setProblem(null);
    try {
      const s = h.suggestions[i]!;
      const r = await addHarvestPair(s, `harvest-${h.FY}-${s.SchemeID}-${s.FolioNo}-${s.Units}`);
      const refused = [r.red, r.buy].find((x) => 'error' in x && x.error);
      if (refused && 'error' in refused) return setProblem(String(refused.error));
      void navigate({ to: '/portal/cart' });
    } catch (err) {
      setProblem(messageOf(err) || 'Could not add to the cart');
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="harvest-heading" className="flex flex-col gap-4 rounded-lg border bg-card p-4">
      <h2 id="harvest-heading" className="text-lg font-semibold">
        Harvest tax-free gains (FY {h.FY})
      </h2>
      <HeldThrough value={source} onChange={setSource} />
      <p>
        Long-term gains on equity-oriented funds are tax-free up to {rs(h.ExemptionLimit)} a year. You have booked {rs(h.Booked)} after set-off: {rs(h.Room)} of
        room is left.
      </p>
      {h.suggestions.length === 0 ? (
        <p className="text-muted-foreground">Nothing to harvest now: no long-term units with a gain that fit the room.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {h.suggestions.map((s, i) => (
            <li key={`${s.SchemeID}-${s.FolioNo}`} className="flex flex-col gap-2 rounded-md border p-3">
              <p className="font-medium">
                {s.SchemeName} · Folio {s.FolioNo}
              </p>
              <p>
                Redeem {s.Units} units (the oldest first) for {rs(s.SaleValue)}, booking a gain of {rs(s.Gain)}, and buy back for {rs(s.Repurchase)}. Costs:
                exit load {rs(s.ExitLoad)}, STT {rs(s.STT)}, stamp duty {rs(s.RepurchaseStampDuty)}. Tax saved later: about {rs(s.TaxSaved)}.
              </p>
              <details>
                <summary className="min-h-11 cursor-pointer py-3">Lots sold</summary>
                <ul>
                  {s.lots.map((l) => (
                    <li key={l.PurchaseDate}>
                      Bought {l.PurchaseDate}: {l.Units} units, cost {rs(l.Cost)}, gain {rs(l.Gain)}
                    </li>
                  ))}
                </ul>
              </details>
              <p className="text-sm text-muted-foreground">
                {[...REDEMPTION_NOTES, ...PURCHASE_NOTES].slice(0, 2).join(' ')} The repurchase is allotted at the NAV its cut-off gives, usually the next
                business day's.
              </p>
              <div>
                <Button type="button" onClick={() => void add(i)} disabled={busy !== null}>
                  {busy === i ? 'Adding to cart' : 'REDEEM AND BUY BACK'}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p role="alert" className="font-medium text-destructive">
          {problem}
        </p>
      )}
      {h.loss_lots.length > 0 && (
        <>
          <h3 className="font-semibold">Losses that could offset this year's {rs(h.TaxableGains)} of taxable gains</h3>
          <ul>
            {h.loss_lots.map((l) => (
              <li key={`${l.SchemeID}-${l.FolioNo}-${l.PurchaseDate}`}>
                {l.SchemeName} · bought {l.PurchaseDate}: {l.Units} units, {l.Term.toLowerCase()} loss {rs(l.Loss)}
              </li>
            ))}
          </ul>
        </>
      )}
      {familyHead && family.data && (
        <table className="w-full text-left text-sm">
          <caption className="text-left font-semibold">Your family's room to harvest</caption>
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Booked</th>
              <th scope="col">Room</th>
              <th scope="col">Suggested</th>
              <th scope="col">Tax saved</th>
            </tr>
          </thead>
          <tbody>
            {family.data.map((m) => (
              <tr key={m.UserID}>
                <th scope="row">{m.Name}</th>
                <td>{rs(m.Booked)}</td>
                <td>{rs(m.Room)}</td>
                <td>{rs(m.Harvest)}</td>
                <td>{rs(m.TaxSaved)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
