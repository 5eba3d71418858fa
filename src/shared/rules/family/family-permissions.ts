/** Who may do what in a family (spec 3 §4.8, §6; spec 2 §2.9), small enough for the first download. */
export type FamilyStatus = 0 | 1 | 2;

export const mayAddMembers = (status: FamilyStatus, actingAsMember: boolean): boolean => !actingAsMember && (status === 0 || status === 1);
export const mayDeleteMembers = (status: FamilyStatus, actingAsMember: boolean): boolean => !actingAsMember && status === 1;
export const maySwitch = (status: FamilyStatus, hasParentToken: boolean): boolean => hasParentToken || status === 0 || status === 1;
/** spec 2 §2.9, §6: the head, or a status-2 profile opened with a parent token */
export const seesFamilyPortfolio = (status: FamilyStatus, hasParentToken: boolean): boolean => status === 1 || (status === 2 && hasParentToken);
