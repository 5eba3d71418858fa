import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dropdown } from './dropdown.tsx';

// jsdom lacks the pointer-capture and scrolling APIs Radix Select calls.
beforeAll(() => {
  const proto = window.HTMLElement.prototype;
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => {};
  proto.setPointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
});

const relations = [
  { value: '1', label: 'Father' },
  { value: '2', label: 'Mother' },
  { value: '3', label: 'Spouse' },
];

function Harness({ onValueChange, initial }: { onValueChange?: (v: string) => void; initial?: string }) {
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <>
      <Dropdown
        label="Relation"
        value={value}
        onValueChange={(v) => {
          setValue(v);
          onValueChange?.(v);
        }}
        options={relations}
      />
      <button type="button" onClick={() => setValue(undefined)}>
        reset
      </button>
    </>
  );
}

const trigger = () => screen.getByRole('combobox', { name: 'Relation' });

describe('Dropdown', () => {
  it('shows the placeholder when nothing is selected', () => {
    render(<Harness />);
    expect(trigger()).toHaveTextContent('Please select');
  });

  it('shows the selected option label', () => {
    render(<Harness initial="2" />);
    expect(trigger()).toHaveTextContent('Mother');
  });

  it('opens with the keyboard and selects an option with arrows and Enter', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn<(v: string) => void>();
    render(<Harness onValueChange={onValueChange} />);
    trigger().focus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Father', 'Mother', 'Spouse']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('2');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('Mother');
    expect(trigger()).toHaveFocus();
  });

  it('selects an option by clicking', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn<(v: string) => void>();
    render(<Harness onValueChange={onValueChange} />);
    await user.click(trigger());
    await user.click(await screen.findByRole('option', { name: 'Spouse' }));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('3');
    expect(trigger()).toHaveTextContent('Spouse');
  });

  it('shows the placeholder again when the parent clears the value', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1" />);
    expect(trigger()).toHaveTextContent('Father');
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(trigger()).toHaveTextContent('Please select');
  });

  it('links the error and marks the field invalid', () => {
    render(<Dropdown label="Relation" value={undefined} onValueChange={() => {}} options={relations} error="Please select relation" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select relation');
    expect(trigger()).toHaveAccessibleDescription('Please select relation');
    expect(trigger()).toHaveAttribute('aria-invalid', 'true');
  });

  it('cannot be opened when disabled', async () => {
    const user = userEvent.setup();
    render(<Dropdown label="Relation" value={undefined} onValueChange={() => {}} options={relations} disabled />);
    expect(trigger()).toBeDisabled();
    await user.click(trigger());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
