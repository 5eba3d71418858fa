import { Link } from '@tanstack/react-router';
import type { SipRow } from '@shared/contract/portfolio.ts';
import { parseDecimal } from '@shared/money/decimal.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { dmyToYmd, money } from '../format.ts';
import { dueInDays } from '../list-rules.ts';
import { todayYmd } from '../queries.ts';
import { formatDecimal } from '@shared/money/decimal.ts';

/** Active SIPs (spec 2 §4): end date in the future and SipCancelStatus N. */
const isActive = (s: SipRow, today: string) => s.SipCancelStatus === 'N' && dmyToYmd(s.Enddate) > today;

/** 'Upcoming SIPs' and 'Manage SIPs' (spec 2 §2.2, §4; lists 250 px high, scrolling). */
export function SipTabs({ upcoming, manage }: { upcoming: readonly SipRow[]; manage: readonly SipRow[] }) {
  const today = todayYmd();
  const total = upcoming.reduce((a, s) => a + (parseDecimal(s.AMOUNT, 2) ?? 0n), 0n);
  const active = manage.filter((s) => isActive(s, today));
  return (
    <Card className="p-5" aria-label="SIPs">
      <Tabs defaultValue="upcoming">
        <TabsList aria-label="SIPs">
          <TabsTrigger value="upcoming">Upcoming SIPs</TabsTrigger>
          <TabsTrigger value="manage">Manage SIPs</TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming" className="flex flex-col gap-2">
          {upcoming.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">No Upcoming SIP's at the moment</p>
          ) : (
            <>
              <p className="text-sm">
                Total due: <span className="font-semibold tabular-nums">{money(formatDecimal(total, 2))}</span>
              </p>
              <ul className="flex max-h-[250px] flex-col gap-2 overflow-y-auto pr-1">
                {upcoming.map((s) => {
                  const n = s.TRDATE ? dueInDays(today, dmyToYmd(s.TRDATE)) : null;
                  return (
                    <li key={s.BseOrderNo} className="flex items-center justify-between gap-3 rounded-lg border p-3">
                      <span className="flex min-w-0 flex-col">
                        <span className="font-medium [overflow-wrap:anywhere]">{s.SchemeName}</span>
                        <span className="text-xs text-muted-foreground">
                          {s.Frequency} SIP · next on {s.TRDATE}
                        </span>
                      </span>
                      <span className="flex flex-col items-end">
                        <span className="font-semibold tabular-nums">{money(s.AMOUNT)}</span>
                        {n !== null && (
                          <span className="text-xs text-muted-foreground">
                            Due in {n} {n === 1 ? 'day' : 'days'}
                          </span>
                        )}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </TabsContent>
        <TabsContent value="manage" className="flex flex-col gap-2">
          {active.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">No Data</p>
          ) : (
            <ul className="flex max-h-[250px] flex-col gap-2 overflow-y-auto pr-1">
              {active.map((s) => (
                <li key={s.BseOrderNo} className="flex items-center justify-between gap-3 rounded-lg border p-3">
                  <span className="flex min-w-0 flex-col">
                    <span className="font-medium [overflow-wrap:anywhere]">{s.SchemeName}</span>
                    <span className="text-xs text-muted-foreground">
                      {s.SIPDay} of every month · until {s.Enddate} · {s.InstallmentsDone} of {s.Installments} done
                    </span>
                  </span>
                  <span className="font-semibold tabular-nums">{money(s.AMOUNT)}</span>
                </li>
              ))}
            </ul>
          )}
          <Link to="/portal/menu/manage-sip" className="self-start text-sm font-semibold text-primary underline-offset-4 hover:underline">
            Manage your SIPs
          </Link>
        </TabsContent>
      </Tabs>
    </Card>
  );
}
