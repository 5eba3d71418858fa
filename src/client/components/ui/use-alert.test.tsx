import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAlert } from './use-alert.tsx';

function Harness({ a }: { a: Parameters<ReturnType<typeof useAlert>[1]>[0] }) {
  const [element, show] = useAlert();
  return (
    <>
      <button type="button" onClick={() => show(a)}>
        Go
      </button>
      {element}
    </>
  );
}

describe('alert dialog titles say what happened', () => {
  it('a refusal carries the title its caller names', async () => {
    render(<Harness a={{ title: 'Not added to cart', body: 'Minimum amount is 500' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('alertdialog', { name: 'Not added to cart' })).toHaveTextContent('Minimum amount is 500');
  });

  it('a plain message is a note, never a dialog titled "Alert"', async () => {
    render(<Harness a="Please select any time" />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByRole('alertdialog', { name: 'Please note' })).toBeInTheDocument();
  });
});
