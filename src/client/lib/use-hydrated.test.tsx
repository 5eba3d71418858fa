import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { Button } from '../components/ui/button.tsx';
import { Input } from '../components/ui/input.tsx';

describe('controls of prerendered HTML wait for the page code (issue 16)', () => {
  it('are disabled / read-only in the build-time prerender', () => {
    const html = renderToString(
      <>
        <Button>SEND</Button>
        <Input aria-label="Mobile Number" />
      </>,
    );
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-prehydration=""/);
    expect(html).toMatch(/<input[^>]*readOnly=""/);
  });

  it('work at once when React renders them itself', () => {
    render(
      <>
        <Button>SEND</Button>
        <Input aria-label="Mobile Number" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'SEND' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).not.toHaveAttribute('readonly');
  });

  it('keep a read-only or disabled wish of their own', () => {
    render(
      <>
        <Button disabled>SEND</Button>
        <Input aria-label="PAN" readOnly />
      </>,
    );
    expect(screen.getByRole('button', { name: 'SEND' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'PAN' })).toHaveAttribute('readonly');
  });
});
