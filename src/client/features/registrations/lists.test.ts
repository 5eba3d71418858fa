import { describe, expect, it } from 'vitest';
import type { Registration } from '@shared/contract/registrations.ts';
import { dayText, listTexts, splitRegistrations } from './lists.ts';

const reg = (p: Partial<Registration>): Registration =>
  ({ ID: 1, TrType: 'SIP', SchemeName: 'B Fund', Status: 'In Progress', SIPDay: 10, Frequency: 'Monthly', ...p }) as Registration;

describe('registration lists', () => {
  it('splits active from ended or cancelled, each by scheme name, for one kind', () => {
    const list = [
      reg({ ID: 1, SchemeName: 'B Fund' }),
      reg({ ID: 2, SchemeName: 'A Fund' }),
      reg({ ID: 3, Status: 'Cancelled' }),
      reg({ ID: 4, Status: 'Completed', SchemeName: 'A Fund' }),
      reg({ ID: 5, TrType: 'SWP' }),
    ];
    const { active, completed } = splitRegistrations(list, 'SIP');
    expect(active.map((r) => r.ID)).toEqual([2, 1]);
    expect(completed.map((r) => r.ID)).toEqual([4, 3]);
    expect(splitRegistrations(list, 'SWP').active.map((r) => r.ID)).toEqual([5]);
  });

  it('names tabs and empty states as the spec does, for SIP, SWP and STP', () => {
    expect(listTexts('SIP')).toEqual({
      activeTab: 'SIP details',
      completedTab: "Completed SIP's",
      activeEmpty: 'No SIPs have been Registered yet',
      completedEmpty: 'No SIP has completed yet',
    });
    expect(listTexts('STP').completedTab).toBe("Completed STP's");
    expect(dayText({ SIPDay: 5, Frequency: 'Monthly' })).toBe('5 of every month');
  });
});
