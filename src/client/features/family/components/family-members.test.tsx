import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { FamilyDetails, FamilyMember } from '@shared/contract/family.ts';
import { FamilyMembers } from './family-members.tsx';

const person = (p: Partial<FamilyMember>): FamilyMember => ({
  child_id: 1,
  ID: 'NVDEMA2345',
  name: 'Asha Kulkarni',
  profile_pic: null,
  Gender: 283,
  family_status: 1,
  risk_status: 'Moderate',
  aum: '105617.63',
  cigr_percentage: '36.28',
  CAccountNo: 'NVDEMA2345',
  email_id: 'demo.investor@example.com',
  is_self: true,
  ...p,
});
const family = (status: 0 | 1 | 2, members: FamilyMember[]): FamilyDetails => ({
  family_details: members,
  market_level_aum: [{ family_aum: '0.00' }],
  family_status: status,
});
const vikram = person({
  child_id: 2,
  ID: 'NVDEMB6789',
  name: 'Vikram Kulkarni',
  Gender: 282,
  family_status: 2,
  aum: '43167.86',
  cigr_percentage: '2.78',
  is_self: false,
});
const own = { pan: 'ABCPK1234F', niveshId: 'NVDEMA2345' };
const noop = async () => {};

describe('Family Members (spec 3 §2.9, §4.8)', () => {
  it('shows the others, not the user; a member’s market value and returns; delete only for the head, with the spec’s question', async () => {
    render(<FamilyMembers details={family(1, [person({}), vikram])} own={own} actingAsMember={false} onChanged={noop} />);
    expect(screen.getByText('Vikram Kulkarni', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByText('Asha Kulkarni', { selector: 'p' })).toBeNull();
    expect(screen.getByText('₹43,167.86')).toBeTruthy();
    expect(screen.getByText('+2.78%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Vikram Kulkarni' }));
    expect(await screen.findByRole('alertdialog', { name: 'Are you sure want to delete your family member?' })).toBeTruthy();
  });

  it('a member sees the head (no market value for the head), cannot add or delete, and may leave', () => {
    render(<FamilyMembers details={family(2, [person({ is_self: false }), { ...vikram, is_self: true }])} own={own} actingAsMember={false} onChanged={noop} />);
    expect(screen.getByText('(Head of the Family)')).toBeTruthy();
    expect(screen.queryByText('Market Value')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add New Member' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave this family' })).toBeTruthy();
  });

  it("'New Investor' says 'Coming soon!!'; 'Link Existing Investor' opens the PAN / Nivesh ID tabs", () => {
    render(<FamilyMembers details={family(0, [person({ family_status: 0 })])} own={own} actingAsMember={false} onChanged={noop} />);
    expect(screen.getByText('You have not added any family members yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add New Member' }));
    fireEvent.click(screen.getByRole('button', { name: 'New Investor' }));
    expect(screen.getByText('Coming soon!!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Link Existing Investor' }));
    expect(screen.getByRole('tab', { name: 'PAN' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Nivesh ID' })).toBeTruthy();
    // the PAN box upper-cases and stops at 10 characters; the user's own PAN is refused before anything is sent
    const pan = screen.getByRole('textbox', { name: "Family member's PAN" }) as HTMLInputElement;
    fireEvent.change(pan, { target: { value: 'abcpk1234fzz' } });
    expect(pan.value).toBe('ABCPK1234F');
    fireEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(screen.getByText('Please enter valid pan number')).toBeTruthy();
  });

  it('nothing is added or removed while acting as a member', () => {
    render(<FamilyMembers details={family(2, [person({ is_self: false }), { ...vikram, is_self: true }])} own={own} actingAsMember onChanged={noop} />);
    expect(screen.queryByRole('button', { name: 'Add New Member' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Leave this family' })).toBeNull();
  });
});
