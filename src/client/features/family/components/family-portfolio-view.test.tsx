import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { FamilyPortfolioAnswer } from '@shared/contract/family.ts';
import { FamilyPortfolioView } from './family-portfolio-view.tsx';

const answer: FamilyPortfolioAnswer = {
  family_portfolio: [
    [{ FamilyName: 'Kulkarni Family', AUM: '148785.49', PurVal: '119500.01', MrkVal: '148785.49', UnrealReturns: '29285.48', Xirr: '18.25' }],
    [{ ProductLevel: 'Mutual Funds', PurVal: '119500.01', MrkVal: '148785.49' }],
    [
      {
        I_InvName: 'Asha Kulkarni',
        PurVal: '77500.01',
        MrkVal: '105617.63',
        Perc: '70.99',
        i_clientid: 'NVDEMA2345',
        Child_id: 1,
        Xirr: '22.89',
        Gainorloss: '28117.62',
        is_head: true,
      },
      {
        I_InvName: 'Vikram Kulkarni',
        PurVal: '42000.00',
        MrkVal: '43167.86',
        Perc: '29.01',
        i_clientid: 'NVDEMB6789',
        Child_id: 2,
        Xirr: '2.63',
        Gainorloss: '1167.86',
        is_head: false,
      },
    ],
    [{ Child_id: 2, SchemeName: 'Demo ELSS Fund', I_Accno: '0220000004', I_Asset_Class: 'Equity', PurVal: '30000.00', MrkVal: '30979.75' }],
    [
      { I_Asset_Class: 'Equity', AUM: '74.89' },
      { I_Asset_Class: 'Liquid', AUM: '25.11' },
    ],
    [],
  ],
  AsonDate: '25/11/2026',
};

const view = (canAdd: boolean, onViewPortfolio = vi.fn<(m: { childId: number; niveshId: string; name: string }) => void>()) =>
  render(
    <FamilyPortfolioView
      answer={answer}
      date="2026-11-25"
      today="2026-11-25"
      minDate="2026-01-10"
      onDate={() => {}}
      canAdd={canAdd}
      addMember={<a href="/portal/profile/family-members">Add Family Member</a>}
      onViewPortfolio={onViewPortfolio}
    />,
  );

describe('Family portfolio (spec 2 §2.8)', () => {
  it('shows the net worth, the allocation table, the member-count picture, and the date picker from the login date', () => {
    view(true);
    expect(screen.getByTestId('family-market-value').textContent).toBe('₹1,48,785.49');
    expect(screen.getByText('2 members')).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Equity 74.89%' })).toBeTruthy();
    const picker = screen.getByLabelText('Valuation date') as HTMLInputElement;
    expect([picker.min, picker.max]).toEqual(['2026-01-10', '2026-11-25']);
    expect(screen.getByRole('link', { name: 'Add Family Member' })).toBeTruthy();
  });

  it('a member row expands to its detail panel with View Portfolio, and closes on a second click', () => {
    const onView = vi.fn<(m: { childId: number; niveshId: string; name: string }) => void>();
    view(false, onView);
    expect(screen.queryByRole('link', { name: 'Add Family Member' })).toBeNull();
    const row = screen.getByRole('button', { name: /Vikram Kulkarni/ });
    fireEvent.click(row);
    expect(row.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Demo ELSS Fund')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View Portfolio' }));
    expect(onView).toHaveBeenCalledWith({ childId: 2, niveshId: 'NVDEMB6789', name: 'Vikram Kulkarni' });
    fireEvent.click(row);
    expect(row.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'View Portfolio' })).toBeNull();
  });
});
