import { Link, useNavigate } from '@tanstack/react-router';
import { DropdownMenu } from 'radix-ui';
import { ChevronDownIcon } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { cn } from '../../lib/cn.ts';

/** The transaction hub's tabs, as /portal/invest/$schemeId?tab= names them. */
export type HolderTab = 'SIP' | 'Purchase' | 'Redemption' | 'Switch' | 'SWP' | 'STP';

const OPTIONS: ReadonlyArray<{ tab: HolderTab; label: string }> = [
  { tab: 'Redemption', label: 'REDEEM' },
  { tab: 'Switch', label: 'SWITCH' },
  { tab: 'SWP', label: 'SWP' },
  { tab: 'STP', label: 'STP' },
  { tab: 'SIP', label: 'START A SIP' },
  { tab: 'Purchase', label: 'PURCHASE FORM' },
];

/**
 * ADDITIONAL PURCHASE and MORE OPTIONS for an investor who holds the scheme (spec 2 §2.5), and
 * TRANSACT on a holding: each opens the transaction forms (/portal/invest/$schemeId) on the
 * right tab with the folio already chosen. Used by the scheme detail panel and the holding
 * detail panel; the forms themselves are the transactions feature's.
 */
export function HolderActions({ schemeId, folio, transact = false, className }: { schemeId: number; folio: string; transact?: boolean; className?: string }) {
  const navigate = useNavigate();
  const open = (tab?: HolderTab) =>
    void navigate({ to: '/portal/invest/$schemeId', params: { schemeId: String(schemeId) }, search: { ...(tab ? { tab } : {}), folio } });
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {/* the quick path (amount, OTP, pay) into this folio; MORE OPTIONS keeps the full forms */}
      <Button onClick={() => void navigate({ to: '/portal/quick-invest/$schemeId', params: { schemeId: String(schemeId) }, search: { folio } })}>
        ADDITIONAL PURCHASE
      </Button>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button variant="outline">
            MORE OPTIONS <ChevronDownIcon aria-hidden="true" />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="start" sideOffset={4} className="z-50 min-w-44 rounded-[var(--radius)] border border-border bg-background p-1 shadow-lg">
            {OPTIONS.map((o) => (
              <DropdownMenu.Item
                key={o.tab}
                onSelect={() => open(o.tab)}
                className="flex min-h-11 cursor-pointer items-center rounded px-3 text-sm font-semibold outline-none select-none data-[highlighted]:bg-muted"
              >
                {o.label}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {transact && (
        <Button variant="outline" asChild>
          <Link to="/portal/invest/$schemeId" params={{ schemeId: String(schemeId) }} search={{ folio }}>
            TRANSACT
          </Link>
        </Button>
      )}
    </div>
  );
}
