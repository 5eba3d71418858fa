import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { highlightedItem, type LeftMenuItem } from './menu-highlight.ts';
import { INVESTMENT_ITEMS, MENU_ITEMS, PROFILE_ITEMS } from './menus.ts';

const matched: Array<[string, LeftMenuItem]> = [
  ['/portal/dashboard', 'Home'],
  ['/portal/investment', 'Invest'],
  ['/portal/investment/mutual-funds', 'Invest'],
  ['/portal/investment/corp-fixed-deposits', 'Invest'],
  ['/portal/investment/insurance', 'Invest'],
  // the investing flow (Home stayed lit on these)
  ['/portal/invest/12', 'Invest'],
  ['/portal/search', 'Invest'],
  ['/portal/cart', 'Invest'],
  ['/portal/payments', 'Invest'],
  ['/portal/transaction-verify', 'Invest'],
  ['/portal/portfolio', 'Portfolio'],
  ['/portal/family-portfolio', 'Portfolio'], // spec 2 §2.1: counts as Portfolio
  ['/portal/individual-portfolio', 'Portfolio'],
  ['/portal/menu', 'Menu'],
  ['/portal/menu/manage-sip', 'Menu'],
  ['/portal/profile', 'Profile'],
  ['/portal/profile/bank-accounts', 'Profile'],
  ['/portal/faq', "FAQ's"],
  ['/portal/faqCategory', "FAQ's"],
  ['/portal/faqSearch', "FAQ's"],
];

describe('highlightedItem', () => {
  it.each(matched)('%s → %s, whatever the AUM', (path, item) => {
    expect(highlightedItem(path, true)).toBe(item);
    expect(highlightedItem(path, false)).toBe(item);
  });

  it.each(matched)('%s/ (trailing slash) → %s', (path, item) => {
    expect(highlightedItem(`${path}/`, true)).toBe(item);
    expect(highlightedItem(`${path}//`, false)).toBe(item);
  });

  it('highlights every item of the menus on its own section', () => {
    for (const { to } of MENU_ITEMS) expect(highlightedItem(to, true)).toBe('Menu');
    for (const { to } of PROFILE_ITEMS) expect(highlightedItem(to, true)).toBe('Profile');
    for (const { to } of INVESTMENT_ITEMS) expect(highlightedItem(to, false)).toBe('Invest');
  });

  it.each(['/portal', '/portal/', '/portal/onboarding-complete', '/portal/unknown/deep', '/'])(
    'with no match, %s is Invest for zero AUM and Home otherwise',
    (path) => {
      expect(highlightedItem(path, true)).toBe('Invest');
      expect(highlightedItem(path, false)).toBe('Home');
    },
  );

  it('does not match a path that only starts with the same letters', () => {
    for (const path of ['/portal/menuitems', '/portal/investments', '/portal/profiles', '/portal/portfolio-x', '/portal/dashboards', '/portal/faqs']) {
      expect(highlightedItem(path, true), path).toBe('Invest');
      expect(highlightedItem(path, false), path).toBe('Home');
    }
  });

  it('any sub-path of a section keeps the section highlighted', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.constantFrom(...matched), fc.array(segment, { maxLength: 3 }), fc.boolean(), fc.boolean(), ([base, item], rest, slash, zeroAum) => {
        const path = [base, ...rest].join('/') + (slash ? '/' : '');
        expect(highlightedItem(path, zeroAum)).toBe(item);
      }),
    );
  });
});
