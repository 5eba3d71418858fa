import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateTransactionBody } from '../mutations.ts';
import type { TransactScheme } from '../types.ts';
import { PurchaseOrderForm } from './purchase-form.tsx';

// jsdom has no ResizeObserver; the folio picker's Radix radio group measures itself with one
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

// only the fields the lumpsum rule and the body read
const scheme = {
  SchemeID: 101,
  AmcID: 7,
  Schemeoption: 'Growth',
  MinimumPurchaseAmount: '5000.00',
  AdditionalPurchaseAmount: '1000.00',
  MaximumPurchaseAmount: null,
  allowed: { ADD: 'Y', NEW: 'Y' },
} as unknown as TransactScheme;

describe('PurchaseOrderForm field message', () => {
  it('stays while the amount is still too small, goes as soon as it is valid, and the valid amount submits', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(body: CreateTransactionBody) => void>();
    render(<PurchaseOrderForm scheme={scheme} folios={[]} busy={false} onSubmit={onSubmit} onCancel={() => {}} />);
    const amount = screen.getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'PROCEED' }));
    expect(screen.getByText('Amount should be greater than 5,000')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    // still wrong: the message stays while the investor types
    await user.clear(amount);
    await user.type(amount, '1000');
    expect(screen.getByText('Amount should be greater than 5,000')).toBeInTheDocument();
    // valid: gone at once, before any submit
    await user.type(amount, '0');
    expect(screen.queryByText(/Amount should be greater than/)).not.toBeInTheDocument();
    expect(amount).not.toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'PROCEED' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ Amount: '10000.00', TrType: 'NEW', Sch: 101 }));
  });
});
