import { useId, useState } from 'react';
import { SlidersHorizontalIcon, ArrowDownWideNarrowIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '../../../components/ui/sheet.tsx';
import { SIZE_BANDS, SORTS, type ListState, type SizeBand, type SortId } from '../list-rules.ts';

/** A dot on a button whose filter or sort is active (spec 2 §2.9). */
function Dot({ on }: { on: boolean }) {
  return on ? <span aria-hidden="true" className="absolute -top-1 -right-1 size-2.5 rounded-full bg-destructive" /> : null;
}

/** FILTER (size of the investment, spec 2 §9) and SORT (AUM or returns, high to low) for the Scheme List. */
export function ListControls({ state, onChange }: { state: ListState; onChange(s: ListState): void }) {
  const [panel, setPanel] = useState<'filter' | 'sort' | null>(null);
  const [bands, setBands] = useState<SizeBand[]>(state.bands);
  const [sort, setSort] = useState<SortId | null>(state.sort);
  const id = useId();
  const openPanel = (p: 'filter' | 'sort') => {
    setBands(state.bands);
    setSort(state.sort);
    setPanel(p);
  };
  return (
    <div className="flex gap-2">
      <Button
        variant="outline"
        size="sm"
        className="relative"
        onClick={() => openPanel('filter')}
        aria-label={state.bands.length ? 'Filter (active)' : 'Filter'}
      >
        <SlidersHorizontalIcon aria-hidden="true" /> FILTER
        <Dot on={state.bands.length > 0} />
      </Button>
      <Button variant="outline" size="sm" className="relative" onClick={() => openPanel('sort')} aria-label={state.sort ? 'Sort (active)' : 'Sort'}>
        <ArrowDownWideNarrowIcon aria-hidden="true" /> SORT
        <Dot on={state.sort !== null} />
      </Button>
      <Sheet open={panel !== null} onOpenChange={(o) => !o && setPanel(null)}>
        <SheetContent>
          {panel === 'filter' && (
            <>
              <SheetHeader>
                <SheetTitle>Filter</SheetTitle>
                <SheetDescription>By the amount invested in the scheme</SheetDescription>
              </SheetHeader>
              <fieldset className="flex flex-col gap-3">
                <legend className="mb-2 text-sm font-medium">Investment size</legend>
                {SIZE_BANDS.map((b) => (
                  <div key={b.id} className="flex items-center gap-3">
                    <Checkbox
                      id={`${id}-${b.id}`}
                      checked={bands.includes(b.id)}
                      onCheckedChange={(c) => setBands((x) => (c === true ? [...x, b.id] : x.filter((y) => y !== b.id)))}
                    />
                    <Label htmlFor={`${id}-${b.id}`}>{b.label}</Label>
                  </div>
                ))}
              </fieldset>
              <SheetFooter className="flex-row gap-2">
                <Button
                  variant="outline"
                  onClick={() => {
                    setBands([]);
                    onChange({ ...state, bands: [] });
                    setPanel(null);
                  }}
                >
                  CLEAR FILTER
                </Button>
                <Button
                  onClick={() => {
                    onChange({ ...state, bands });
                    setPanel(null);
                  }}
                >
                  APPLY
                </Button>
              </SheetFooter>
            </>
          )}
          {panel === 'sort' && (
            <>
              <SheetHeader>
                <SheetTitle>Sort</SheetTitle>
                <SheetDescription>Highest first</SheetDescription>
              </SheetHeader>
              <RadioGroup value={sort ?? ''} onValueChange={(v) => setSort(v as SortId)} aria-label="Sort by" className="gap-3">
                {SORTS.map((s) => (
                  <div key={s.id} className="flex items-center gap-3">
                    <RadioGroupItem id={`${id}-${s.id}`} value={s.id} />
                    <Label htmlFor={`${id}-${s.id}`}>{s.label}</Label>
                  </div>
                ))}
              </RadioGroup>
              <SheetFooter className="flex-row gap-2">
                <Button
                  variant="outline"
                  onClick={() => {
                    onChange({ ...state, sort: null });
                    setPanel(null);
                  }}
                >
                  CANCEL
                </Button>
                <Button
                  onClick={() => {
                    onChange({ ...state, sort });
                    setPanel(null);
                  }}
                >
                  APPLY
                </Button>
              </SheetFooter>
            </>
          )}
        </SheetContent>
      </Sheet>
    </div>
  );
}
