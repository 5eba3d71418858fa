import type { ReactNode } from 'react';
import type { AlternativeHolding, Holding } from '@shared/contract/portfolio.ts';
import { COST_UNKNOWN, costKnown } from '@shared/rules/portfolio/cost-unknown.ts';
import { HolderActions } from '../../../components/transact/holder-actions.tsx';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet.tsx';
import { money, returnText, signedMoney, tone, unitsText } from '../format.ts';
import { Figure } from './figure.tsx';

/** Days as years and days: "1 year 40 days". */
export function period(days: number): string {
  const y = Math.floor(days / 365);
  const d = days % 365;
  const parts = [y > 0 ? `${y} ${y === 1 ? 'year' : 'years'}` : '', d > 0 || y === 0 ? `${d} ${d === 1 ? 'day' : 'days'}` : ''].filter(Boolean);
  return parts.join(' ');
}

/**
 * The holding detail panel (spec 2 §2.5): one folio's figures, ADDITIONAL PURCHASE, MORE OPTIONS
 * and TRANSACT (mutual funds only), and the folio's transactions, which the route puts in
 * (`transactions`, the transactions feature's tables).
 */
export function HoldingSheet({ holding, onClose, transactions }: { holding: Holding | null; onClose(): void; transactions?: ReactNode }) {
  return (
    <Sheet open={holding !== null} onOpenChange={(o) => !o && onClose()}>
      <SheetContent className="sm:w-[min(44rem,100%)]">
        {holding && (
          <>
            <SheetHeader>
              <SheetTitle>{holding.SchemeName}</SheetTitle>
              <SheetDescription>
                Folio {holding.I_Accno} · {holding.AMCName} · {holding.I_Asset_Class}
                {holding.I_AssetClass ? ` · ${holding.I_AssetClass}` : ''}
              </SheetDescription>
            </SheetHeader>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl border border-border p-4 sm:grid-cols-3">
              <Figure label="Current value" value={money(holding.AUM)} note={`${signedMoney(holding.DailyGain)} today`} />
              <Figure
                label="Invested"
                value={costKnown(holding.Units, holding.CostUnknownUnits) === 'none' ? COST_UNKNOWN.invested : money(holding.COST)}
                note={costKnown(holding.Units, holding.CostUnknownUnits) === 'part' ? COST_UNKNOWN.investedPart : undefined}
              />
              <Figure label="Gain" value={signedMoney(holding.UnrealReturns)} note={returnText(holding.AbsReturn)} tone={tone(holding.UnrealReturns)} />
              <Figure label="XIRR" value={returnText(holding.FolioXirr)} note={holding.FolioXirr_note ?? undefined} tone={tone(holding.FolioXirr)} />
              <Figure label="Units" value={unitsText(holding.Units)} />
              <Figure label="Average cost" value={`₹${holding.AvgPurNAV}`} />
              <Figure label={`NAV${holding.NavAsOndate ? ` (${holding.NavAsOndate})` : ''}`} value={holding.NAVAson ? `₹${holding.NAVAson}` : '—'} />
              <Figure label="Holding period" value={period(holding.LifeDays)} />
              <Figure label="Realised gains" value={signedMoney(holding.RealisedRtns)} />
              <Figure label="Free of exit load" value={`${unitsText(holding.ExitLoadFreeUnits)} units`} />
              {Number(holding.LockedUnits) > 0 && (
                <Figure label="ELSS units locked" value={`${unitsText(holding.LockedUnits)} units`} note="3-year lock-in from each purchase" />
              )}
            </dl>
            <HolderActions schemeId={holding.SchemeID} folio={holding.I_Accno} transact />
            <section aria-labelledby="folio-transactions" className="flex flex-col gap-3">
              <h3 id="folio-transactions" className="text-base font-semibold">
                Transactions in folio {holding.I_Accno}
              </h3>
              {transactions}
            </section>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}

/**
 * An AIF or PMS holding's detail panel: the manager's figures as valued on their last report.
 * There is nothing to transact here (these are bought and sold with the manager), so the panel
 * says whom to ask.
 */
export function AltHoldingSheet({ holding, onClose }: { holding: AlternativeHolding | null; onClose(): void }) {
  return (
    <Sheet open={holding !== null} onOpenChange={(o) => !o && onClose()}>
      <SheetContent className="sm:w-[min(44rem,100%)]">
        {holding && (
          <>
            <SheetHeader>
              <SheetTitle>{holding.SchemeName}</SheetTitle>
              <SheetDescription>
                {holding.Product} · {holding.Manager}
                {holding.Category ? ` · ${holding.Category}` : ''} · Account {holding.I_Accno}
              </SheetDescription>
            </SheetHeader>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl border border-border p-4 sm:grid-cols-3">
              <Figure label="Current value" value={money(holding.AUM)} note={`valued ${holding.Asondate}`} />
              <Figure label="Invested" value={money(holding.COST)} />
              <Figure label="Gain" value={signedMoney(holding.UnrealReturns)} note={returnText(holding.AbsReturn)} tone={tone(holding.UnrealReturns)} />
              <Figure
                label={holding.FolioXirr_source === 'reported' ? "Manager's XIRR" : 'XIRR'}
                value={returnText(holding.FolioXirr)}
                tone={tone(holding.FolioXirr)}
              />
              <Figure label="Invested since" value={holding.StartDate} />
              <Figure label="Holding period" value={period(holding.LifeDays)} />
            </dl>
            {holding.is_demo && <p className="text-sm text-muted-foreground">Demo data: not a real holding.</p>}
            <p className="text-sm text-muted-foreground">
              To add to or withdraw from this {holding.Product}, contact {holding.Manager}; its figures here follow the manager&apos;s reports.
            </p>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
