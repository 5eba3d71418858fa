import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ActiveSession } from '@shared/contract/sessions.ts';
import { Toaster } from '../../../components/ui/toast.tsx';
import { SessionsCard } from './sessions-card.tsx';

const NOW = new Date('2026-11-20T05:30:00Z');
const sessions: ActiveSession[] = [
  { session_id: 3, device: 'Edge on Windows', ip: '198.51.100.13', signed_in_at: '2026-11-20T05:00:00Z', last_used_at: '2026-11-20T05:30:00Z', current: true },
  {
    session_id: 2,
    device: 'Chrome on Android',
    ip: '198.51.100.11',
    signed_in_at: '2026-11-19T04:00:00Z',
    last_used_at: '2026-11-20T05:10:00Z',
    current: false,
  },
  { session_id: 1, device: 'Safari on iPhone', ip: null, signed_in_at: '2026-11-18T04:00:00Z', last_used_at: '2026-11-18T18:45:00Z', current: false },
];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answers: Record<string, (body: unknown) => Response>) {
  const calls: Array<{ path: string; body: unknown }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://x').pathname.replace(/^\/api/, '');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, body });
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected call ${path}`);
    return answer(body);
  });
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <Suspense fallback={<p>Loading</p>}>
        <SessionsCard now={() => NOW} />
      </Suspense>
      <Toaster />
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => vi.restoreAllMocks());

describe('SessionsCard', () => {
  it('lists each session with device, IP and last use; the current one is marked and has no End button', async () => {
    setup({ '/profile/get_active_sessions': () => json(200, { sessions }) });
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Edge on Windows');
    expect(items[0]).toHaveTextContent('This device');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('198.51.100.11 · 20 minutes ago · Signed in 19 Nov 2026, 9:30 am');
    expect(items[2]).toHaveTextContent('19 Nov 2026, 12:15 am');
  });

  it('ends one session after confirming, then shows the list again', async () => {
    let current = sessions;
    const calls = setup({
      '/profile/get_active_sessions': () => json(200, { sessions: current }),
      '/profile/end_session': () => {
        current = sessions.filter((s) => s.session_id !== 2);
        return json(200, { ended: true });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End session on Chrome on Android' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Chrome on Android will be signed out');
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/profile/end_session')?.body).toEqual({ session_id: 2 });
    await waitFor(() => expect(screen.queryByText('Chrome on Android')).toBeNull());
  });

  it('signs out of all others with one confirmation; cancelling sends nothing', async () => {
    const calls = setup({
      '/profile/get_active_sessions': () => json(200, { sessions }),
      '/profile/end_other_sessions': () => json(200, { ended: 2 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other sessions' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path === '/profile/end_other_sessions')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Sign out of all other sessions' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('2 other devices will be signed out');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out others' }));
    expect(await screen.findByText('Signed out of all other sessions')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    setup({
      '/profile/get_active_sessions': () => json(200, { sessions }),
      '/profile/end_session': () => json(404, { errors: ['This session has already ended'] }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End session on Safari on iPhone' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End session' }));
    expect(await screen.findByText('This session has already ended')).toBeInTheDocument();
  });
});
