import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is type="button" unless told otherwise, so it never submits a form by accident', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(e: SubmitEvent) => void>((e) => e.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button>CANCEL</Button>
        <Button type="submit">SUBMIT</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('applies variant and size classes, letting className win', () => {
    render(
      <>
        <Button variant="destructive" size="lg">
          Delete
        </Button>
        <Button variant="outline" className="h-14">
          Tall
        </Button>
      </>,
    );
    const del = screen.getByRole('button', { name: 'Delete' });
    expect(del).toHaveClass('bg-destructive', 'h-12');
    expect(del).not.toHaveClass('bg-primary');
    const tall = screen.getByRole('button', { name: 'Tall' });
    expect(tall).toHaveClass('border', 'h-14');
    expect(tall).not.toHaveClass('h-11');
  });

  it('keeps every size at least 44px tall (a thumb’s tap target)', () => {
    render(
      <>
        <Button size="sm">s</Button>
        <Button size="icon" aria-label="icon" />
      </>,
    );
    expect(screen.getByRole('button', { name: 's' })).toHaveClass('h-11');
    expect(screen.getByRole('button', { name: 'icon' })).toHaveClass('size-11');
  });

  it('renders its child instead of a <button> with asChild', () => {
    render(
      <Button asChild variant="link">
        <a href="/sign-up">Sign up</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link).toHaveAttribute('href', '/sign-up');
    expect(link).toHaveClass('text-primary');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('does not fire clicks when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn<() => void>();
    render(
      <Button disabled onClick={onClick}>
        SEND
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'SEND' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
