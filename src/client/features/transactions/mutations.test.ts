import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { OFFLINE_WRITE_MESSAGE, txCalls, useSubmissionKey } from './mutations.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('writes', () => {
  it('are refused offline with a clear message and never reach the network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchSpy = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchSpy);
    await expect(txCalls.createTransaction({ TrType: 'NEW', Amount: '5000', AmcId: 1, Sch: 1 }, 'k')).rejects.toThrow(OFFLINE_WRITE_MESSAGE);
    await expect(txCalls.removeCartItems([1], 'N')).rejects.toThrow(OFFLINE_WRITE_MESSAGE);
    await expect(txCalls.sendOtp({ ihno: [1], type: 'Lumpsum' })).rejects.toThrow(OFFLINE_WRITE_MESSAGE);
    await expect(txCalls.placeOrder({ orders: [{ order_id: 1, type: 'Normal' }], payment_type: 1, category: 1 }, 'k')).rejects.toThrow(OFFLINE_WRITE_MESSAGE);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('send one Idempotency-Key per submission', async () => {
    const seen: Array<string | null> = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers).get('Idempotency-Key'));
      return Promise.resolve(new Response(JSON.stringify({ transaction_created: true, TE_IHNO: 7 }), { status: 200 }));
    });
    const { result } = renderHook(() => useSubmissionKey());
    const body = { TrType: 'NEW' as const, Amount: '5000', AmcId: 1, Sch: 1 };
    // a double tap: the same body twice before it settled
    await act(() => Promise.all([txCalls.createTransaction(body, result.current.keyFor(body)), txCalls.createTransaction(body, result.current.keyFor(body))]));
    expect(seen[0]).toBeTruthy();
    expect(seen[1]).toBe(seen[0]);
    // a changed body, or the same one after success, is a new submission
    const changed = result.current.keyFor({ ...body, Amount: '6000' });
    expect(changed).not.toBe(seen[0]);
    result.current.settled();
    expect(result.current.keyFor(body)).not.toBe(seen[0]);
  });
});
