import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TOAST_DURATION_MS, Toaster, clearToasts, dismissToast, toast } from './toast.tsx';

const region = () => screen.getByRole('status');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

describe('toast', () => {
  it('uses the spec duration of 4000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
  });

  it('shows a message in a polite live region that exists before any toast', () => {
    render(<Toaster />);
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(region()).toBeEmptyDOMElement();
    act(() => {
      toast('Successfully added to cart');
    });
    expect(within(region()).getByText('Successfully added to cart')).toBeInTheDocument();
  });

  it('closes itself at 4000 ms, not before', () => {
    render(<Toaster />);
    act(() => {
      toast('Updated Successfully', { variant: 'success' });
    });
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText('Updated Successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Updated Successfully')).not.toBeInTheDocument();
  });

  it('honours a custom duration and counts each toast from its own start', () => {
    render(<Toaster />);
    act(() => {
      toast('Request sent Successfully', { duration: 1000 });
    });
    act(() => vi.advanceTimersByTime(500));
    act(() => {
      toast('Deleted successfully.');
    });
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Request sent Successfully')).not.toBeInTheDocument();
    expect(screen.getByText('Deleted successfully.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 500));
    expect(screen.queryByText('Deleted successfully.')).not.toBeInTheDocument();
  });

  it('keeps a toast with duration 0 until it is dismissed', () => {
    render(<Toaster />);
    act(() => {
      toast('Our Support team will contact you', { duration: 0 });
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 10));
    expect(screen.getByText('Our Support team will contact you')).toBeInTheDocument();
  });

  it('clearToasts removes all of them', () => {
    render(<Toaster />);
    act(() => {
      toast('Added to Cart');
      toast('Upload Failed', { variant: 'error' });
    });
    expect(within(region()).getAllByRole('button', { name: 'Dismiss' })).toHaveLength(2);
    act(() => clearToasts());
    expect(region()).toBeEmptyDOMElement();
  });

  it('the Dismiss button removes only its own toast', () => {
    render(<Toaster />);
    act(() => {
      toast('Added to Cart');
      toast('OTP resent successfully.');
    });
    const first = screen.getByText('Added to Cart').parentElement!;
    fireEvent.click(within(first).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Added to Cart')).not.toBeInTheDocument();
    expect(screen.getByText('OTP resent successfully.')).toBeInTheDocument();
  });

  it('dismissToast removes the toast whose id it is given', () => {
    render(<Toaster />);
    let id = '';
    act(() => {
      id = toast('Try Another Time', { variant: 'error' });
      toast('Updated Successfully');
    });
    act(() => dismissToast(id));
    expect(screen.queryByText('Try Another Time')).not.toBeInTheDocument();
    expect(screen.getByText('Updated Successfully')).toBeInTheDocument();
  });

  it('gives each toast its own id', () => {
    const a = toast('one');
    const b = toast('two');
    expect(a).not.toBe(b);
  });
});
