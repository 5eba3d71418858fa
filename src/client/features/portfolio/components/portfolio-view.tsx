import { useState, type ComponentType, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { AlternativeHolding, Holding, ProductSummaryRow } from '@shared/contract/portfolio.ts';
import { COST_UNKNOWN, costKnown } from '@shared/rules/portfolio/cost-unknown.ts';
import type { HoldingSourceFilter } from '@shared/contract/holding-source.ts';
import { Page } from '../../../components/layout/page.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { money, returnText, signedMoney, tone, wholeCount } from '../format.ts';
import { altRow, applyListState, EMPTY_LIST_STATE, mfRow, type ListState } from '../list-rules.ts';
import { portfolioQuery, productSummaryQuery } from '../queries.ts';
import { AsOnPicker } from './as-on-picker.tsx';
import { Figure } from './figure.tsx';
import { HeldThrough } from '../../../components/held-through.tsx';
import { AltHoldingSheet, HoldingSheet } from './holding-sheet.tsx';
import { ListControls } from './list-controls.tsx';
import { SavedAge } from './saved-age.tsx';

export type ProductTab = 'mf' | 'fd' | 'aif' | 'pms';
const LEVEL: Record<Exclude<ProductTab, 'fd'>, ProductSummaryRow['ProductLevel']> = { mf: 'Mutual Funds', aif: 'AIF', pms: 'PMS' };

export const holdingKey = (h: Pick<Holding, 'SchemeID' | 'I_Accno'>) => `${h.SchemeID}-${h.I_Accno}`;

function SummaryCard({ row }: { row: ProductSummaryRow | undefined }) {
  if (!row) return null;
  return (
    <Card className="p-5">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-5">
        {/* the headline figure has the row to itself on a phone: crores do not fit half of 360 px */}
        <Figure label="Current value" value={money(row.I_MarKetValue)} large className="col-span-2 sm:col-span-1" />
        <Figure label="Invested" value={money(row.I_PurValue)} />
        <Figure label="Gain" value={signedMoney(row.UnrealReturns)} note={returnText(row.AbsReturn)} tone={tone(row.UnrealReturns)} />
        <Figure label="XIRR" value={returnText(row.XIRR)} tone={tone(row.XIRR)} />
        <Figure label="Life days" value={wholeCount(row.Lifedays)} />
      </dl>
    </Card>
  );
}

function MfRows({ rows, onOpen }: { rows: Holding[]; onOpen(h: Holding): void }) {
  if (rows.length === 0) return <p className="py-8 text-center text-muted-foreground">No Data Found</p>;
  return (
    <ul className="flex flex-col gap-2">
      {rows.map((h) => (
        <li key={holdingKey(h)}>
          <button
            type="button"
            onClick={() => onOpen(h)}
            aria-label={`${h.SchemeName}, folio ${h.I_Accno}, current value ${money(h.AUM)}, returns ${returnText(h.FolioXirr)}`}
            className="grid w-full grid-cols-2 gap-2 rounded-lg border bg-card p-4 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:grid-cols-[2fr_1fr_1fr_1fr]"
          >
            <span className="col-span-2 flex min-w-0 flex-col sm:col-span-1">
              <span className="font-semibold">{h.Product}</span>
              <span className="text-sm text-muted-foreground">
                {h.I_Asset_Class} · Folio {h.I_Accno}
              </span>
            </span>
            <span className="flex flex-col">
              <span className="text-xs text-muted-foreground">Current value</span>
              <span className="font-semibold tabular-nums">{money(h.AUM)}</span>
            </span>
            <span className="flex flex-col">
              <span className="text-xs text-muted-foreground">Invested</span>
              <InvestedText holding={h} />
            </span>
            <span className="flex flex-col">
              <span className="text-xs text-muted-foreground">Returns (XIRR)</span>
              <span className={`tabular-nums ${tone(h.FolioXirr) === 'down' ? 'text-destructive' : tone(h.FolioXirr) === 'up' ? 'text-success' : ''}`}>
                {returnText(h.FolioXirr)}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** What was invested, or that it is not known (units imported from a summary statement). */
function InvestedText({ holding: h }: { holding: Holding }) {
  const known = costKnown(h.Units, h.CostUnknownUnits);
  if (known === 'none') return <span>{COST_UNKNOWN.invested}</span>;
  return (
    <span className="tabular-nums">
      {money(h.COST)}
      {known === 'part' && <span className="block text-xs text-muted-foreground">{COST_UNKNOWN.investedPart}</span>}
    </span>
  );
}

function AltRows({ rows, onOpen }: { rows: AlternativeHolding[]; onOpen(h: AlternativeHolding): void }) {
  if (rows.length === 0) return <p className="py-8 text-center text-muted-foreground">No Data Found</p>;
  return (
    <ul className="flex flex-col gap-2">
      {rows.map((h) => (
        <li key={h.ID}>
          <button
            type="button"
            onClick={() => onOpen(h)}
            aria-label={`${h.SchemeName}, ${h.Product} account ${h.I_Accno}, current value ${money(h.AUM)}, returns ${returnText(h.FolioXirr)}`}
            className="grid w-full grid-cols-2 gap-2 rounded-lg border bg-card p-4 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:grid-cols-[2fr_1fr_1fr_1fr]"
          >
            <span className="col-span-2 flex min-w-0 flex-col sm:col-span-1">
              <span className="font-semibold">
                {h.SchemeName}
                {h.is_demo && <span className="ml-2 rounded bg-accent px-1.5 py-0.5 text-xs font-medium text-accent-foreground">Demo data</span>}
              </span>
              <span className="text-sm text-muted-foreground">
                {h.Manager} · {h.Category ?? h.Product} · Account {h.I_Accno} · valued {h.Asondate}
              </span>
            </span>
            <span className="flex flex-col">
              <span className="text-xs text-muted-foreground">Current value</span>
              <span className="font-semibold tabular-nums">{money(h.AUM)}</span>
            </span>
            <span className="flex flex-col">
              <span className="text-xs text-muted-foreground">Invested</span>
              <span className="tabular-nums">{money(h.COST)}</span>
            </span>
            <span className="flex flex-col">
              <span className="text-xs text-muted-foreground">{h.FolioXirr_source === 'reported' ? "Manager's XIRR" : 'XIRR'}</span>
              <span className="tabular-nums">{returnText(h.FolioXirr)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The individual portfolio (spec 2 §2.9, spec 3 §2.8): product tabs (Mutual Funds; AIF and PMS
 * only when held), a summary card, and the Scheme List with the valuation date, FILTER and SORT.
 * A mutual-fund row opens its holding panel; its place is in the URL so Back reopens it.
 */
export function PortfolioView({
  owner,
  date,
  onDate,
  tab,
  onTab,
  open,
  onOpen,
  folioTransactions: FolioTransactions,
  goals,
  deposits,
  source = 'all',
  onSource,
}: {
  owner: string;
  date: string | undefined;
  onDate(d: string | undefined): void;
  /** which holdings the figures count: held through Nivesh, elsewhere (imported), or all */
  source?: HoldingSourceFilter;
  onSource?(s: HoldingSourceFilter): void;
  tab: ProductTab;
  onTab(t: ProductTab): void;
  /** the holding whose panel is open (holdingKey) */
  open: string | undefined;
  onOpen(key: string | undefined): void;
  /** the folio's transaction tables (the route composes the transactions feature) */
  folioTransactions: ComponentType<{ schemeId: number; folio: string }>;
  /** the Goals and Objectives card (the route composes the goals feature) */
  goals?: ReactNode;
  /** the Corporate deposits tab's content, or null when the investor has no deposits (spec 2 §2.9: shown only then) */
  deposits?: ReactNode | null;
}) {
  const { data: cached } = useSuspenseQuery(portfolioQuery(owner, date, source));
  const { data: summary } = useSuspenseQuery(productSummaryQuery(owner, date, source));
  const [list, setList] = useState<ListState>(EMPTY_LIST_STATE);
  const [alt, setAlt] = useState<AlternativeHolding | null>(null);
  const p = cached.data;
  // spec 2 §2.9: Mutual Funds (0), Corporate deposits (1), AIF (2), PMS (3), each only when there is data
  const tabs: ProductTab[] = [
    'mf',
    ...(deposits ? (['fd'] as const) : []),
    ...(p.aif_details.length ? (['aif'] as const) : []),
    ...(p.pms_details.length ? (['pms'] as const) : []),
  ];
  const current = tabs.includes(tab) ? tab : 'mf';
  const holding = p.portfolio_details.find((h) => holdingKey(h) === open) ?? null;
  const labels: Record<ProductTab, string> = { mf: 'Mutual Funds', fd: 'Corporate deposits', aif: 'AIF', pms: 'PMS' };
  return (
    <Page title="Portfolio">
      <div className="flex flex-col gap-4">
        <SavedAge {...cached} valuedOn={date} />
        {onSource && <HeldThrough value={source} onChange={onSource} />}
        {goals}
        <Tabs
          value={current}
          onValueChange={(t) => {
            // spec 2 §4: changing the product tab resets the filter and the sort
            setList(EMPTY_LIST_STATE);
            onTab(t as ProductTab);
          }}
        >
          <TabsList aria-label="Products">
            {tabs.map((t) => (
              <TabsTrigger key={t} value={t}>
                {labels[t]}
              </TabsTrigger>
            ))}
          </TabsList>
          {deposits && (
            <TabsContent value="fd" className="flex flex-col gap-4">
              {deposits}
            </TabsContent>
          )}
          {tabs
            .filter((t): t is Exclude<ProductTab, 'fd'> => t !== 'fd')
            .map((t) => (
              <TabsContent key={t} value={t} className="flex flex-col gap-4">
                <SummaryCard row={summary.data.product_wise_summary.find((r) => r.ProductLevel === LEVEL[t])} />
                <section aria-labelledby={`list-${t}`} className="flex flex-col gap-3">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <h2 id={`list-${t}`} className="text-lg font-semibold">
                      Scheme List
                    </h2>
                    <div className="flex flex-wrap items-center gap-2">
                      <AsOnPicker value={date} onChange={onDate} />
                      <ListControls state={list} onChange={setList} />
                    </div>
                  </div>
                  {t === 'mf' ? (
                    <MfRows rows={applyListState(p.portfolio_details.map(mfRow), list)} onOpen={(h) => onOpen(holdingKey(h))} />
                  ) : (
                    <AltRows rows={applyListState((t === 'aif' ? p.aif_details : p.pms_details).map(altRow), list)} onOpen={setAlt} />
                  )}
                </section>
              </TabsContent>
            ))}
        </Tabs>
      </div>
      <AltHoldingSheet holding={alt} onClose={() => setAlt(null)} />
      <HoldingSheet
        holding={holding}
        onClose={() => onOpen(undefined)}
        transactions={holding ? <FolioTransactions key={holdingKey(holding)} schemeId={holding.SchemeID} folio={holding.I_Accno} /> : null}
      />
    </Page>
  );
}
