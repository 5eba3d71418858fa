import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { percent, rupees } from '@shared/rules/format/figures.ts';
import { goalTrackingQuery } from '../queries.ts';
import { FetchedNote } from '../../../components/layout/load-error.tsx';

/**
 * The portfolio's Goals and Objectives card (spec 2 §2.9): a tab per goal with the money invested
 * for it, its value, gain and XIRR, and its progress towards the plan's required corpus; View
 * Details opens the goal's scheme list. `owner` is the active profile's Nivesh ID (the device
 * cache keeps each profile's copy apart); `onOpenScheme` lets the portfolio open a scheme.
 */
export function GoalTrackingCard({ owner, onOpenScheme }: { owner: string; onOpenScheme?: (schemeId: number) => void }) {
  const tracking = useQuery(goalTrackingQuery(owner));
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Card aria-labelledby="goal-tracking-title">
      <CardHeader>
        <CardTitle level={2} id="goal-tracking-title">
          Goals and Objectives
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {tracking.isPending ? (
          <Spinner label="Loading goals" />
        ) : tracking.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {messageOf(tracking.error)}
          </p>
        ) : tracking.data.data.goals.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No Data.{' '}
            <Link to="/portal/investment/mutual-funds" className="text-primary underline-offset-4 hover:underline">
              Plan a goal
            </Link>
          </p>
        ) : (
          <>
            <FetchedNote {...tracking.data} />
            <Tabs defaultValue={String(tracking.data.data.goals[0]!.GoalId)}>
              <TabsList aria-label="Goals">
                {tracking.data.data.goals.map((g) => (
                  <TabsTrigger key={g.GoalId} value={String(g.GoalId)}>
                    {g.GoalName}
                  </TabsTrigger>
                ))}
              </TabsList>
              {tracking.data.data.goals.map((g) => {
                const progress = Math.min(100, Math.max(0, Number(g.GoalPercentage)));
                const schemes = tracking.data.data.goal_schemes.filter((s) => s.GoalId === g.GoalId);
                return (
                  <TabsContent key={g.GoalId} value={String(g.GoalId)} className="flex flex-col gap-3">
                    <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
                      <Fact label="Invested" value={rupees(g.PurValue)} />
                      <Fact label="Market value" value={rupees(g.MarketVal)} />
                      <Fact label="Gain / loss" value={rupees(g.GainLoss)} />
                      <Fact label="XIRR" value={percent(g.Xirr)} />
                    </dl>
                    <div className="flex flex-col gap-1">
                      <progress
                        aria-label={`${g.GoalName} progress`}
                        max={100}
                        value={progress}
                        aria-valuetext={`${Number(g.GoalPercentage).toFixed(2)}% of ${rupees(g.TargetAmount)}`}
                        className="h-3 w-full overflow-hidden rounded-full accent-[var(--color-primary)]"
                      />
                      <p className="text-sm text-muted-foreground">
                        {Number(g.GoalPercentage).toFixed(2)}% of {rupees(g.TargetAmount)}
                        {g.TargetDate ? ` by ${g.TargetDate}` : ''}
                      </p>
                    </div>
                    <Button
                      variant="link"
                      className="self-start px-0"
                      aria-expanded={open === g.GoalId}
                      onClick={() => setOpen(open === g.GoalId ? null : g.GoalId)}
                    >
                      View Details
                    </Button>
                    {open === g.GoalId && (
                      <ul className="divide-y rounded-lg border">
                        {schemes.length === 0 && <li className="p-3 text-sm text-muted-foreground">No Data Found</li>}
                        {schemes.map((s) => (
                          <li key={s.ProductId} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                            <span className="flex flex-col">
                              {onOpenScheme ? (
                                <button
                                  type="button"
                                  className="text-left font-medium text-primary underline-offset-4 hover:underline"
                                  onClick={() => onOpenScheme(s.ProductId)}
                                >
                                  {s.SchemeShortName}
                                </button>
                              ) : (
                                <span className="font-medium">{s.SchemeShortName}</span>
                              )}
                              <span className="text-muted-foreground">
                                {s.Assetclassname} · {s.Sub_AssetclassName}
                              </span>
                            </span>
                            <span className="text-right">
                              {rupees(s.MarketVal)}{' '}
                              <span className="text-muted-foreground">
                                ({rupees(s.GainLoss)}, XIRR {percent(s.Xirr)})
                              </span>
                            </span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </TabsContent>
                );
              })}
            </Tabs>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col rounded-lg bg-muted p-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}
