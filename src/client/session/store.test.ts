import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { UserDetails } from '@shared/contract/user.ts';
import { authFromSignIn, getAuth, hasZeroAum, setAuth, updateAuth, type AuthState } from './store.ts';

function userDetails(patch: Partial<UserDetails> = {}): UserDetails {
  return {
    ID: 'ABCDEFGH23',
    name: 'Asha Rao',
    login_date: '20/11/2026',
    is_user_onboarded: false,
    aum: '0.00',
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

const auth = (patch: Partial<UserDetails> = {}): AuthState => authFromSignIn({ token: 't', user_details: userDetails(patch) });

describe('hasZeroAum', () => {
  it.each([
    ['0', true],
    ['0.00', true],
    ['', true],
    ['0.01', false],
    ['1500.50', false],
    ['12345678.90', false],
  ])('aum %j → %s', (aum, expected) => {
    expect(hasZeroAum(auth({ aum }))).toBe(expected);
  });

  it('is true when nothing is known (signed out or no details yet)', () => {
    expect(hasZeroAum(null)).toBe(true);
    expect(hasZeroAum({ ...auth(), user_details: null })).toBe(true);
  });
});

describe('authFromSignIn', () => {
  it("builds the auth state from the server's answer, without a parent token", () => {
    const details = userDetails({ is_user_onboarded: true, skipped: '/onboarding/bank-details', aum: '2500.00' });
    expect(authFromSignIn({ token: 'tok-1', user_details: details })).toEqual({
      token: 'tok-1',
      parent_token: null,
      skipped: '/onboarding/bank-details',
      is_user_onboarded: true,
      user_details: details,
    });
    expect(authFromSignIn({ token: 'tok-2', user_details: userDetails() })).toMatchObject({ is_user_onboarded: false, skipped: null });
  });
});

describe('getAuth / setAuth / updateAuth', () => {
  it('keeps the state in the query client and patches it only when signed in', () => {
    const qc = new QueryClient();
    expect(getAuth(qc)).toBeNull();
    updateAuth(qc, { skipped: '/x' });
    expect(getAuth(qc)).toBeNull(); // nothing to patch while signed out
    setAuth(qc, auth());
    updateAuth(qc, { is_user_onboarded: true });
    expect(getAuth(qc)).toMatchObject({ token: 't', is_user_onboarded: true });
    setAuth(qc, null);
    expect(getAuth(qc)).toBeNull();
  });
});
