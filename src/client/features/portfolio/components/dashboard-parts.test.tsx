import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HeaderDetails } from '@shared/contract/portfolio.ts';
import { Allocation } from './allocation.tsx';
import { HeaderFigures } from './header-figures.tsx';
import { ValueOverTime } from './value-over-time.tsx';

const header: HeaderDetails = {
  AUM: '60240.25',
  COST: '59999.90',
  UnrealReturns: '240.35',
  RealisedReturns: '10.00',
  OverallProfit: '250.35',
  TotalXirr: null,
  TotalXirr_note: 'Returns need at least one day between the first investment and the valuation',
  Absreturn: '0.40',
  Lifedays: 1180,
  DayChange: '-1.50',
  AsonDate: '30/06/2025',
};

describe('the dashboard figures', () => {
  it('label each figure, group rupees the Indian way, show NA with its reason', () => {
    render(<HeaderFigures h={header} />);
    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;
    expect(within(term('Market value')).getByText('₹60,240.25')).toBeInTheDocument();
    expect(within(term('Market value')).getByText("Today's change -₹1.50")).toBeInTheDocument();
    expect(within(term('Absolute returns')).getByText('+₹240.35')).toBeInTheDocument();
    expect(within(term('Absolute returns')).getByText('+0.40%')).toBeInTheDocument();
    expect(within(term('Annualised returns (XIRR)')).getByText('NA')).toBeInTheDocument();
    expect(within(term('Annualised returns (XIRR)')).getByText(header.TotalXirr_note!)).toBeInTheDocument();
    expect(within(term('Life days')).getByText('1,180')).toBeInTheDocument();
  });

  it('give the pie a table of the same figures, and say No Data when there is nothing', () => {
    const { unmount } = render(
      <Allocation
        assets={[
          { AssetClass: 'Liquid', AUM: '50071.96', AUM_PERCENTAGE: '83.12' },
          { AssetClass: 'Equity', AUM: '10168.29', AUM_PERCENTAGE: '16.88' },
        ]}
        subAssets={[]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Portfolio allocation' });
    expect(within(region).getByRole('row', { name: /Liquid ₹50,071.96 83.12%/ })).toBeInTheDocument();
    expect(within(region).getByRole('row', { name: /Equity ₹10,168.29 16.88%/ })).toBeInTheDocument();
    // the ring beside it: one slice each, in the class's colour, hidden from assistive technology
    const slices = region.querySelectorAll<SVGPathElement>('[data-slice]');
    expect([...slices].map((p) => [p.dataset.slice, p.getAttribute('fill')])).toEqual([
      ['Liquid', '#7c3aed'],
      ['Equity', '#0f4c81'],
    ]);
    expect(region.querySelector('[data-chart="allocation"]')).toHaveAttribute('aria-hidden', 'true');
    unmount();
    render(<Allocation assets={[]} subAssets={[]} />);
    expect(screen.getByText('No Data')).toBeInTheDocument();
  });

  it('describe the value over time in words and as a table', async () => {
    render(
      <ValueOverTime
        points={[
          { AsonDate: '01/01/2025', AUM: '9999.50', COST: '10000.00' },
          { AsonDate: '30/06/2025', AUM: '60240.25', COST: '59999.90' },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Value over time' });
    expect(within(region).getByText('From ₹9,999.50 on 1 Jan 2025 to ₹60,240.25 on 30 Jun 2025, with ₹59,999.90 invested.')).toBeInTheDocument();
    // the table is made when it is opened
    expect(within(region).queryByRole('table')).toBeNull();
    await userEvent.click(within(region).getByText('Show the figures as a table'));
    expect(await within(region).findByRole('table', { name: 'Market value and invested amount by date' })).toBeInTheDocument();
    expect(within(region).getByRole('row', { name: '30/06/2025 ₹60,240.25 ₹59,999.90' })).toBeInTheDocument();
    // the picture: y axis from 0 to a round top above ₹60,240.25, both dates under it, both lines drawn
    const chart = region.querySelector<HTMLElement>('[data-chart="value"]')!;
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(chart.textContent).toContain('₹0');
    expect(chart.textContent).toContain('₹80K');
    expect(chart.textContent).toContain('Jan 2025');
    expect(chart.textContent).toContain('Jun 2025');
    const paths = [...chart.querySelectorAll('path')].map((p) => p.getAttribute('d'));
    // market value from 9,999.50 to 60,240.25 on an axis topped at 80,000; invested steps from 10,000 to 59,999.90
    expect(paths).toEqual(['M0 875 L1000 247 L1000 1000 L0 1000 Z', 'M0 875 L1000 247', 'M0 875 H1000 V250']);
  });
});
