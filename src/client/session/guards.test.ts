import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { authFromSignIn, setAuth } from './store.ts';
import { onboardingOnly, portalLanding, publicOnly, requireToken } from './guards.ts';
import type { UserDetails } from '@shared/contract/user.ts';

type Guard = (qc: QueryClient) => void;

function userDetails(patch: Pick<UserDetails, 'is_user_onboarded' | 'aum'>): UserDetails {
  return {
    ID: 'ABCDEFGH23',
    name: 'Asha Rao',
    login_date: '20/11/2026',
    BseAOFStatus: 'N',
    BseFatcaStatus: 'N',
    BseRegStatus: 'N',
    family_status: 0,
    risk_status: null,
    risk_analysed_on: null,
    CAccountNo: null,
    email_id: null,
    phone_number: '9876543210',
    profile_pic: null,
    complete_percentage: 0,
    cigr_percentage: null,
    page_no: 0,
    skipped: null,
    ...patch,
  };
}

function client(state: 'signed-out' | 'onboarding' | 'onboarded', aum = '0.00'): QueryClient {
  const qc = new QueryClient();
  if (state !== 'signed-out') {
    setAuth(qc, authFromSignIn({ token: 'tok', user_details: userDetails({ is_user_onboarded: state === 'onboarded', aum }) }));
  }
  return qc;
}

/** Where the guard redirects to, or null when it lets the user through. */
function redirectOf(guard: Guard, qc: QueryClient): string | null {
  try {
    guard(qc);
    return null;
  } catch (err) {
    if (!isRedirect(err)) throw err;
    return String(err.options.to);
  }
}

describe('requireToken (private routes)', () => {
  it('sends a user without a token to /sign-in', () => {
    expect(redirectOf(requireToken, client('signed-out'))).toBe('/sign-in');
  });

  it('lets any signed-in user through', () => {
    expect(redirectOf(requireToken, client('onboarding'))).toBeNull();
    expect(redirectOf(requireToken, client('onboarded'))).toBeNull();
  });

  it('treats an empty token as no token', () => {
    const qc = client('onboarded');
    const state = qc.getQueryData<{ token: string }>(['auth'])!;
    qc.setQueryData(['auth'], { ...state, token: '' });
    expect(redirectOf(requireToken, qc)).toBe('/sign-in');
  });
});

describe('publicOnly (sign-in, sign-up)', () => {
  it('sends a user with a token to /', () => {
    expect(redirectOf(publicOnly, client('onboarded'))).toBe('/');
    expect(redirectOf(publicOnly, client('onboarding'))).toBe('/');
  });

  it('lets a user without a token through', () => {
    expect(redirectOf(publicOnly, client('signed-out'))).toBeNull();
  });
});

describe('onboardingOnly', () => {
  it('lets a signed-in user who is not onboarded through', () => {
    expect(redirectOf(onboardingOnly, client('onboarding'))).toBeNull();
  });

  it('sends an onboarded user to /', () => {
    expect(redirectOf(onboardingOnly, client('onboarded'))).toBe('/');
  });

  it('sends a user without a token to /sign-in', () => {
    expect(redirectOf(onboardingOnly, client('signed-out'))).toBe('/sign-in');
  });
});

describe('portalLanding', () => {
  it('is the investment page for zero AUM and the dashboard otherwise', () => {
    expect(portalLanding(client('onboarded', '0.00'))).toBe('/portal/investment');
    expect(portalLanding(client('onboarding', '0'))).toBe('/portal/investment');
    expect(portalLanding(client('signed-out'))).toBe('/portal/investment');
    expect(portalLanding(client('onboarded', '250000.00'))).toBe('/portal/dashboard');
  });
});
