import { useId, useState } from 'react';
import type { PeriodLabel } from '@shared/contract/schemes.ts';
import { defaultVariant, optionLabel, pickVariant, type FundGroup } from '../fund-groups.ts';
import { SchemeButton } from './scheme-row.tsx';

const selectClass =
  'h-11 rounded-[var(--radius)] border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * One fund in a scheme list, its plans and options folded in (14 rows for 5 funds
 * before): the card shows the chosen variant's figures and opens its detail; Plan and Option
 * choose the variant.
 */
export function FundRow({ group, period, sorted, onOpen }: { group: FundGroup; period: PeriodLabel; sorted: boolean; onOpen(id: number): void }) {
  const id = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const scheme = group.variants.find((v) => v.SchemeID === chosen) ?? defaultVariant(group, sorted);
  const plans = [...new Set(group.variants.map((v) => v.PlanName))];
  const options = [...new Set(group.variants.filter((v) => v.PlanName === scheme.PlanName).map(optionLabel))];
  const many = group.variants.length > 1;
  return (
    <li className="flex flex-col gap-2">
      <SchemeButton scheme={scheme} title={group.name} period={period} onOpen={onOpen} />
      {many && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-1 text-sm">
          <span className="flex items-center gap-2">
            <label htmlFor={`${id}-plan`} className="text-muted-foreground">
              Plan
            </label>
            <select
              id={`${id}-plan`}
              className={selectClass}
              value={scheme.PlanName}
              disabled={plans.length < 2}
              onChange={(e) => setChosen(pickVariant(group, e.target.value, optionLabel(scheme)).SchemeID)}
            >
              {plans.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </span>
          <span className="flex items-center gap-2">
            <label htmlFor={`${id}-option`} className="text-muted-foreground">
              Option
            </label>
            <select
              id={`${id}-option`}
              className={selectClass}
              value={optionLabel(scheme)}
              disabled={options.length < 2}
              onChange={(e) => setChosen(pickVariant(group, scheme.PlanName, e.target.value).SchemeID)}
            >
              {options.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          </span>
        </div>
      )}
    </li>
  );
}
