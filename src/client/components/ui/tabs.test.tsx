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
