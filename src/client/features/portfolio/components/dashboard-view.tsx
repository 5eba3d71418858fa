import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { RefreshCwIcon } from 'lucide-react';
import type { UserDetails } from '@shared/contract/user.ts';
import { messageOf } from '../../../api/errors.ts';
import { AfterPaint } from '../../../components/layout/after-paint.tsx';
import { Page } from '../../../components/layout/page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { dashboardQuery, refreshDashboard } from '../queries.ts';
import { Allocation } from './allocation.tsx';
import { AsOnPicker } from './as-on-picker.tsx';
import { HeldThrough } from '../../../components/held-through.tsx';
import type { HoldingSourceFilter } from '@shared/contract/cas.ts';
import { ContentSection } from './content-section.tsx';
import { HeaderFigures } from './header-figures.tsx';
import { showsFullDashboard } from '../header-figure-list.ts';
import { SavedAge } from './saved-age.tsx';
import { SipTabs } from './sip-tabs.tsx';
import { ValueOverTime } from './value-over-time.tsx';

function NoPurchases() {
  return (
    <Card className="items-center gap-3 p-8 text-center">
      <h2 className="text-lg font-semibold">You haven't made any purchases yet</h2>
      <p className="text-sm text-muted-foreground">Start a SIP or invest a lumpsum; your portfolio will show here.</p>
      <Button asChild>
        <Link to="/portal/investment">INVEST NOW</Link>
      </Button>
    </Card>
  );
}

/**
 * The home dashboard (spec 2 §2.2): figures as on the chosen day, value over time, the allocation
 * pie, the ideas slot, SIPs, and the reading list. Served from the device copy for 4 hours.
 */
export function DashboardView({
  owner,
  date,
  onDate,
  source = 'all',
  onSource,
  user,
  ideas,
}: {
  owner: string;
  date: string | undefined;
  onDate(d: string | undefined): void;
  source?: HoldingSourceFilter;
  onSource?(s: HoldingSourceFilter): void;
  user: UserDetails | null;
  ideas?: ReactNode;
}) {
  const qc = useQueryClient();
  const { data: cached } = useSuspenseQuery(dashboardQuery(owner, date, source));
  const [busy, setBusy] = useState(false);
  const d = cached.data;
  // holdings imported from a statement show even before the investor has bought through Nivesh
  const full = showsFullDashboard(d.header_details, user, source);
  const refresh = async () => {
    setBusy(true);
    try {
      await refreshDashboard(qc, owner, date, source);
    } catch (err) {
      toast(messageOf(err), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page
      title="Home"
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <AsOnPicker value={date} onChange={onDate} />
          {onSource ? <HeldThrough value={source} onChange={onSource} /> : null}
          <Button variant="outline" size="sm" onClick={() => void refresh()} disabled={busy} aria-label="Refresh the dashboard">
            <RefreshCwIcon aria-hidden="true" className={busy ? 'animate-spin' : undefined} />
            Refresh
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-5">
        <SavedAge {...cached} valuedOn={date} />
        {full ? (
          <>
            <HeaderFigures h={d.header_details} />
            <div className="grid grid-cols-1 gap-5 lg:grid-cols-[3fr_2fr]">
              <ValueOverTime points={d.graph_details} />
              <Allocation assets={d.asset_level_details} subAssets={d.sub_asset_level_details} />
            </div>
          </>
        ) : (
          <NoPurchases />
        )}
        <AfterPaint className="min-h-96">
          <div className="render-when-near flex flex-col gap-5">
            {ideas}
            <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
              <SipTabs upcoming={d.investmentDetails.upcoming_sip_details} manage={d.investmentDetails.manage_sip_details} />
              <ContentSection />
            </div>
          </div>
        </AfterPaint>
      </div>
    </Page>
  );
}
