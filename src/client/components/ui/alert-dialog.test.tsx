import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './alert-dialog.tsx';

const question = 'Are you sure want to remove this item from cart?';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove
      </button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title={question} destructive onConfirm={onConfirm} />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks the question in an alertdialog with focus on the safe choice', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('alertdialog', { name: question })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
  });

  it('confirms with Yes and closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn<() => void>();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('No and Escape close without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn<() => void>();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
