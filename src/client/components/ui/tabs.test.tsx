import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

function Example() {
  return (
    <Tabs defaultValue="mobile">
      <TabsList aria-label="Sign in with">
        <TabsTrigger value="mobile">Mobile</TabsTrigger>
        <TabsTrigger value="pan">PAN</TabsTrigger>
      </TabsList>
      <TabsContent value="mobile">Mobile number</TabsContent>
      <TabsContent value="pan">PAN number</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the panel of the selected tab and switches on click', async () => {
    const user = userEvent.setup();
    render(<Example />);
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Mobile number');
    await user.click(screen.getByRole('tab', { name: 'PAN' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('PAN number');
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const pan = screen.getByRole('tab', { name: 'PAN' });
    expect(pan).toHaveFocus();
    expect(pan).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'PAN' })).toHaveTextContent('PAN number');
  });
});

describe('Tabs, as the WAI-ARIA pattern', () => {
  it('ties each tab to its panel, keeps one tab stop, wraps with the arrows and goes to the ends with Home and End', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    render(
      <Tabs defaultValue="all" onValueChange={(v) => changes.push(v)}>
        <TabsList aria-label="Orders">
          <TabsTrigger value="all">All</TabsTrigger>
          <TabsTrigger value="buy">Buy</TabsTrigger>
          <TabsTrigger value="sell" disabled>
            Sell
          </TabsTrigger>
          <TabsTrigger value="processing">Processing</TabsTrigger>
        </TabsList>
        <TabsContent value="all">every order</TabsContent>
        <TabsContent value="buy">purchases</TabsContent>
        <TabsContent value="processing">in progress</TabsContent>
      </Tabs>,
    );
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('All')).toHaveAttribute('tabindex', '0');
    expect(tab('Buy')).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'All' });
    expect(panel).toHaveAttribute('id', tab('All').getAttribute('aria-controls'));
    // an unselected panel is hidden and its content not made
    const hiddenPanels = document.querySelectorAll('[role="tabpanel"][hidden]');
    expect(hiddenPanels).toHaveLength(2);
    expect([...hiddenPanels].every((p) => p.textContent === '')).toBe(true);

    await user.tab();
    expect(tab('All')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    // wraps to the last enabled tab
    expect(tab('Processing')).toHaveFocus();
    expect(tab('Processing')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('All')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // the disabled tab is stepped over
    expect(tab('Processing')).toHaveFocus();
    await user.keyboard('{End}{ArrowRight}');
    expect(tab('All')).toHaveFocus();
    await user.click(tab('Buy'));
    expect(screen.getByRole('tabpanel', { name: 'Buy' })).toHaveTextContent('purchases');
    // each change told once, a click after the focus that chose the tab included
    expect(changes).toEqual(['processing', 'all', 'buy', 'processing', 'all', 'buy']);
  });

  it('a controlled list shows what its owner says', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    render(
      <Tabs value="buy" onValueChange={(v) => asked.push(v)}>
        <TabsList aria-label="Orders">
          <TabsTrigger value="all">All</TabsTrigger>
          <TabsTrigger value="buy">Buy</TabsTrigger>
        </TabsList>
        <TabsContent value="all">every order</TabsContent>
        <TabsContent value="buy">purchases</TabsContent>
      </Tabs>,
    );
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(new Set(asked)).toEqual(new Set(['all']));
    expect(screen.getByRole('tab', { name: 'Buy' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('purchases');
  });
});
