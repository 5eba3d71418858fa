import { useEffect, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SearchIcon, SlidersHorizontalIcon } from 'lucide-react';
import { MIN_INVESTMENT_RANGES, SCHEME_MESSAGES } from '@shared/contract/schemes.ts';
import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { ASSET_TABS } from '../asset-tabs.ts';
import { groupFunds } from '../fund-groups.ts';
import { searchQuery, type SearchParams } from '../queries.ts';
import { FundRow } from './fund-row.tsx';

/** What a search is for, as the URL keeps it: q the name, ac asset-class slugs ("debt,liquid"), r a range index. */
export interface AppliedSearch {
  q?: string;
  ac?: string;
  r?: number;
}

/** "debt,liquid" → [4, 2]; unknown slugs are dropped. */
export const classIdsOf = (ac: string | undefined): number[] => (ac ? ac.split(',').flatMap((slug) => ASSET_TABS.find((t) => t.slug === slug)?.id ?? []) : []);
const slugsOf = (ids: readonly number[]): string | undefined =>
  ids.length
    ? ASSET_TABS.filter((t) => ids.includes(t.id))
        .map((t) => t.slug)
        .join(',')
    : undefined;

/** The spec's categories in the order the checkboxes show them (spec 3 §2.10). */
const CATEGORIES = ['Equity', 'Debt', 'Liquid', 'Hybrid'].map((label) => ASSET_TABS.find((t) => t.label === label)!);

export const MIN_NAME = 2;
const DEBOUNCE_MS = 400;

/** The request an applied search makes, or null when there is nothing to search for. */
export function searchBody(a: AppliedSearch): SearchParams | null {
  const name = (a.q ?? '').trim();
  const classes = classIdsOf(a.ac).join(',');
  const range = a.r === undefined ? undefined : MIN_INVESTMENT_RANGES[a.r];
  if (name.length < MIN_NAME && classes === '' && !range) return null;
  return {
    name: name.length >= MIN_NAME ? name : '',
    asset_class_id: classes,
    ...(range ? { amount: range.amount, max_amount: range.max_amount } : {}),
  };
}

/**
 * Scheme search (spec 3 §2.10): a name box (searching from 2 characters, as you type), category
 * checkboxes and minimum-investment radios applied with VIEW, and CLEAR ALL. Results list one
 * row per fund with a plan/option chooser, like the category lists.
 */
export function SchemeSearch({ applied, onApply, onOpen }: { applied: AppliedSearch; onApply(next: AppliedSearch): void; onOpen(id: number): void }) {
  const ids = useId();
  const [name, setName] = useState(applied.q ?? '');
  const [classes, setClasses] = useState<number[]>(classIdsOf(applied.ac));
  const [range, setRange] = useState<number | undefined>(applied.r);
  const [message, setMessage] = useState<string | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = (applied.ac ? applied.ac.split(',').length : 0) + (applied.r === undefined ? 0 : 1);
  const body = searchBody(applied);
  const results = useQuery(searchQuery(body));
  // one row per fund, its plans and options chosen in the row, as the category lists show them
  const funds = useMemo(() => groupFunds(results.data ?? []), [results.data]);

  // Back and forward change what is applied: the boxes follow, without undoing a word being typed.
  const appliedKey = `${applied.q ?? ''}|${applied.ac ?? ''}|${applied.r ?? ''}`;
  const [seenKey, setSeenKey] = useState(appliedKey);
  if (seenKey !== appliedKey) {
    setSeenKey(appliedKey);
    if (name.trim() !== (applied.q ?? '')) setName(applied.q ?? '');
    setClasses(classIdsOf(applied.ac));
    setRange(applied.r);
  }

  const draft = (typed: string): AppliedSearch => ({
    q: typed.trim().length >= MIN_NAME ? typed.trim() : undefined,
    ac: slugsOf(classes),
    r: range,
  });

  // Typing searches by itself once the name is long enough (or is cleared), with what is ticked.
  useEffect(() => {
    const trimmed = name.trim();
    if (trimmed === (applied.q ?? '') || (trimmed.length > 0 && trimmed.length < MIN_NAME)) return;
    const next = draft(name);
    if (!searchBody(next) && !applied.q) return;
    const timer = setTimeout(() => onApply(next), DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- only typing starts this; ticks wait for VIEW
  }, [name, applied.q, onApply]);

  const view = () => {
    const next = draft(name);
    if (!searchBody(next)) return setMessage(SCHEME_MESSAGES.selectFilter);
    setMessage(null);
    setFiltersOpen(false);
    onApply(next);
  };
  const clearAll = () => {
    setName('');
    setClasses([]);
    setRange(undefined);
    setMessage(null);
    onApply({});
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="relative">
        <Label htmlFor={`${ids}-name`} className="sr-only">
          Search schemes
        </Label>
        <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={`${ids}-name`}
          type="search"
          placeholder="Name, fund house or category (ELSS, index…)"
          className="pl-10"
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="off"
        />
      </div>
      {/* on a phone the filters fold behind one button, so the results start above the fold */}
      <Button
        variant="outline"
        className="self-start md:hidden"
        aria-expanded={filtersOpen}
        aria-controls={`${ids}-filters`}
        onClick={() => setFiltersOpen((o) => !o)}
      >
        <SlidersHorizontalIcon aria-hidden="true" /> Filters{activeFilters > 0 ? ` (${activeFilters})` : ''}
      </Button>
      <div id={`${ids}-filters`} className={cn('flex-col gap-5 md:flex', filtersOpen ? 'flex' : 'hidden')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold">Category</legend>
            {CATEGORIES.map((c) => (
              <div key={c.id} className="flex items-center gap-3">
                <Checkbox
                  id={`${ids}-ac-${c.id}`}
                  checked={classes.includes(c.id)}
                  onCheckedChange={(v) => setClasses(v === true ? [...classes, c.id] : classes.filter((x) => x !== c.id))}
                />
                <Label htmlFor={`${ids}-ac-${c.id}`}>{c.label}</Label>
              </div>
            ))}
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold">Minimum investment</legend>
            <RadioGroup aria-label="Minimum investment" value={range === undefined ? '' : String(range)} onValueChange={(v) => setRange(Number(v))}>
              {MIN_INVESTMENT_RANGES.map((r, i) => (
                <div key={r.label} className="flex items-center gap-3">
                  <RadioGroupItem id={`${ids}-r-${i}`} value={String(i)} />
                  <Label htmlFor={`${ids}-r-${i}`}>{r.label}</Label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={clearAll}>
            CLEAR ALL
          </Button>
          <Button onClick={view}>VIEW</Button>
        </div>
      </div>
      {message && (
        <p role="alert" className="font-medium text-destructive">
          {message}
        </p>
      )}
      {body && results.isPending && <Spinner label="Searching" className="self-center py-8" />}
      {results.isError && (
        <p role="alert" className="text-destructive">
          {messageOf(results.error)}
        </p>
      )}
      {results.data && results.data.length === 0 && (
        <div className="py-10 text-center">
          <p className="font-semibold">{SCHEME_MESSAGES.noData}</p>
          <p className="text-muted-foreground">{SCHEME_MESSAGES.tryOther}</p>
        </div>
      )}
      {results.data && results.data.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Search results">
          {funds.map((g) => (
            <FundRow key={g.key} group={g} period="1Y" sorted={false} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </div>
  );
}
