import type { Page } from '@playwright/test';
import { groupDecimalString } from '../../../src/shared/rules/format/indian-number.ts';

/** A day as the API's `date` field takes it (MM/DD/YYYY), in India Standard Time. */
export const mdy = (d: Date): string => {
  const ist = new Date(d.getTime() + 330 * 60_000);
  return `${String(ist.getUTCMonth() + 1).padStart(2, '0')}/${String(ist.getUTCDate()).padStart(2, '0')}/${ist.getUTCFullYear()}`;
};

/** An API rupee figure ("123456.78") as the screens show it (₹1,23,456.78): the shared grouping rule. */
export const grouped = (rupees: string): string => `₹${groupDecimalString(rupees)}`;

/** The dashboard's and portfolio's Market value figure. */
export const marketValue = (page: Page) => page.locator('dt', { hasText: /^Market value$/ }).locator('xpath=following-sibling::dd[1]');
