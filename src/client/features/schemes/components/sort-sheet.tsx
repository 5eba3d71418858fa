import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '../../../components/ui/sheet.tsx';
import type { SortKey } from '../list-filters.ts';

const OPTIONS: Array<{ value: SortKey; label: string }> = [
  { value: 'aum', label: 'Asset Under Management (AUM)' },
  { value: 'returns', label: 'Returns (High to low)' },
];

/** The SORT side panel (spec 2 §9): AUM or returns, both high to low; CANCEL clears the sort. */
export function SortSheet({
  open,
  onOpenChange,
  value,
  onApply,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  value: SortKey | null;
  onApply(sort: SortKey | null): void;
}) {
  const [choice, setChoice] = useState<SortKey | null>(value);
  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        if (next) setChoice(value);
        onOpenChange(next);
      }}
    >
      <SheetContent>
        <SheetHeader>
          <SheetTitle>Sort</SheetTitle>
          <SheetDescription>Order the funds, highest first.</SheetDescription>
        </SheetHeader>
        <RadioGroup aria-label="Sort by" value={choice ?? ''} onValueChange={(v) => setChoice(v as SortKey)}>
          {OPTIONS.map((o) => (
            <div key={o.value} className="flex items-center gap-3">
              <RadioGroupItem id={`sort-${o.value}`} value={o.value} />
              <Label htmlFor={`sort-${o.value}`}>{o.label}</Label>
            </div>
          ))}
        </RadioGroup>
        <SheetFooter className="flex-row gap-2">
          <Button
            variant="outline"
            className="flex-1"
            onClick={() => {
              onApply(null);
              onOpenChange(false);
            }}
          >
            CANCEL
          </Button>
          <Button
            className="flex-1"
            disabled={choice === null}
            onClick={() => {
              onApply(choice);
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
