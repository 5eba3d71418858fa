import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { User, Users } from 'lucide-react';
import type { FamilyPortfolioAnswer } from '@shared/contract/family.ts';
import { formatReturn, groupDecimalString } from '@shared/rules/format/indian-number.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';

const FamilyPie = lazy(() => import('./family-pie.tsx'));

const money = (text: string): string => {
  const neg = text.startsWith('-');
  return `${neg ? '-' : ''}₹${groupDecimalString(neg ? text.slice(1) : text)}`;
};
const pct = (v: string | null): string => {
  const r = formatReturn(v);
  return r === 'NA' ? r : `${r}%`;
};

/** The member-count picture (spec 2 §2.8): one for 2, 3 and 4 members, a common one otherwise. */
function FamilyImage({ count }: { count: number }) {
  const label = `${count} ${count === 1 ? 'member' : 'members'}`;
  if (count >= 2 && count <= 4) {
    return (
      <div className="flex items-end gap-1 text-primary" data-members={count}>
        <span className="sr-only">{label}</span>
        {Array.from({ length: count }, (_, i) => (
          <User key={i} aria-hidden className={i % 2 === 0 ? 'size-9' : 'size-7'} />
        ))}
      </div>
    );
  }
  return (
    <div className="text-primary" data-members="common">
      <span className="sr-only">{label}</span>
      <Users aria-hidden className="size-11" />
    </div>
  );
}

/**
 * The family portfolio (spec 2 §2.8): a date picker (earliest: the user's login date), the family
 * net worth card, the pie by asset class, and the members; a member row expands (click again to
 * close) to a detail panel with View Portfolio. 'Add Family Member' only for the head.
 */
export function FamilyPortfolioView({
  answer,
  date,
  today,
  minDate,
  onDate,
  canAdd,
  addMember,
  onViewPortfolio,
  savedAge,
}: {
  answer: FamilyPortfolioAnswer;
  date: string;
  today: string;
  minDate: string | undefined;
  onDate(date: string): void;
  canAdd: boolean;
  addMember: ReactNode;
  onViewPortfolio(member: { childId: number; niveshId: string; name: string }): void;
  savedAge?: ReactNode;
}) {
  const [summarySet, , members, holdings, assets] = answer.family_portfolio;
  const summary = summarySet[0];
  const [open, setOpen] = useState<number | null>(null);
  const dateId = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Label htmlFor={dateId} className="text-sm whitespace-nowrap">
            Valuation date
          </Label>
          <input
            id={dateId}
            type="date"
            value={date}
            max={today}
            min={minDate}
            onChange={(e) => e.target.value && onDate(e.target.value)}
            className="h-11 rounded-[var(--radius)] border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          />
        </div>
        {savedAge}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader className="flex flex-row items-center justify-between gap-3">
            <h2 className="text-base font-semibold">{summary?.FamilyName ?? 'Family'} Networth</h2>
            <FamilyImage count={members.length} />
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-3 text-sm tabular-nums">
              <div className="col-span-2">
                <dt className="text-muted-foreground">Market Value</dt>
                <dd className="text-2xl font-semibold" data-testid="family-market-value">
                  {money(summary?.MrkVal ?? '0.00')}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Invested</dt>
                <dd>{money(summary?.PurVal ?? '0.00')}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Gain / Loss</dt>
                <dd>{money(summary?.UnrealReturns ?? '0.00')}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">XIRR</dt>
                <dd>{pct(summary?.Xirr ?? null)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">As on</dt>
                <dd>{answer.AsonDate}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="text-base font-semibold">Family allocation</h2>
          </CardHeader>
          <CardContent>
            {assets.length === 0 ? (
              <p className="py-10 text-center text-sm text-muted-foreground">No Data</p>
            ) : (
              <>
                <Suspense fallback={<div className="mx-auto size-48 animate-pulse rounded-full bg-muted" />}>
                  <FamilyPie rows={assets} />
                </Suspense>
                <table className="w-full text-left text-sm tabular-nums">
                  <caption className="sr-only">Family allocation by asset class</caption>
                  <tbody>
                    {assets.map((a) => (
                      <tr key={a.I_Asset_Class} className="border-b border-border/60">
                        <th scope="row" className="py-1 font-normal">
                          {a.I_Asset_Class}
                        </th>
                        <td className="py-1 text-right">{a.AUM}%</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </CardContent>
        </Card>
      </div>
      <section aria-labelledby="family-members-list">
        <div className="mb-2 flex items-center justify-between gap-3">
          <h2 id="family-members-list" className="text-lg font-semibold">
            Members
          </h2>
          {canAdd && addMember}
        </div>
        <ul className="flex flex-col gap-2">
          {members.map((m) => {
            const expanded = open === m.Child_id;
            const panel = `family-member-${m.Child_id}`;
            return (
              <li key={m.Child_id}>
                <Card>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={panel}
                    onClick={() => setOpen(expanded ? null : m.Child_id)}
                    className="flex w-full flex-wrap items-center justify-between gap-2 p-4 text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <span className="font-medium">
                      {m.I_InvName}
                      {m.is_head && <span className="ml-1 text-sm font-normal text-muted-foreground">(Head of the Family)</span>}
                    </span>
                    <span className="text-sm tabular-nums">
                      {money(m.MrkVal)} · {m.Perc}%
                    </span>
                  </button>
                  {expanded && (
                    <div id={panel} className="flex flex-col gap-3 border-t px-4 pb-4 pt-3 text-sm">
                      <dl className="grid grid-cols-2 gap-2 tabular-nums sm:grid-cols-4">
                        <div>
                          <dt className="text-muted-foreground">Invested</dt>
                          <dd>{money(m.PurVal)}</dd>
                        </div>
                        <div>
                          <dt className="text-muted-foreground">Market Value</dt>
                          <dd>{money(m.MrkVal)}</dd>
                        </div>
                        <div>
                          <dt className="text-muted-foreground">Gain / Loss</dt>
                          <dd>{money(m.Gainorloss)}</dd>
                        </div>
                        <div>
                          <dt className="text-muted-foreground">XIRR</dt>
                          <dd>{pct(m.Xirr)}</dd>
                        </div>
                      </dl>
                      <ul className="flex flex-col gap-1">
                        {holdings
                          .filter((h) => h.Child_id === m.Child_id)
                          .map((h) => (
                            <li key={`${h.SchemeName}-${h.I_Accno}`} className="flex justify-between gap-2">
                              <span>{h.SchemeName}</span>
                              <span className="tabular-nums">{money(h.MrkVal)}</span>
                            </li>
                          ))}
                      </ul>
                      <div>
                        <Button onClick={() => onViewPortfolio({ childId: m.Child_id, niveshId: m.i_clientid, name: m.I_InvName })}>View Portfolio</Button>
                      </div>
                    </div>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
