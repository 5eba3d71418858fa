import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, render, screen, waitFor } from '@testing-library/react';
import { markHydrating } from './use-hydrated.ts';
import { Button } from '../components/ui/button.tsx';
import { Input } from '../components/ui/input.tsx';

describe('controls of prerendered HTML wait for the page code', () => {
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

  it('are enabled once the prerendered HTML is hydrated, with no mismatch for React to repair, and later ones at once', async () => {
    const tree = (
      <>
        <Button>SEND</Button>
        <Input aria-label="Mobile Number" />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const recoverable = vi.fn<(error: unknown) => void>();
    markHydrating();
    const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError: recoverable }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'SEND' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).not.toHaveAttribute('readonly');
    expect(recoverable).not.toHaveBeenCalled();
    // a control that mounts after hydration works from its first render
    await act(async () =>
      root.render(
        <>
          {tree}
          <Button>LATER</Button>
        </>,
      ),
    );
    expect(screen.getByRole('button', { name: 'LATER' })).toBeEnabled();
    await act(async () => root.unmount());
    container.remove();
  });
});
