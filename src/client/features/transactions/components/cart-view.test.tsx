import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import type { CartDetails, CartItem } from '@shared/contract/transactions.ts';
import { readThrough } from '../../../offline/cache.ts';
import { offlineDb } from '../../../offline/db.ts';
import { installDataKey } from '../../../offline/vault.ts';
import { generateDataKey } from '../../../offline/vault-crypto.ts';
import { setAuth } from '../../../session/store.ts';
import { OFFLINE_WRITE_MESSAGE } from '../mutations.ts';
import { CartView } from './cart-view.tsx';

const OWNER = 'NVDEMA2345';
const item: CartItem = {
  StepUp: null,
  TE_IHNO: 41,
  TE_AMOUNT: '7000.00',
  TE_UNITS: null,
  TE_TRDATE: '10/03/2026',
  TE_ACNO: '0050000001',
  TE_TRTYPE: 'ADD',
  SchDesc: 'Kotak Bluechip Fund - Direct Plan - Growth',
  ToSchDesc: null,
  Installments: null,
  FirstOrderToday: 'N',
  NAV: '29.7881',
  Sch_Return1Yr: null,
  AssetClassName: 'Equity',
  Sub_AssetclassName: 'Large Cap Fund',
  Schemeoption: 'Growth',
  TailWindRec: 'N',
  InvIdeaID: null,
  Idea: null,
  GoalID: null,
  GoalName: null,
  checked: true,
  Sch: 1,
  StartDate: null,
  Frequency: null,
};
const cart: CartDetails = { sipArray: [], lumpsumArray: [item], switch: [], stp: [], swp: [], redemption: [], cartLength: 1 };

function renderCart() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setAuth(qc, { token: 't', parent_token: null, skipped: null, is_user_onboarded: true, user_details: { ID: OWNER } as never });
  const router = createRouter({ routeTree: createRootRoute({ component: CartView }), history: createMemoryHistory({ initialEntries: ['/'] }) });
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
  // the cart as last seen online
  await readThrough('cart', OWNER, async () => cart, { now: () => Date.UTC(2026, 2, 10, 6, 0) });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('CartView offline', () => {
  it('shows the cart as last seen, with its time, and refuses changes without losing the selection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    renderCart();

    expect(await screen.findByText(/You are offline: showing the copy on this device, saved on 10\/03\/2026/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Lumpsum(1)' })).toHaveAttribute('aria-selected', 'true');
    const box = screen.getByRole('checkbox', { name: item.SchDesc });
    expect(box).toBeChecked();

    await user.click(box);
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(OFFLINE_WRITE_MESSAGE)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('checkbox', { name: item.SchDesc })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    expect(within(await screen.findByRole('alertdialog')).getByText(OFFLINE_WRITE_MESSAGE)).toBeInTheDocument();
  });

  it('asks before removing an item, then removes it as a non-systematic (N) item', async () => {
    const posted: Array<{ url: string; body: unknown }> = [];
    let current = cart;
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      if (init.method === 'POST') {
        posted.push({ url, body: JSON.parse(String(init.body)) });
        current = { ...cart, lumpsumArray: [], cartLength: 0 };
        return Promise.resolve(new Response(JSON.stringify({ removed: 1 }), { status: 200 }));
      }
      return Promise.resolve(new Response(JSON.stringify({ cart_details: current }), { status: 200 }));
    });
    const user = userEvent.setup();
    renderCart();
    const remove = await screen.findByRole('button', { name: `Remove ${item.SchDesc} from cart` });
    await user.click(remove);
    await user.click(within(screen.getByRole('alertdialog', { name: 'Are you sure want to remove this item from cart?' })).getByRole('button', { name: 'No' }));
    expect(posted).toEqual([]);
    await user.click(remove);
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Are you sure want to remove this item from cart?' })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('Your cart is empty!!')).toBeInTheDocument();
    expect(posted).toEqual([{ url: '/api/transaction/remove_cart_item', body: { Ihnos: '41', TrType: 'N' } }]);
  });
});
