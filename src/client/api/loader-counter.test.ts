import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { loaderCounter, useLoaderCount } from './loader-counter.ts';

beforeEach(() => loaderCounter.reset());
afterEach(() => loaderCounter.reset());

describe('loaderCounter', () => {
  it('goes up when a request starts and down when it ends', () => {
    loaderCounter.start();
    loaderCounter.start();
    expect(loaderCounter.get()).toBe(2);
    loaderCounter.end();
    expect(loaderCounter.get()).toBe(1);
    loaderCounter.end();
    expect(loaderCounter.get()).toBe(0);
  });

  it('never goes below 0, and counts up correctly afterwards', () => {
    loaderCounter.end();
    loaderCounter.end();
    expect(loaderCounter.get()).toBe(0);
    loaderCounter.start();
    expect(loaderCounter.get()).toBe(1);
  });

  it('notifies subscribers on every change until they unsubscribe', () => {
    const seen: number[] = [];
    const listener = vi.fn<() => void>(() => {
      seen.push(loaderCounter.get());
    });
    const unsubscribe = loaderCounter.subscribe(listener);
    loaderCounter.start();
    loaderCounter.start();
    loaderCounter.end();
    expect(seen).toEqual([1, 2, 1]);
    unsubscribe();
    loaderCounter.end();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(loaderCounter.get()).toBe(0);
  });

  it('reset brings the count back to 0 and tells subscribers', () => {
    loaderCounter.start();
    loaderCounter.start();
    loaderCounter.start();
    const listener = vi.fn<() => void>();
    const unsubscribe = loaderCounter.subscribe(listener);
    loaderCounter.reset();
    expect(loaderCounter.get()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('useLoaderCount', () => {
  it('re-renders with the current count', () => {
    const { result } = renderHook(() => useLoaderCount());
    expect(result.current).toBe(0);
    act(() => loaderCounter.start());
    expect(result.current).toBe(1);
    act(() => loaderCounter.end());
    expect(result.current).toBe(0);
  });
});
