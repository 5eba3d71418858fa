import { describe, expect, it } from 'vitest';
import { istInstant } from '../../shared/time/ist.ts';
import { AMFI_NAVALL_URL, navSourceUrl, shouldImportAmfi } from './nav-refresh.ts';

describe('the production NAV import', () => {
  it('imports in the evening, when AMFI publishes', () => {
    expect(shouldImportAmfi(istInstant(2026, 11, 20, 20, 5), '2026-11-20', [])).toBe(true);
    expect(shouldImportAmfi(istInstant(2026, 11, 20, 11, 0), '2026-11-19', [])).toBe(false);
  });

  it('catches up during the day when the catalogue is a business day behind', () => {
    // Monday morning: Friday's NAVs are the latest there should be
    expect(shouldImportAmfi(istInstant(2026, 11, 23, 9, 0), '2026-11-20', [])).toBe(false);
    expect(shouldImportAmfi(istInstant(2026, 11, 23, 9, 0), '2026-11-19', [])).toBe(true);
    // a holiday on Friday moves the expected day back to Thursday
    expect(shouldImportAmfi(istInstant(2026, 11, 23, 9, 0), '2026-11-19', ['2026-11-20'])).toBe(false);
    expect(shouldImportAmfi(istInstant(2026, 11, 23, 9, 0), null, [])).toBe(true);
  });

  it('reads its address from NAV_SOURCE_URL, AMFI by default, and can be switched off', () => {
    expect(navSourceUrl({})).toBe(AMFI_NAVALL_URL);
    expect(navSourceUrl({ NAV_SOURCE_URL: 'https://mirror.example/NAVAll.txt' })).toBe('https://mirror.example/NAVAll.txt');
    expect(navSourceUrl({ NAV_SOURCE_URL: 'off' })).toBeNull();
  });
});
