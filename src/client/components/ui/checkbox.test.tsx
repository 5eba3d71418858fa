import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './checkbox.tsx';
import { Label } from './label.tsx';

function Example({ onCheckedChange }: { onCheckedChange: (v: boolean | 'indeterminate') => void }) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox id="equity" onCheckedChange={onCheckedChange} />
      <Label htmlFor="equity">Equity</Label>
    </div>
  );
}

describe('Checkbox', () => {
  it('is named by its label and toggles on click of the box or the label', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn<(v: boolean | 'indeterminate') => void>();
    render(<Example onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Equity' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByText('Equity'));
    expect(box).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles with Space', async () => {
    const user = userEvent.setup();
    render(<Example onCheckedChange={() => {}} />);
    await user.tab();
    const box = screen.getByRole('checkbox', { name: 'Equity' });
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
  });
});

describe('Checkbox, the browser’s own', () => {
  it('is a native checkbox: controlled by its owner, not toggled by Enter, inert when disabled', async () => {
    const user = userEvent.setup();
    const asked: boolean[] = [];
    const { rerender } = render(<Checkbox aria-label="Place the first order today" checked={false} onCheckedChange={(v) => asked.push(v)} />);
    const box = screen.getByRole('checkbox', { name: 'Place the first order today' });
    expect(box).toBeInstanceOf(HTMLInputElement);
    box.focus();
    await user.keyboard('{Enter}');
    expect(asked).toEqual([]);
    await user.keyboard(' ');
    // controlled: the owner is asked, the box shows what the owner says
    expect(asked).toEqual([true]);
    expect(box).not.toBeChecked();
    rerender(<Checkbox aria-label="Place the first order today" checked onCheckedChange={(v) => asked.push(v)} />);
    expect(box).toBeChecked();
    rerender(<Checkbox aria-label="Place the first order today" checked disabled onCheckedChange={(v) => asked.push(v)} />);
    await user.click(box);
    expect(asked).toEqual([true]);
    expect(box).toBeDisabled();
  });
});
