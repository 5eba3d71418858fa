import { lazy, Suspense, type ReactNode } from 'react';
import { AfterPaint, usePainted } from '../../../components/layout/after-paint.tsx';
import { useQuery } from '@tanstack/react-query';
import { messageOf } from '../../../api/errors.ts';
import { AmcLogo } from '../../../components/ui/amc-logo.tsx';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { dateText } from '../format.ts';
import { schemeDetailsQuery, schemeReturnsQuery } from '../queries.ts';
import { FetchedNote } from './fetched-note.tsx';
import { HeaderMetrics } from './header-metrics.tsx';
import { Holdings } from './holdings.tsx';
import { SchemeActions } from './scheme-actions.tsx';
import { ReturnsTable } from './returns-table.tsx';

// the chart's code loads when a sheet opens, not with the scheme list
const CHART_PLACE = <div aria-hidden className="h-76 w-full animate-pulse rounded-md bg-muted" />;
const NavChart = lazy(() => import('./nav-chart.tsx').then((m) => ({ default: m.NavChart })));

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Body({ schemeId, hideInvest }: { schemeId: number; hideInvest: boolean }) {
  const details = useQuery(schemeDetailsQuery(schemeId));
  const returns = useQuery(schemeReturnsQuery(schemeId));
  if (details.isPending) {
    return (
      <>
        <SheetTitle className="sr-only">Scheme details</SheetTitle>
        <Skeleton label="Loading the scheme" className="h-[28rem]" />
      </>
    );
  }
  if (details.isError) {
    return (
      <>
        <SheetTitle>Scheme</SheetTitle>
        <p role="alert" className="text-destructive">
          {messageOf(details.error)}
        </p>
      </>
    );
  }
  const d = details.data.data;
  return (
    <>
      <SheetHeader>
        <div className="flex items-start gap-3">
          <AmcLogo name={d.AMC} />
          <div className="flex min-w-0 flex-col gap-1">
            <SheetTitle>{d.SchemeName}</SheetTitle>
            <SheetDescription>
              {d.AMC} · {d.AssetClassName} · {d.Sub_AssetclassName}
            </SheetDescription>
          </div>
        </div>
        <FetchedNote {...details.data} />
      </SheetHeader>
      <HeaderMetrics d={d} />
      <Section title="Fund performance">
        {/* the chart (the sheet's heaviest render) is made once the rest of the sheet is on
            screen, in a task of its own: the panel opens at once on a phone */}
        <AfterPaint fallback={CHART_PLACE}>
          <Suspense fallback={CHART_PLACE}>
            <NavChart schemeId={d.SchemeID} assetClassId={d.AssetClassID} />
          </Suspense>
        </AfterPaint>
        {returns.data && <ReturnsTable r={returns.data.data} assetClassId={d.AssetClassID} />}
      </Section>
      <Section title="Top holdings">
        <Holdings h={d.top_holdings} />
      </Section>
      <Section title="Fund manager">
        {d.fund_management.length === 0 ? (
          <p className="text-sm text-muted-foreground">No data</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {d.fund_management.map((m) => (
              <li key={m.FUND_MANAGER}>
                <span className="font-semibold">{m.FUND_MANAGER}</span>
                {m.Since && <span className="text-muted-foreground"> · managing since {dateText(m.Since)}</span>}
              </li>
            ))}
          </ul>
        )}
        {d.Benchmark && <p className="text-sm text-muted-foreground">Benchmark: {d.Benchmark}</p>}
      </Section>
      {!hideInvest && (
        <div className="sticky bottom-0 -mx-6 mt-auto border-t border-border bg-background px-6 py-3">
          <SchemeActions schemeId={d.SchemeID} schemeNo={d.Productcode_RTA ?? String(d.SchemeID)} />
        </div>
      )}
    </>
  );
}

/**
 * The scheme detail panel (spec 2 §2.5): header metrics, performance chart, returns, holdings, fund
 * manager, INVEST NOW (or a holder's ADDITIONAL PURCHASE and MORE OPTIONS); the actions are hidden
 * for a scheme opened from an investment idea (`hideInvest`).
 */
export function SchemeDetailSheet({ schemeId, onClose, hideInvest = false }: { schemeId: number | null; onClose(): void; hideInvest?: boolean }) {
  // A link straight to a scheme (?scheme=) opens the panel once the list behind it has painted:
  // opening a modal measures the page (scroll lock, focus), which in the list's own first commit
  // made one long task of both on a phone. A tap on a card comes long after that paint.
  const painted = usePainted();
  return (
    <Sheet open={schemeId !== null && painted} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="sm:w-[min(48rem,100%)]" aria-describedby={undefined}>
        {schemeId !== null && <Body schemeId={schemeId} hideInvest={hideInvest} />}
      </SheetContent>
    </Sheet>
  );
}
