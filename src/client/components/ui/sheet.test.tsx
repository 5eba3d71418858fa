import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from './sheet.tsx';

function Example() {
  return (
    <Sheet>
      <SheetTrigger>Notifications</SheetTrigger>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>Notifications</SheetTitle>
          <SheetDescription>Your latest updates</SheetDescription>
        </SheetHeader>
        <p>No Data Found</p>
      </SheetContent>
    </Sheet>
  );
}

describe('Sheet', () => {
  it('opens a right-hand panel, a third wide on desktop and full width on phones', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(panel).toHaveClass('right-0', 'w-full', 'sm:w-1/3', 'sm:max-w-none');
    expect(panel).toHaveTextContent('No Data Found');
  });

  it('closes with its Close button and with Escape', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Notifications' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
