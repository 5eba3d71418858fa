import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AfterPaint } from './after-paint.tsx';

describe('AfterPaint', () => {
  it('holds the place with a block of the given size, then shows its content after the first frame', async () => {
    const { container } = render(
      <AfterPaint className="min-h-96">
        <p>SIPs and reading list</p>
      </AfterPaint>,
    );
    expect(screen.queryByText('SIPs and reading list')).toBeNull();
    const holder = container.firstElementChild!;
    expect(holder).toHaveClass('min-h-96');
    expect(holder).toHaveAttribute('aria-hidden');
    expect(await screen.findByText('SIPs and reading list')).toBeInTheDocument();
    expect(container.querySelector('.min-h-96')).toBeNull();
  });

  it('shows the given fallback until then, and keeps the content once shown', async () => {
    const { rerender } = render(
      <AfterPaint fallback={<p>Page skeleton</p>}>
        <p>The page</p>
      </AfterPaint>,
    );
    expect(screen.getByText('Page skeleton')).toBeInTheDocument();
    expect(screen.queryByText('The page')).toBeNull();
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Page skeleton')).toBeNull();
    rerender(
      <AfterPaint fallback={<p>Page skeleton</p>}>
        <p>The next page</p>
      </AfterPaint>,
    );
    expect(screen.getByText('The next page')).toBeInTheDocument();
    expect(screen.queryByText('Page skeleton')).toBeNull();
  });
});
