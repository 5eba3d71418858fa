import { describe, expect, it } from 'vitest';
import { allowedTabs, defaultTab } from './hub-tabs.ts';

const all = { SIP: 'Y', SWP: 'Y', STP: 'Y', SWT: 'Y', ADD: 'Y', RED: 'Y', NEW: 'Y' } as const;

describe('transaction hub tabs', () => {
  it('shows only what the server allows, in the spec order', () => {
    expect(allowedTabs(all)).toEqual(['SIP', 'Purchase', 'Redemption', 'Switch', 'SWP', 'STP']);
    expect(allowedTabs({ ...all, SIP: 'N', SWT: 'N', STP: 'N' })).toEqual(['Purchase', 'Redemption', 'SWP']);
  });

  it('offers Purchase when either a new or an additional purchase is allowed', () => {
    expect(allowedTabs({ ...all, ADD: 'N' })).toContain('Purchase');
    expect(allowedTabs({ ...all, NEW: 'N' })).toContain('Purchase');
    expect(allowedTabs({ ...all, ADD: 'N', NEW: 'N' })).not.toContain('Purchase');
  });

  it('defaults to SIP, else Redemption, and honours an allowed requested tab', () => {
    expect(defaultTab(allowedTabs(all))).toBe('SIP');
    expect(defaultTab(allowedTabs({ ...all, SIP: 'N' }))).toBe('Redemption');
    expect(defaultTab(['Purchase', 'Switch'])).toBe('Purchase');
    expect(defaultTab(allowedTabs(all), 'STP')).toBe('STP');
    expect(defaultTab(['Purchase'], 'STP')).toBe('Purchase');
    expect(defaultTab([])).toBeNull();
  });
});
