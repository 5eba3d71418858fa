import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MIN_INVESTMENT_RANGES } from '@shared/contract/schemes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '../../../components/ui/sheet.tsx';
import { emptyFilter, matchAmcs, type ListFilter } from '../list-filters.ts';
import { subAssetClassesQuery } from '../queries.ts';

export interface FilterSheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  value: ListFilter;
  subAssetId: number;
  assetClassId: number;
  assetClassName: string;
  /** AMC names of the schemes the filter can show */
  amcs: readonly string[];
  onApply(filter: ListFilter): void;
}

function toggle<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...new Set([...list, item])] : list.filter((x) => x !== item);
}

/** The FILTER side panel (spec 2 §2.4): AMC (search by inclusion), the asset class's sub-classes, investment amount range. */
export function FilterSheet({ open, onOpenChange, value, subAssetId, assetClassId, assetClassName, amcs, onApply }: FilterSheetProps) {
  const [draft, setDraft] = useState<ListFilter>(value);
  const [amcSearch, setAmcSearch] = useState('');
  const subs = useQuery({ ...subAssetClassesQuery(assetClassId), enabled: open });
  const shownAmcs = matchAmcs(amcs, amcSearch);
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setDraft(value);
          setAmcSearch('');
        }
        onOpenChange(next);
      }}
    >
      <SheetContent>
        <SheetHeader>
          <SheetTitle>Filter</SheetTitle>
          <SheetDescription>Show only the funds you are looking for.</SheetDescription>
        </SheetHeader>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold">AMC</legend>
          <Label htmlFor="amc-search" className="sr-only">
            Search AMC
          </Label>
          <Input id="amc-search" placeholder="Search AMC" value={amcSearch} onChange={(e) => setAmcSearch(e.target.value)} autoComplete="off" />
          <ul className="flex max-h-56 flex-col gap-3 overflow-y-auto py-1">
            {shownAmcs.map((name) => (
              <li key={name} className="flex items-center gap-3">
                <Checkbox
                  id={`amc-${name}`}
                  checked={draft.amcs.includes(name)}
                  onCheckedChange={(c) => setDraft({ ...draft, amcs: toggle(draft.amcs, name, c === true) })}
                />
                <Label htmlFor={`amc-${name}`}>{name}</Label>
              </li>
            ))}
            {shownAmcs.length === 0 && <li className="text-sm text-muted-foreground">No AMC matches “{amcSearch.trim()}”</li>}
          </ul>
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold">{assetClassName}</legend>
          {subs.isPending && <Skeleton label="Loading categories" className="h-40" />}
          <ul className="flex flex-col gap-3">
            {(subs.data?.data ?? []).map((s) => (
              <li key={s.ID} className="flex items-center gap-3">
                <Checkbox
                  id={`sub-${s.ID}`}
                  checked={draft.subAssetIds.includes(s.ID)}
                  onCheckedChange={(c) => setDraft({ ...draft, subAssetIds: toggle(draft.subAssetIds, s.ID, c === true) })}
                />
                <Label htmlFor={`sub-${s.ID}`}>{s.Sub_AssetclassName}</Label>
              </li>
            ))}
          </ul>
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold">Investment amount</legend>
          <RadioGroup
            aria-label="Investment amount"
            value={draft.range === null ? '' : String(draft.range)}
            onValueChange={(v) => setDraft({ ...draft, range: Number(v) })}
          >
            {MIN_INVESTMENT_RANGES.map((r, i) => (
              <div key={r.label} className="flex items-center gap-3">
                <RadioGroupItem id={`range-${i}`} value={String(i)} />
                <Label htmlFor={`range-${i}`}>{r.label}</Label>
              </div>
            ))}
          </RadioGroup>
        </fieldset>

        <SheetFooter className="flex-row gap-2">
          <Button variant="outline" className="flex-1" onClick={() => setDraft(emptyFilter(subAssetId))}>
            CLEAR
          </Button>
          <Button
            className="flex-1"
            disabled={draft.subAssetIds.length === 0}
            onClick={() => {
              onApply(draft);
              onOpenChange(false);
            }}
          >
            APPLY
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
