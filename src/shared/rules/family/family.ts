/**
 * Family rules (spec 3 §4.8, §5, §6, §9). family_status: 0 alone, 1 head of a family, 2 a member
 * of someone's family. 0 and 1 may add members and switch; only 1 deletes; a session holding a
 * parent token may switch too. Entry types of the link: 1 PAN, 3 account (Nivesh) ID.
 */
export type { FamilyStatus } from './family-permissions.ts';
export const FAMILY_ENTRY = { pan: 1, id: 3 } as const;

export const FAMILY_MESSAGES = {
  confirmDelete: 'Are you sure want to delete your family member?',
  comingSoon: 'Coming soon!!',
  switchHint: "Switch portfolio by clicking on member's name",
  // Not in the spec: the spec names no message for these.
  notOnboarded: 'This investor has not completed their account opening yet, so they cannot be linked',
  alreadyInFamily: 'This investor is already linked to a family',
  alreadyHead: 'This investor is the head of another family; they must remove their members first',
  memberCannotAdd: 'Only the head of the family can add members; you are a member of a family',
  headOnlyDelete: 'Only the head of the family can remove members',
  notYourMember: 'This investor is not a member of your family',
  notSwitchable: 'You can switch only to the portfolios of your family members',
  childCannotManage: 'Switch back to your own profile to add or remove family members',
  familyPortfolioHeadOnly: 'Only the head of the family can see the family portfolio',
  linked: 'Family member linked successfully',
  removed: 'Family member removed successfully',
  left: 'You have left the family',
  notInFamily: 'You are not a member of any family',
  headCannotLeave: 'The head of the family removes members instead of leaving',
  tooManyMembers: 'A family can have at most 10 members',
} as const;

/** The largest family (head included): a household, not a client book. */
export const MAX_FAMILY_SIZE = 10;

export { mayAddMembers, mayDeleteMembers, maySwitch, seesFamilyPortfolio } from './family-permissions.ts';
