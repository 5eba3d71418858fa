import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { OnboardingBanner, stepsDone } from './onboarding-banner.tsx';
import type { AuthState } from '../../session/store.ts';

describe('onboarding banner', () => {
  it('counts finished steps from the saved position, the address taking two positions', () => {
    expect([0, 1, 2, 3, 4, 5, 7, 8, 9].map(stepsDone)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(stepsDone(-3)).toBe(0);
    expect(stepsDone(42)).toBe(8);
  });

  it('leads back to the screen the investor skipped from', async () => {
    const auth = {
      token: 't',
      parent_token: null,
      skipped: '/onboarding/bank-details',
      is_user_onboarded: false,
      user_details: { page_no: 2 },
    } as unknown as AuthState;
    const rootRoute = createRootRoute({ component: () => <OnboardingBanner auth={auth} /> });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(<RouterProvider router={router} />);
    const link = await screen.findByRole('link', { name: 'CONTINUE ONBOARDING' });
    expect(link.getAttribute('href')).toBe('/onboarding/bank-details');
    expect(screen.getByRole('region', { name: 'Account opening' }).textContent).toContain('2 of 9 steps done');
  });
});
