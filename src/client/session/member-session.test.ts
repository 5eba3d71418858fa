import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { getAuth, setAuth, type AuthState } from './store.ts';
import { dropMemberSession, dropProfileData } from './member-session.ts';

const member = { ID: 'NVDEMB6789', name: 'Vikram Kulkarni' } as AuthState['user_details'];

describe('a family member session on this device', () => {
  it('switching empties every cached answer but the auth state, so no figures carry over', () => {
    const qc = new QueryClient();
    setAuth(qc, { token: 'child', parent_token: 'parent', skipped: null, is_user_onboarded: true, user_details: member });
    qc.setQueryData(['dashboard', 'NVDEMA2345', 'today'], { AUM: '1' });
    qc.setQueryData(['profile', 'data'], { name: 'Asha' });
    dropProfileData(qc);
    expect(qc.getQueryData(['dashboard', 'NVDEMA2345', 'today'])).toBeUndefined();
    expect(qc.getQueryData(['profile', 'data'])).toBeUndefined();
    expect(getAuth(qc)?.token).toBe('child');
  });

  it("a member session the server ended falls back to the parent's own, once", () => {
    const qc = new QueryClient();
    setAuth(qc, { token: 'child', parent_token: 'parent', skipped: null, is_user_onboarded: true, user_details: member });
    qc.setQueryData(['portfolio', 'NVDEMB6789', 'today'], { AUM: '2' });
    expect(dropMemberSession(qc)).toBe(true);
    expect(getAuth(qc)).toMatchObject({ token: 'parent', parent_token: null, user_details: null });
    expect(qc.getQueryData(['portfolio', 'NVDEMB6789', 'today'])).toBeUndefined();
    // the parent's own session ending is a normal sign-out (nothing to fall back to)
    expect(dropMemberSession(qc)).toBe(false);
  });
});
