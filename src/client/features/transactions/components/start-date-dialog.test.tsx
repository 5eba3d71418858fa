import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { istInstant } from '@shared/time/ist.ts';
import { StartDateDialog } from './start-date-dialog.tsx';

const now = istInstant(2026, 3, 10, 10, 0);
const allowed = ['2026-03-15', '2026-03-25', '2026-04-05'];

function Harness() {
  const [value, setValue] = useState('');
  return (
    <StartDateDialog label="SIP Start Date" value={value} onChange={setValue} allowed={allowed} now={now} error={value ? undefined : 'SipDay is mandatory'} />
  );
}

describe('StartDateDialog', () => {
  it('is used from the keyboard: focus starts on the first offered date, arrows move, Enter picks', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: /SIP Start Date/ });
    expect(trigger).toHaveAccessibleDescription('SipDay is mandatory');
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'SIP Start Date' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '15 March 2026' })).toHaveFocus();
    // dates the scheme does not offer cannot be chosen
    expect(screen.getByRole('button', { name: '16 March 2026' })).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '25 March 2026' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('heading', { name: 'April 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '5 April 2026' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('05/04/2026');
    expect(trigger).not.toHaveAccessibleDescription();
  });

  it('opens on the chosen date and closes with Escape without changing it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /SIP Start Date/ }));
    await user.click(screen.getByRole('button', { name: '25 March 2026' }));
    await user.click(screen.getByRole('button', { name: /SIP Start Date/ }));
    expect(screen.getByRole('button', { name: '25 March 2026' })).toHaveFocus();
    expect(screen.getByRole('button', { name: '25 March 2026' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /SIP Start Date/ })).toHaveTextContent('25/03/2026');
  });
});
