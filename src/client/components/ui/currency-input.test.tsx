import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrencyInput, padAmount, sanitizeAmount, type CurrencyInputProps } from './currency-input.tsx';

function Harness({ initial = '', onChange, ...rest }: Partial<Omit<CurrencyInputProps, 'value'>> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CurrencyInput
        label="Amount"
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
        {...rest}
      />
      <output data-testid="plain">{value}</output>
      <button type="button">elsewhere</button>
    </>
  );
}

const amount = () => screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
const plain = () => screen.getByTestId('plain').textContent;

describe('sanitizeAmount', () => {
  it.each([
    ['1234567.5', '1234567.5'],
    ['12,34,567.50', '1234567.50'],
    ['₹ 1a2b3', '123'],
    ['12.345', '12.34'],
    ['1.2.3', '1.23'],
    ['007', '7'],
    ['0', '0'],
    ['.5', '0.5'],
    ['', ''],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeAmount(raw)).toBe(expected);
  });
});

describe('padAmount', () => {
  it.each([
    ['12', '12.00'],
    ['12.', '12.00'],
    ['12.5', '12.50'],
    ['12.34', '12.34'],
    ['0.', '0.00'],
    ['', ''],
  ])('%j → %j', (raw, expected) => {
    expect(padAmount(raw)).toBe(expected);
  });
});

describe('CurrencyInput', () => {
  it('is labelled, asks for a decimal keypad and hides the rupee sign from screen readers', () => {
    render(<Harness />);
    expect(amount()).toHaveAttribute('inputmode', 'decimal');
    const rupee = screen.getByText('₹');
    expect(rupee).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows Indian grouping while typing and reports the plain value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(v: string) => void>();
    render(<Harness onChange={onChange} />);
    await user.type(amount(), '1234567.50');
    expect(amount()).toHaveValue('12,34,567.50');
    expect(plain()).toBe('1234567.50');
    for (const [reported] of onChange.mock.calls) expect(reported).not.toContain(',');
    expect(onChange).toHaveBeenCalledWith('1234');
  });

  it('groups a thousand as 1,000 and a lakh as 1,00,000', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(amount(), '1000');
    expect(amount()).toHaveValue('1,000');
    await user.type(amount(), '00');
    expect(amount()).toHaveValue('1,00,000');
  });

  it('keeps at most two decimals and one dot', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(amount(), '99.999');
    expect(amount()).toHaveValue('99.99');
    await user.clear(amount());
    await user.type(amount(), '5..2');
    expect(plain()).toBe('5.2');
  });

  it('rejects letters and other characters', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(v: string) => void>();
    render(<Harness onChange={onChange} />);
    await user.type(amount(), 'ab-+e');
    expect(amount()).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
    await user.type(amount(), '5x0');
    expect(plain()).toBe('50');
  });

  it('formats to two decimals on blur and leaves an empty field empty', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(v: string) => void>();
    render(<Harness onChange={onChange} />);
    await user.click(amount());
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.type(amount(), '1500');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(plain()).toBe('1500.00');
    expect(amount()).toHaveValue('1,500.00');
  });

  it('refuses keystrokes that would exceed max', async () => {
    const user = userEvent.setup();
    render(<Harness max="1000000" />);
    await user.type(amount(), '10000001');
    expect(plain()).toBe('1000000');
    expect(amount()).toHaveValue('10,00,000');
  });

  it('links the error message to the input', () => {
    render(<Harness error="Minimum amount is ₹500" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Minimum amount is ₹500');
    expect(amount()).toHaveAccessibleDescription('Minimum amount is ₹500');
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the caret beside the digit just typed when a comma appears before it', async () => {
    const user = userEvent.setup();
    render(<Harness initial="12345" />);
    const input = amount();
    expect(input).toHaveValue('12,345');
    // Caret after "12,3" → type 9 → "1,23,945"; caret must sit after the 9.
    await user.click(input);
    input.setSelectionRange(4, 4);
    await user.keyboard('9');
    expect(input).toHaveValue('1,23,945');
    expect(input.selectionStart).toBe(6);
  });
});
