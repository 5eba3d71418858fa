import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isMinorOn,
  ONBOARDING_MESSAGES as M,
  validateAddress,
  validateFatca,
  validateIdentification,
  validateJointHolder,
  validateNominee,
  validatePersonal,
  type JointHolderForm,
  type NomineeForm,
  type PersonalForm,
} from './onboarding-forms.ts';

const TODAY = '2026-11-20';

describe('validateIdentification', () => {
  it.each([
    [{ pan: '', firstName: 'Ravi', lastName: 'Kumar' }, 'PAN Number is mandatory'],
    [{ pan: 'ABCPK1234F', firstName: '', lastName: 'Kumar' }, M.fillAllThe],
    [{ pan: 'ABCCK1234F', firstName: 'Ravi', lastName: 'Kumar' }, 'Non Indivdual PAN is not allowed to transact'],
    [{ pan: 'ABCPK12345', firstName: 'Ravi', lastName: 'Kumar' }, 'Please enter valid pan number'],
    [{ pan: 'ABCPK1234F', firstName: 'R4vi', lastName: 'Kumar' }, M.invalidName],
    [{ pan: 'ABCPK1234F', firstName: 'Ravi', lastName: "D'Souza" }, null],
  ])('%j → %s', (form, expected) => {
    expect(validateIdentification(form)).toBe(expected);
  });
});

describe('validatePersonal', () => {
  const ok: PersonalForm = {
    email: 'ravi@example.com',
    dob: '1990-06-15',
    sex: 282,
    maritalStatus: 1,
    emailDeclaration: 1,
    mobileDeclaration: 1,
    emailVerified: true,
    mobileVerified: true,
  };
  it.each([
    [{}, null],
    [{ sex: null }, M.fillAllThe],
    [{ email: ' ' }, M.fillAllThe],
    [{ email: 'ravi@example' }, M.invalidEmail],
    [{ dob: '2008-01-01' }, 'Age Should be Greater than 18'],
    [{ emailVerified: false, mobileVerified: false }, 'Please verify your Email ID'],
    [{ mobileVerified: false }, 'Please verify your Mobile Number'],
  ])('%j → %s', (patch, expected) => {
    expect(validatePersonal({ ...ok, ...patch }, TODAY)).toBe(expected);
  });
});

describe('validateJointHolder', () => {
  const ok: JointHolderForm = {
    pan: 'BCDPE2345G',
    firstName: 'Meera',
    lastName: 'Kumar',
    dob: '1985-10-10',
    email: 'meera@example.com',
    emailDeclaration: 2,
    mobile: '9123456789',
    mobileDeclaration: 2,
    emailVerified: true,
    mobileVerified: true,
  };
  const ctx = { todayYmd: TODAY, ownPan: 'ABCPK1234F', takenPans: ['CDEPF3456H'] };
  it.each([
    [{}, null],
    [{ pan: 'abcpk1234f' }, 'Please enter valid pan number'], // the investor's own
    [{ pan: 'CDEPF3456H' }, M.duplicatePan],
    [{ pan: 'BCDCE2345G' }, 'Non Indivdual PAN is not allowed to transact'],
    [{ dob: '2010-01-01' }, 'Age should be greater than or equal 18 years'],
    [{ mobile: '912345678' }, 'Please enter valid mobile number'],
    [{ mobileVerified: false, emailVerified: false }, M.verifyMobile],
    [{ emailVerified: false }, M.verifyEmail],
    [{ mobileDeclaration: null }, M.fillAllThe],
  ])('%j → %s', (patch, expected) => {
    expect(validateJointHolder({ ...ok, ...patch }, ctx)).toBe(expected);
  });
});

describe('validateNominee', () => {
  const ok: NomineeForm = {
    name: 'Sita Kumar',
    relation: 3,
    share: '40',
    dob: '1992-01-01',
    idType: 2,
    idNumber: '1234',
    email: 'sita@example.com',
    mobile: '9123456780',
    address1: '12 MG Road',
    city: 'Pune',
    pincode: '411001',
    country: 1,
    isMinor: false,
    guardianRelation: null,
    guardianName: '',
  };
  const ctx = { todayYmd: TODAY, ownPan: 'ABCPK1234F', existingShares: [50], takenPans: [] };
  it.each([
    [{}, null],
    [{ share: '60' }, 'Please enter number less than or equal to 50'],
    [{ share: '0' }, 'Please enter number between 1-100'],
    [{ city: '' }, M.fillAll],
    [{ dob: '2015-01-01' }, 'Age should be greater than or equal 18 years'],
    [{ isMinor: true }, 'Age should be less than 18 years'],
    [{ isMinor: true, dob: '2015-01-01' }, 'Please select Guardian'],
    [{ isMinor: true, dob: '2015-01-01', guardianRelation: 1 }, 'Please select Guardian'],
    [{ isMinor: true, dob: '2015-01-01', guardianRelation: 1, guardianName: 'Ravi Kumar' }, null],
    [{ idType: 1, idNumber: 'ABCPK1234F' }, 'Please enter valid pan number'],
    [{ idType: 3, idNumber: 'MH' }, M.invalidIdNumber],
    [{ pincode: '011001' }, 'Please enter valid pincode'],
    [{ country: 2, pincode: 'E1 6AN' }, null], // abroad only the length cap
  ])('%j → %s', (patch, expected) => {
    expect(validateNominee({ ...ok, ...patch }, ctx)).toBe(expected);
  });

  it('refuses a fourth nominee', () => {
    expect(validateNominee({ ...ok, share: '1' }, { ...ctx, existingShares: [33, 33, 33] })).toBe(M.maxNominees);
  });

  it('never lets the saved shares pass 100', () => {
    const saved = fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 2 }).filter((s) => s.reduce((a, b) => a + b, 0) < 100);
    fc.assert(
      fc.property(saved, fc.integer({ min: -5, max: 150 }), (shares, share) => {
        const ok2 = validateNominee({ ...ok, share: String(share) }, { ...ctx, existingShares: shares }) === null;
        expect(ok2).toBe(share >= 1 && shares.reduce((a, b) => a + b, 0) + share <= 100);
      }),
    );
  });
});

describe('address, FATCA and minors', () => {
  it('needs every address field and a valid PIN code', () => {
    const ok = { address1: 'a', address2: 'b', country: 1, state: 21, city: 21001, pincode: '400020' };
    expect(validateAddress(ok)).toBeNull();
    expect(validateAddress({ ...ok, address2: '' })).toBe(M.fillAll);
    expect(validateAddress({ ...ok, pincode: '40002' })).toBe('Please enter valid pincode');
  });

  it('needs every FATCA field and a Y or N politically-exposed answer', () => {
    const ok = { placeOfBirth: 'Pune', occupation: 2, taxResidency: 1, nationality: 1, pep: 'N', incomeSlab: 33, sourceOfWealth: 1 };
    expect(validateFatca(ok)).toBeNull();
    expect(validateFatca({ ...ok, occupation: null })).toBe(M.fillAll);
    expect(validateFatca({ ...ok, pep: 'R' })).toBe(M.fillAll);
  });

  it('a nominee is a minor until the 18th birthday', () => {
    expect(isMinorOn('2008-11-21', TODAY)).toBe(true);
    expect(isMinorOn('2008-11-20', TODAY)).toBe(false);
    expect(isMinorOn('', TODAY)).toBe(false);
  });
});
