import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LoaderOverlay } from './loader-overlay.tsx';
import { Spinner } from './spinner.tsx';

describe('Spinner', () => {
  it('announces a visually hidden label in a live status region', () => {
    render(<Spinner label="Loading orders" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Loading orders');
    expect(screen.getByText('Loading orders')).toHaveClass('sr-only');
  });

  it('says "Loading" by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});

describe('LoaderOverlay', () => {
  it('renders nothing while no request is pending', () => {
    const { container } = render(<LoaderOverlay count={0} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('covers the screen and is busy while the count is above 0', () => {
    const { rerender } = render(<LoaderOverlay count={2} />);
    const overlay = screen.getByRole('status').closest('[aria-busy]');
    expect(overlay).toHaveAttribute('aria-busy', 'true');
    expect(overlay).toHaveClass('fixed', 'inset-0');
    rerender(<LoaderOverlay count={0} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
