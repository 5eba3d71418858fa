import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateInput, maskDmy } from './date-input.tsx';

function Harness({ initial = '', onChange }: { initial?: string; onChange?(v: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="d">Date of Birth</label>
      <DateInput
        id="d"
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <button type="button" onClick={() => setValue('2001-12-31')}>
        load saved
      </button>
      <output>{value || 'none'}</output>
    </>
  );
}

describe('maskDmy', () => {
  it.each([
    ['1', '1'],
    ['15', '15'],
    ['150', '15/0'],
    ['1506', '15/06'],
    ['15061990', '15/06/1990'],
    ['15/06/1990', '15/06/1990'],
    ['150619901234', '15/06/1990'],
    ['1a5-0b6', '15/06'],
  ])('%s → %s', (typed, shown) => expect(maskDmy(typed)).toBe(shown));
});

describe('DateInput', () => {
  it('shows DD/MM/YYYY and answers YYYY-MM-DD once a real date is typed in full', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(v: string) => void>();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Date of Birth');
    expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await user.type(input, '1506199');
    expect(input).toHaveValue('15/06/199');
    expect(screen.getByRole('status')).toHaveTextContent('none');
    await user.type(input, '0');
    expect(input).toHaveValue('15/06/1990');
    expect(screen.getByRole('status')).toHaveTextContent('1990-06-15');
    expect(onChange).toHaveBeenLastCalledWith('1990-06-15');
  });

  it('answers nothing for a date the calendar does not have', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1990-06-15" />);
    const input = screen.getByLabelText('Date of Birth');
    expect(input).toHaveValue('15/06/1990');
    await user.clear(input);
    await user.type(input, '31022021');
    expect(input).toHaveValue('31/02/2021');
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('shows a value set from outside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'load saved' }));
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('31/12/2001');
  });
});
