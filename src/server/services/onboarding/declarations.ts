import type { Declaration } from '@shared/contract/onboarding.ts';
import { NOMINEE_ID_TYPES } from '@shared/rules/onboarding/onboarding-forms.ts';

/**
 * Whose email or mobile it is. SEBI lets an investor give a family member's contact only with a
 * declaration of the relationship (the exchanges' family flags: SE self, SP spouse, DC dependent
 * children, DS dependent siblings, DP dependent parents, GD guardian). PK_IDs are stable: append only.
 */
const FAMILY = [
  [1, 'SE', 'me (Self)'],
  [2, 'SP', 'my Spouse'],
  [3, 'DC', 'my Dependent Children'],
  [4, 'DS', 'my Dependent Siblings'],
  [5, 'DP', 'my Dependent Parents'],
  [6, 'GD', 'my Guardian'],
] as const;

export const DECLARATIONS: Record<'email' | 'mobile' | 'Nominee_Add', readonly Declaration[]> = {
  email: FAMILY.map(([PK_ID, , who]) => ({ PK_ID, NAME: `This email belongs to ${who}` })),
  mobile: FAMILY.map(([PK_ID, , who]) => ({ PK_ID, NAME: `This mobile number belongs to ${who}` })),
  // The nominee's identity document (SEBI asks for one of these for every nominee).
  Nominee_Add: NOMINEE_ID_TYPES.map((t) => ({ PK_ID: t.PK_ID, NAME: t.NAME })),
};

/** The exchange's family flag for a declaration id (client registration). */
export const familyFlagOf = (id: number | null | undefined): string => FAMILY.find(([pk]) => pk === id)?.[1] ?? 'SE';

export const isDeclaration = (key: 'email' | 'mobile' | 'Nominee_Add', id: number | null | undefined): boolean => DECLARATIONS[key].some((d) => d.PK_ID === id);
