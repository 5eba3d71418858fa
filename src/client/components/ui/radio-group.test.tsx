import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Label } from './label.tsx';
import { RadioGroup, RadioGroupItem } from './radio-group.tsx';

function Example({ onValueChange }: { onValueChange: (v: string) => void }) {
  return (
    <RadioGroup aria-label="Payment by" onValueChange={onValueChange}>
      {['Cheque', 'NEFT'].map((mode) => (
        <div key={mode} className="flex items-center gap-2">
          <RadioGroupItem value={mode} id={`mode-${mode}`} />
          <Label htmlFor={`mode-${mode}`}>{mode}</Label>
        </div>
      ))}
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('selects by click and moves the selection with arrow keys', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn<(v: string) => void>();
    render(<Example onValueChange={onValueChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Payment by' })).toBeInTheDocument();
    const cheque = screen.getByRole('radio', { name: 'Cheque' });
    const neft = screen.getByRole('radio', { name: 'NEFT' });
    await user.click(cheque);
    expect(cheque).toBeChecked();
    // Held, as in a browser: Radix only checks the item when the arrow is still down as focus lands.
    await user.keyboard('{ArrowDown>}');
    await user.keyboard('{/ArrowDown}');
    expect(neft).toBeChecked();
    expect(neft).toHaveFocus();
    expect(cheque).not.toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('NEFT');
  });
});
