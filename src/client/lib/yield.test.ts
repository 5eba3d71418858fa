import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield.ts';

describe('yieldToBrowser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves in a later task: after the microtasks queued now, not among them', async () => {
    const order: string[] = [];
    const done = yieldToBrowser().then(() => order.push('after yield'));
    void Promise.resolve()
      .then(() => order.push('microtask 1'))
      .then(() => order.push('microtask 2'))
      .then(() => order.push('microtask 3'));
    await done;
    expect(order).toEqual(['microtask 1', 'microtask 2', 'microtask 3', 'after yield']);
  });

  it('uses the browser scheduler where there is one', async () => {
    const yieldFn = vi.fn<() => Promise<void>>(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToBrowser();
    expect(yieldFn).toHaveBeenCalledOnce();
  });

  it('still resolves while timers are faked (it does not wait on a timer)', async () => {
    vi.useFakeTimers();
    try {
      await expect(yieldToBrowser()).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
