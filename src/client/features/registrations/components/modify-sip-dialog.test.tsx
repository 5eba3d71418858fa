import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Registration } from '@shared/contract/registrations.ts';
import { ModifySipDialog } from './modify-sip-dialog.tsx';

// the fields the modify form reads
const sip = {
  BseOrderNo: '5000001',
  SchemeName: 'Test Bluechip Fund - Direct Growth',
  AMOUNT: '2000.00',
  SIPDay: 10,
  ModifyLimits: { MinAmount: '500.00', MaxAmount: '100000.00', SipDays: [1, 10, 15], StepUpType: 'P', StepUpValue: '10' },
} as unknown as Registration;

afterEach(() => vi.restoreAllMocks());

describe('Modify SIP dialog', () => {
  it('starts from the SIP as it runs and checks the new terms by the shared rule before any OTP is asked for', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<ModifySipDialog r={sip} open onOpenChange={() => {}} onAnswer={() => {}} />);
    const amount = screen.getByLabelText('SIP amount');
    expect(amount).toHaveValue('2,000');
    expect(screen.getByLabelText('Step-up percentage')).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: 'PROCEED' }));
    expect(screen.getByText('Please change the amount, SIP date or step-up')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'PROCEED' }));
    expect(screen.getByText('Amount should be greater than 500 and less than 1,00,000')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Step-up percentage'));
    await user.type(screen.getByLabelText('Step-up percentage'), '150');
    await user.clear(amount);
    await user.type(amount, '2500');
    await user.click(screen.getByRole('button', { name: 'PROCEED' }));
    expect(screen.getByText('Step-up percentage should be between 1 and 100')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
