import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, prerenderedFileOf, prerenderedPageFor } from './prerendered-pages.ts';

const BUILT = [
  '/index.html',
  '/assets/index-abc.js',
  ...PUBLIC_PAGES.map((p) => `/${prerenderedFileOf(p)}`),
  '/prerendered/portal.html',
  '/prerendered/portal/cart.html',
  '/prerendered/portal/investment.html',
  '/prerendered/portal/investment/mutual-funds/schemes/$subAssetId.html',
  '/prerendered/portal/investment/mutual-funds/goals/$goalId.html',
  '/prerendered/portal/investment/mutual-funds/goals/$goalId/result.html',
];

describe('prerendered pages', () => {
  it('writes each route path to one file, params kept as $name', () => {
    expect(prerenderedFileOf('/')).toBe('prerendered/index.html');
    expect(prerenderedFileOf('/sign-in')).toBe('prerendered/sign-in.html');
    expect(prerenderedFileOf('/portal/')).toBe('prerendered/portal.html');
    expect(prerenderedFileOf('/portal/invest/$schemeId')).toBe('prerendered/portal/invest/$schemeId.html');
  });

  it('answers a public page with its own HTML, a trailing slash included', () => {
    expect(prerenderedPageFor('/', BUILT)).toBe('/prerendered/index.html');
    expect(prerenderedPageFor('/sign-in', BUILT)).toBe('/prerendered/sign-in.html');
    expect(prerenderedPageFor('/disclaimer/', BUILT)).toBe('/prerendered/disclaimer.html');
  });

  it('answers a portal URL with its route’s shell, matching $params one segment each', () => {
    expect(prerenderedPageFor('/portal/cart', BUILT)).toBe('/prerendered/portal/cart.html');
    expect(prerenderedPageFor('/portal/investment/mutual-funds/schemes/12', BUILT)).toBe(
      '/prerendered/portal/investment/mutual-funds/schemes/$subAssetId.html',
    );
    expect(prerenderedPageFor('/portal/investment/mutual-funds/goals/3/result', BUILT)).toBe(
      '/prerendered/portal/investment/mutual-funds/goals/$goalId/result.html',
    );
    expect(prerenderedPageFor('/portal/investment/mutual-funds/goals/3', BUILT)).toBe('/prerendered/portal/investment/mutual-funds/goals/$goalId.html');
  });

  it('falls back to the generic portal shell inside /portal, and to nothing elsewhere', () => {
    expect(prerenderedPageFor('/portal', BUILT)).toBe('/prerendered/portal.html');
    expect(prerenderedPageFor('/portal/not-a-page/x', BUILT)).toBe('/prerendered/portal.html');
    expect(prerenderedPageFor('/portalx', BUILT)).toBeNull();
    expect(prerenderedPageFor('/terms', BUILT)).toBeNull();
    expect(prerenderedPageFor('/onboarding/fatca', BUILT)).toBeNull();
  });

  it('chooses nothing when the build has no prerendered pages (an older build)', () => {
    expect(prerenderedPageFor('/sign-in', ['/index.html'])).toBeNull();
    expect(prerenderedPageFor('/portal/cart', ['/index.html'])).toBeNull();
  });
});
