import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { AlternativeHolding } from '@shared/contract/portfolio.ts';
import { AltHoldingSheet } from './holding-sheet.tsx';

const aif: AlternativeHolding = {
  ID: 7,
  Product: 'AIF',
  SchemeName: 'Alpha Growth Fund III',
  Manager: 'Alpha Capital',
  Category: 'Category III',
  I_Accno: 'AIF-0042',
  COST: '1000000.00',
  AUM: '1250000.00',
  UnrealReturns: '250000.00',
  AbsReturn: '25.00',
  FolioXirr: '12.34',
  FolioXirr_source: 'reported',
  LifeDays: 400,
  StartDate: '10/10/2025',
  Asondate: '31/10/2026',
  is_demo: false,
};

describe('an AIF or PMS holding opens its detail', () => {
  it('shows the manager, account and figures as valued on the last report', () => {
    render(<AltHoldingSheet holding={aif} onClose={() => {}} />);
    const sheet = screen.getByRole('dialog', { name: 'Alpha Growth Fund III' });
    expect(sheet).toHaveTextContent('AIF · Alpha Capital · Category III · Account AIF-0042');
    expect(sheet).toHaveTextContent('₹12,50,000.00');
    expect(sheet).toHaveTextContent('valued 31/10/2026');
    expect(sheet).toHaveTextContent("Manager's XIRR+12.34%");
    expect(sheet).toHaveTextContent('1 year 35 days');
  });

  it('is closed when no holding is chosen', () => {
    render(<AltHoldingSheet holding={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
