import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OnboardingDetails } from '@shared/contract/onboarding.ts';
import { HolderForm } from './holder-form.tsx';

// jsdom lacks the pointer-capture and scrolling APIs Radix calls.
beforeAll(() => {
  const proto = window.HTMLElement.prototype;
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => {};
  proto.setPointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/declaration-list')) return json({ declaration_list: [{ PK_ID: 1, NAME: 'This mobile number belongs to me (Self)' }] });
    if (url.endsWith('/send_mobile_otp')) return json({ otp_status: 'Success', code: 'challenge-code-0123456789' });
    if (url.endsWith('/verify_mobile_otp')) return json({ otp_verified: true });
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const details = { PAN: 'ABCPK1234F', jh: [] } as unknown as OnboardingDetails;

function renderForm() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <HolderForm details={details} mode={2} onSaved={() => {}} />
    </QueryClientProvider>,
  );
}

describe('joint holder verification state (spec 1 §4)', () => {
  it('verify is enabled only at 10 digits; a correct OTP verifies; editing away from the verified number un-verifies it', async () => {
    const user = userEvent.setup();
    renderForm();
    const mobile = screen.getByRole('textbox', { name: 'Joint Holder Mobile' });
    const verify = screen.getByRole('button', { name: 'VERIFY Joint Holder Mobile' });
    await user.type(mobile, '98765x4321');
    expect(mobile).toHaveValue('987654321');
    expect(verify).toBeDisabled();
    await user.type(mobile, '0');
    expect(verify).toBeEnabled();

    await user.click(verify);
    const dialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
    expect(JSON.parse(String(fetchMock.mock.calls.find(([u]) => String(u).endsWith('/send_mobile_otp'))![1]!.body))).toEqual({
      phone_number: '9876543210',
      InvestorType: 'JT',
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(mobile, '{Backspace}1');
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'VERIFY Joint Holder Mobile' })).toBeEnabled();
    // back to the verified number: verified again, as the server's record says
    await user.type(mobile, '{Backspace}0');
    expect(screen.getByText('Verified')).toBeInTheDocument();
  });

  it('refuses to save before the mobile is verified, with the spec message linked to the field', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Joint Holder PAN'), 'bcdpe2345g');
    await user.type(screen.getByLabelText('Joint Holder First Name'), 'meera');
    await user.type(screen.getByLabelText('Joint Holder Last Name'), 'Kumar');
    await user.type(screen.getByLabelText('Joint Holder Date of Birth'), '10101985');
    await user.type(screen.getByRole('textbox', { name: 'Joint Holder Mobile' }), '9876543210');
    await user.type(screen.getByRole('textbox', { name: 'Joint Holder Email' }), 'meera@example.com');
    expect(screen.getByLabelText('Joint Holder First Name')).toHaveValue('Meera');
    expect(screen.getByLabelText('Joint Holder PAN')).toHaveValue('BCDPE2345G');
    for (const label of ['Joint Holder Mobile declaration', 'Joint Holder Email declaration']) {
      await user.click(screen.getByRole('combobox', { name: label }));
      await user.click(await screen.findByRole('option', { name: /belongs to me/ }));
    }
    await user.click(screen.getByRole('button', { name: 'SAVE JOINT HOLDER' }));
    const alert = screen.getByText('Please verify mobile');
    expect(screen.getByRole('textbox', { name: 'Joint Holder Mobile' })).toHaveAttribute('aria-describedby', expect.stringContaining(alert.id));
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/jh-details'))).toBe(false);
  });
});
