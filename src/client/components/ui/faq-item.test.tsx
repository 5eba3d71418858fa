import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqItem } from './faq-item.tsx';

const question = 'How do I start a SIP?';
const answer = 'Choose a scheme and tap Invest.';

describe('FaqItem', () => {
  it('starts closed and toggles on click', async () => {
    const user = userEvent.setup();
    render(<FaqItem question={question} answer={answer} />);
    const button = screen.getByRole('button', { name: question });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(answer)).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(answer)).toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(answer)).not.toBeInTheDocument();
  });

  it('toggles with Enter and Space from the keyboard', async () => {
    const user = userEvent.setup();
    render(<FaqItem question={question} answer={answer} />);
    await user.tab();
    const button = screen.getByRole('button', { name: question });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('can start open and points the button at its answer', () => {
    render(<FaqItem question={question} answer={<p>{answer}</p>} defaultOpen />);
    const button = screen.getByRole('button', { name: question });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel).toHaveTextContent(answer);
  });
});
