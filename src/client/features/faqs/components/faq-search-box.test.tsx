import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FaqSearchBox } from './faq-search-box.tsx';

describe('FAQ search box (spec 3 §2.11: debounced 1 s)', () => {
  afterEach(() => vi.useRealTimers());
  it('searches once typing has paused for a second, with the last text', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn<(text: string) => void>();
    render(<FaqSearchBox onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search FAQs' });
    fireEvent.change(box, { target: { value: 'st' } });
    act(() => vi.advanceTimersByTime(600));
    fireEvent.change(box, { target: { value: 'stamp' } });
    act(() => vi.advanceTimersByTime(999));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('stamp');
  });
  it('Enter searches at once', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn<(text: string) => void>();
    render(<FaqSearchBox onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search FAQs' });
    fireEvent.change(box, { target: { value: 'ELSS' } });
    fireEvent.submit(box.closest('form')!);
    expect(onSearch).toHaveBeenCalledWith('ELSS');
    act(() => vi.advanceTimersByTime(2000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
