import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { ymdToDmy } from '@shared/time/ist.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { MONTH_NAMES, calendarMonths, longDate, monthWeeks, moveFocus } from '../calendar.ts';

const WEEKDAYS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

/**
 * The start-date calendar dialog for SIP, SWP and STP (spec 2 §2.6, §5): six months from the
 * current one, only the offered dates enabled. Keyboard: arrows move between offered dates,
 * PageUp/PageDown change month, Home/End jump within the month, Enter picks, Escape closes.
 */
export function StartDateDialog({
  label,
  value,
  onChange,
  allowed,
  now,
  error,
  disabled,
}: {
  label: string;
  value: string;
  onChange(ymd: string): void;
  allowed: readonly string[];
  now: Date;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const months = useMemo(() => calendarMonths(now), [now]);
  const offered = useMemo(() => new Set(allowed), [allowed]);
  const initialFocus = offered.has(value) ? value : (allowed[0] ?? null);
  const [focus, setFocus] = useState<string | null>(initialFocus);
  const [month, setMonth] = useState(months[0]!);
  const grid = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  const openDialog = () => {
    setFocus(initialFocus);
    setMonth(initialFocus?.slice(0, 7) ?? months[0]!);
    setOpen(true);
  };

  useEffect(() => {
    if (!moved.current || !focus) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focus}"]`)?.focus();
  }, [focus]);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const next = moveFocus(allowed, date, e.key);
    if (['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'].includes(e.key)) e.preventDefault();
    if (!next) return;
    moved.current = true;
    setFocus(next);
    setMonth(next.slice(0, 7));
  };

  const monthIndex = months.indexOf(month);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const focusInMonth = focus && focus.startsWith(month) ? focus : (allowed.find((a) => a.startsWith(month)) ?? null);
  const titleId = `${id}-month`;

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <Button
        variant="outline"
        className="justify-between font-normal"
        disabled={disabled}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={openDialog}
      >
        <span id={`${id}-value`}>{value ? ymdToDmy(value) : 'Select date'}</span>
        <CalendarDays aria-hidden />
      </Button>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          className="max-w-sm"
          onOpenAutoFocus={(e) => {
            // start on the chosen (or first offered) date rather than the month buttons
            const day = grid.current?.querySelector<HTMLButtonElement>('button[data-date][tabindex="0"]');
            if (day) {
              e.preventDefault();
              day.focus();
            }
          }}
        >
          <DialogHeader>
            <DialogTitle>{label}</DialogTitle>
            <DialogDescription>Only the dates a scheme allows can be chosen.</DialogDescription>
          </DialogHeader>
          <div className="flex items-center justify-between">
            <Button variant="ghost" size="icon" aria-label="Previous month" disabled={monthIndex <= 0} onClick={() => setMonth(months[monthIndex - 1]!)}>
              <ChevronLeft aria-hidden />
            </Button>
            <h3 id={titleId} aria-live="polite" className="font-semibold">
              {MONTH_NAMES[m - 1]} {y}
            </h3>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Next month"
              disabled={monthIndex >= months.length - 1}
              onClick={() => setMonth(months[monthIndex + 1]!)}
            >
              <ChevronRight aria-hidden />
            </Button>
          </div>
          <div ref={grid}>
            <table aria-labelledby={titleId} className="w-full table-fixed border-collapse text-center text-sm">
              <thead>
                <tr>
                  {WEEKDAYS.map(([short, long]) => (
                    <th key={short} scope="col" className="pb-1 font-medium text-muted-foreground">
                      <abbr title={long} className="no-underline">
                        {short}
                      </abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {monthWeeks(month).map((week, i) => (
                  <tr key={i}>
                    {week.map((date, j) => (
                      <td key={j} className="p-0.5">
                        {date && (
                          <button
                            type="button"
                            data-date={date}
                            disabled={!offered.has(date)}
                            tabIndex={date === focusInMonth ? 0 : -1}
                            aria-label={longDate(date)}
                            aria-pressed={date === value}
                            onKeyDown={(e) => onKeyDown(e, date)}
                            onClick={() => {
                              onChange(date);
                              setOpen(false);
                            }}
                            className={cn(
                              'size-11 rounded-full tabular-nums',
                              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                              'disabled:cursor-not-allowed disabled:text-muted-foreground/60 disabled:line-through',
                              date === value ? 'bg-primary font-semibold text-primary-foreground' : 'hover:bg-muted',
                            )}
                          >
                            {Number(date.slice(8))}
                          </button>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {allowed.length === 0 && <p className="text-sm text-muted-foreground">No dates are available.</p>}
        </DialogContent>
      </Dialog>
    </div>
  );
}
