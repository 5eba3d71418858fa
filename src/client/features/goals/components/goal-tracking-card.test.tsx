import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import type { TrackedGoal, TrackedGoalScheme } from '@shared/contract/goals.ts';
import { readThrough } from '../../../offline/cache.ts';
import { offlineDb } from '../../../offline/db.ts';
import { installDataKey } from '../../../offline/vault.ts';
import { generateDataKey } from '../../../offline/vault-crypto.ts';
import { GoalTrackingCard } from './goal-tracking-card.tsx';

const OWNER = 'NVDEMA2345';
const vacation: TrackedGoal = {
  GoalId: 2,
  GoalName: 'Vacation',
  GainLoss: '1250.50',
  MarketVal: '101250.50',
  PurValue: '100000.00',
  Xirr: '8.25',
  GoalPercentage: '18.02',
  TargetAmount: '561800.00',
  TargetDate: '20/11/2028',
};
const house: TrackedGoal = { ...vacation, GoalId: 3, GoalName: 'House', GoalPercentage: '2.50' };
const scheme: TrackedGoalScheme = {
  GoalId: 2,
  SchemeShortName: 'Axis Liquid Fund - Direct Plan - Growth',
  Assetclassname: 'Liquid',
  Sub_AssetclassName: 'Liquid Fund',
  MarketVal: '101250.50',
  GainLoss: '1250.50',
  Xirr: '8.25',
  ProductId: 77,
};

function renderCard(onOpenScheme?: (id: number) => void) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <GoalTrackingCard owner={OWNER} onOpenScheme={onOpenScheme} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  // an investor's copy is kept as ciphertext under the session's data key
  installDataKey(await generateDataKey());
  await offlineDb.views.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('GoalTrackingCard', () => {
  it('a tab per goal with its figures and progress; View Details opens the goal’s schemes', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ goals: [vacation, house], goal_schemes: [scheme] }), { status: 200 })));
    const opened: number[] = [];
    const user = userEvent.setup();
    renderCard((id) => opened.push(id));
    expect(await screen.findByRole('tab', { name: 'Vacation' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'House' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('₹1,00,000')).toBeInTheDocument();
    expect(within(panel).getByText('+8.25%')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: 'Vacation progress' })).toHaveAttribute('aria-valuetext', '18.02% of ₹5,61,800');
    const details = within(panel).getByRole('button', { name: 'View Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    await user.click(within(panel).getByRole('button', { name: scheme.SchemeShortName }));
    expect(opened).toEqual([77]);
  });

  it('offline, it shows the goals as last fetched on this device', async () => {
    await readThrough('goal-tracking', OWNER, async () => ({ goals: [vacation], goal_schemes: [] }), { now: () => Date.UTC(2026, 10, 20, 6, 0) });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderCard();
    expect(await screen.findByRole('tab', { name: 'Vacation' })).toBeInTheDocument();
    expect(screen.getByText(/You are offline: showing the copy on this device, saved on 20\/11\/2026, 11:30 am/)).toBeInTheDocument();
  });

  it('with no goal started it invites the investor to plan one', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ goals: [], goal_schemes: [] }), { status: 200 })));
    renderCard();
    expect(await screen.findByRole('link', { name: 'Plan a goal' })).toHaveAttribute('href', '/portal/investment/mutual-funds');
  });
});
