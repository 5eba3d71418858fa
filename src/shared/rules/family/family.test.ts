import { describe, expect, it } from 'vitest';
import { FAMILY_ENTRY, mayAddMembers, mayDeleteMembers, maySwitch, seesFamilyPortfolio } from './family.ts';
import { validateFamilyCarrier } from './family-carrier.ts';

const own = { pan: 'ABCPK1234F', niveshId: 'NVDEMA2345' };

describe('family permissions (spec 3 §4.8, §6)', () => {
  it('status 0 and 1 add; 2 and a member session do not', () => {
    expect(mayAddMembers(0, false)).toBe(true);
    expect(mayAddMembers(1, false)).toBe(true);
    expect(mayAddMembers(2, false)).toBe(false);
    expect(mayAddMembers(1, true)).toBe(false);
  });
  it('only the head deletes, from their own profile', () => {
    expect(mayDeleteMembers(1, false)).toBe(true);
    expect(mayDeleteMembers(0, false)).toBe(false);
    expect(mayDeleteMembers(2, false)).toBe(false);
    expect(mayDeleteMembers(1, true)).toBe(false);
  });
  it('switching: 0, 1 or a parent token', () => {
    expect(maySwitch(2, false)).toBe(false);
    expect(maySwitch(2, true)).toBe(true);
    expect(maySwitch(0, false)).toBe(true);
    expect(seesFamilyPortfolio(1, false)).toBe(true);
    expect(seesFamilyPortfolio(2, false)).toBe(false);
    expect(seesFamilyPortfolio(2, true)).toBe(true);
    expect(seesFamilyPortfolio(0, false)).toBe(false);
  });
});

describe('the link carrier', () => {
  it('checks a PAN, refusing a corporate one and the investor’s own', () => {
    expect(validateFamilyCarrier(FAMILY_ENTRY.pan, '', own)).toBe('PAN Number is mandatory');
    expect(validateFamilyCarrier(FAMILY_ENTRY.pan, 'ABC', own)).toBe('Please enter valid pan number');
    expect(validateFamilyCarrier(FAMILY_ENTRY.pan, 'ABCCK1234F', own)).toBe('Non Indivdual PAN is not allowed to transact');
    expect(validateFamilyCarrier(FAMILY_ENTRY.pan, 'abcpk1234f', own)).toBe('Please enter valid pan number');
    expect(validateFamilyCarrier(FAMILY_ENTRY.pan, 'BCDPM5678G', own)).toBeNull();
  });
  it('checks a Nivesh ID, refusing the investor’s own', () => {
    expect(validateFamilyCarrier(FAMILY_ENTRY.id, 'NVDEMA2345', own)).toBe('You have entered your nivesh id, please enter your family member nivesh id');
    expect(validateFamilyCarrier(FAMILY_ENTRY.id, '', own)).toBe('Nivesh Id is mandatory');
    expect(validateFamilyCarrier(FAMILY_ENTRY.id, 'NVFAMB2345', own)).toBeNull();
  });
});
