import { describe, expect, it } from 'vitest';
import { amcColour, amcInitials } from './amc-logo.tsx';

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
}

describe('AMC monograms', () => {
  it.each([
    ['HDFC Mutual Fund', 'HD'],
    ['Aditya Birla Sun Life Mutual Fund', 'AB'],
    ['ICICI Prudential Mutual Fund', 'IP'],
    ['SBI Funds Management Ltd', 'SB'],
    ['Mirae Asset Investment Managers (India)', 'MI'],
    ['Mutual Fund', 'MF'],
  ])('%s → %s', (name, initials) => expect(amcInitials(name)).toBe(initials));

  it('gives one fund house the same colour every time, and different houses different colours', () => {
    expect(amcColour('HDFC Mutual Fund')).toBe(amcColour(' hdfc mutual fund '));
    const names = [
      'HDFC Mutual Fund',
      'ICICI Prudential Mutual Fund',
      'SBI Mutual Fund',
      'Axis Mutual Fund',
      'Kotak Mahindra Mutual Fund',
      'Nippon India Mutual Fund',
    ];
    expect(new Set(names.map(amcColour)).size).toBeGreaterThan(3);
  });

  it('keeps white letters readable on every colour (contrast at least 4.5:1)', () => {
    for (let i = 0; i < 200; i++) {
      const bg = amcColour(`Fund house ${i}`);
      expect(1.05 / (luminance(bg) + 0.05), bg).toBeGreaterThanOrEqual(4.5);
    }
  });
});
