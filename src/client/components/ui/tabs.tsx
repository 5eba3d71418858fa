import { createContext, useCallback, useContext, useId, useLayoutEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * Tabs after the WAI-ARIA tabs pattern, with Radix Tabs' API and behaviour (automatic activation,
 * arrow keys that wrap, Home and End, `data-state` for styling), written here rather than taken
 * from Radix: each Radix tab panel reads the page's computed style and schedules an immediate
 * re-render while the page is first committed, and on the cart (six tabs) and the dashboard those
 * pulled the whole start-up into one long task (traced 26 Nov 2026: TBT).
 */
interface TabsState {
  value: string;
  select(value: string): void;
  id(kind: 'trigger' | 'content', value: string): string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?(value: string): void;
};

export function Tabs({ className, value: controlled, defaultValue, onValueChange, ...props }: TabsProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const value = controlled ?? uncontrolled;
  const base = useId();
  // the value as last chosen: a click on a tab comes after its focus has already chosen it
  const current = useRef(value);
  useLayoutEffect(() => {
    current.current = value;
  }, [value]);
  const select = useCallback(
    (next: string) => {
      if (next === current.current) return;
      if (controlled === undefined) {
        current.current = next;
        setUncontrolled(next);
      }
      onValueChange?.(next);
    },
    [controlled, onValueChange],
  );
  const id = useCallback((kind: 'trigger' | 'content', v: string) => `${base}-${kind}-${v.replace(/\s+/g, '-')}`, [base]);
  return (
    <TabsContext.Provider value={{ value, select, id }}>
      <div data-orientation="horizontal" className={cn('flex flex-col gap-4', className)} {...props} />
    </TabsContext.Provider>
  );
}

/** The enabled tabs of a list, in order. */
const enabledTabs = (list: HTMLElement) => [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];

/**
 * Wraps onto a second row on narrow screens, so every tab is in sight at 390 px (the cart has six
 * tabs with counts, the invest page six, payments four): a strip that scrolled sideways hid tabs
 * with no hint that they were there.
 */
export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn('inline-flex max-w-full flex-wrap items-center gap-1 rounded-[var(--radius)] bg-muted p-1', className)}
      {...props}
    />
  );
}

/** Arrow keys (wrapping), Home and End move between the enabled tabs of the list; the focus selects (automatic activation, as with Radix). */
function moveFocus(e: KeyboardEvent<HTMLButtonElement>) {
  if (e.altKey || e.ctrlKey || e.metaKey) return;
  const list = e.currentTarget.closest<HTMLElement>('[role="tablist"]');
  if (!list) return;
  const tabs = enabledTabs(list);
  const at = tabs.indexOf(e.currentTarget);
  const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[e.key];
  if (to === undefined || at < 0) return;
  e.preventDefault();
  tabs[(to + tabs.length) % tabs.length]!.focus();
}

type TabsTriggerProps = Omit<ComponentProps<'button'>, 'value'> & { value: string };

export function TabsTrigger({ className, disabled, value, onClick, onFocus, onKeyDown, ...props }: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  // Prerendered HTML: a tab pressed before the code has arrived would not switch.
  const hydrated = useHydrated();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.id('trigger', value)}
      aria-selected={selected}
      aria-controls={tabs.id('content', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      data-disabled={disabled ? '' : undefined}
      // one tab stop for the list: the selected tab; the arrow keys move between the others
      tabIndex={selected ? 0 : -1}
      disabled={disabled || !hydrated}
      data-prehydration={hydrated ? undefined : ''}
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented) tabs.select(value);
      }}
      onFocus={(e) => {
        onFocus?.(e);
        if (!e.defaultPrevented && !selected) tabs.select(value);
      }}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (!e.defaultPrevented) moveFocus(e);
      }}
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-[calc(var(--radius)-2px)] px-4',
        'text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        'disabled:pointer-events-none disabled:opacity-50 data-prehydration:disabled:opacity-100',
        'data-[state=active]:bg-background data-[state=active]:text-primary data-[state=active]:font-semibold data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

type TabsContentProps = Omit<ComponentProps<'div'>, 'value'> & { value: string };

/** The panel of one tab; its content is made only while its tab is selected. */
export function TabsContent({ className, value, children, ...props }: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={tabs.id('content', value)}
      aria-labelledby={tabs.id('trigger', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!selected}
      tabIndex={0}
      className={cn('focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
      {...props}
    >
      {selected && children}
    </div>
  );
}
