import * as v from 'valibot';
import { defineCall } from './common.ts';
import { parseMdy } from '../time/ist.ts';
import { OTP_MESSAGES, isOtpShape } from '../rules/onboarding/otp.ts';
import { FAMILY_ENTRY, FAMILY_MESSAGES } from '../rules/family/family.ts';
import { HoldingSourceField } from './holding-source.ts';

/**
 * Family (spec 3 §2.9, §4.8, §4.9, §6, §7.4; spec 2 §2.8, §3). Paths are the spec's;
 * `leave_family` is ours. `child_id` is the member's user number: every call checks that it is a
 * member of the caller's family. Refusals the spec reads from `error` come as a 200 with `error`.
 */
export { FAMILY_MESSAGES };

const Money = v.string();
/**
 * The family portfolio's `date` (MM/DD/YYYY), with the individual portfolio's rule and messages
 * (contract/portfolio.ts AsOnDate); written out here so that the family code, loaded on demand,
 * does not pull the portfolio contract out of the first download's chunk.
 */
const AsOnDate = v.optional(
  v.pipe(
    v.string('Please select a date'),
    v.trim(),
    v.nonEmpty('Please select a date'),
    v.check((x) => parseMdy(x) !== null, 'Please select a valid date'),
  ),
  '',
);
/** the statements' answer (contract/reports.ts ReportRequested) */
const ReportRequested = v.object({ request_submitted: v.boolean(), message: v.string(), report_id: v.optional(v.number()) });
const Percent = v.nullable(v.string());
const ChildId = v.pipe(
  v.number(FAMILY_MESSAGES.notYourMember),
  v.integer(FAMILY_MESSAGES.notYourMember),
  v.minValue(1, FAMILY_MESSAGES.notYourMember),
  v.maxValue(2_147_483_647, FAMILY_MESSAGES.notYourMember),
);
/** the spec's client encrypts some values; this server takes them as they are (is_encrypted false) */
const IsEncrypted = v.optional(v.union([v.boolean(), v.number(), v.string()]));

/** A family member (spec 3 §3): the profile panel, the carousel and the switch list show these. */
export const FamilyMember = v.object({
  child_id: v.number(),
  /** the Nivesh ID */
  ID: v.string(),
  name: v.string(),
  profile_pic: v.nullable(v.string()),
  /** Sex master code: 282 male, 283 female */
  Gender: v.nullable(v.number()),
  /** 1 for the head */
  family_status: v.picklist([0, 1, 2]),
  risk_status: v.nullable(v.string()),
  aum: Money,
  cigr_percentage: Percent,
  CAccountNo: v.nullable(v.string()),
  email_id: v.nullable(v.string()),
  /** the member the request was made as */
  is_self: v.boolean(),
});
export type FamilyMember = v.InferOutput<typeof FamilyMember>;

const FamilyDetails = v.object({
  family_details: v.array(FamilyMember),
  market_level_aum: v.array(v.object({ family_aum: Money })),
  /** the caller's family_status */
  family_status: v.picklist([0, 1, 2]),
});
export type FamilyDetails = v.InferOutput<typeof FamilyDetails>;

/** GET /profile/get_family_details: the head first, then members by name. */
export const getFamilyDetails = defineCall({ method: 'GET', path: '/profile/get_family_details', body: undefined, answer: FamilyDetails });

/** GET /profile/get-switch-list: the profiles this session may switch into (the header panel). */
export const getSwitchList = defineCall({
  method: 'GET',
  path: '/profile/get-switch-list',
  body: undefined,
  answer: v.object({ switch_list: v.array(FamilyMember), family_aum: Money, member_count: v.number(), family_status: v.picklist([0, 1, 2]) }),
});

/** POST /profile/send_family_otp: the OTP goes to the member's registered mobile (their consent). */
export const sendFamilyOtp = defineCall({
  method: 'POST',
  path: '/profile/send_family_otp',
  body: v.object({
    carrier: v.pipe(v.string('Please enter the PAN or Nivesh Id'), v.trim(), v.maxLength(20, 'Please enter the PAN or Nivesh Id')),
    type: v.picklist([FAMILY_ENTRY.pan, FAMILY_ENTRY.id], 'type must be 1 (PAN) or 3 (ID)'),
    is_encrypted: IsEncrypted,
  }),
  // the same for a PAN or ID nobody holds: child_user_id is a handle for this challenge, not a user id
  answer: v.union([v.object({ code: v.string(), child_user_id: v.number() }), v.object({ error: v.string() })]),
});

/** POST /profile/verify_family_otp: the member's OTP links them to the caller's family. */
export const verifyFamilyOtp = defineCall({
  method: 'POST',
  path: '/profile/verify_family_otp',
  body: v.object({
    code: v.pipe(v.string(OTP_MESSAGES.invalid), v.minLength(16, OTP_MESSAGES.invalid), v.maxLength(64, OTP_MESSAGES.invalid)),
    otp: v.pipe(v.string(OTP_MESSAGES.invalid), v.trim(), v.check(isOtpShape, OTP_MESSAGES.invalid)),
    child_user_id: ChildId,
    is_encrypted: IsEncrypted,
  }),
  answer: v.union([v.object({ is_linked: v.literal(true), message: v.string() }), v.object({ error: v.string() })]),
});

/** POST /profile/remove_family_member: head only; the client asks 'Are you sure want to delete your family member?'. */
export const removeFamilyMember = defineCall({
  method: 'POST',
  path: '/profile/remove_family_member',
  body: v.object({ child_id: ChildId, is_encrypted: IsEncrypted }),
  answer: v.union([v.object({ is_removed: v.literal(true), message: v.string() }), v.object({ error: v.string() })]),
});

/** POST /profile/leave_family (ours): a member leaves the family from their own profile. */
export const leaveFamily = defineCall({
  method: 'POST',
  path: '/profile/leave_family',
  body: v.object({}),
  answer: v.union([v.object({ has_left: v.literal(true), message: v.string() }), v.object({ error: v.string() })]),
});

/**
 * POST /profile/get_access_to_child: a child token for the member, bound to the parent's session
 * (it ends with it); later calls send both `token` (the child's) and `parent_token`.
 */
export const getAccessToChild = defineCall({
  method: 'POST',
  path: '/profile/get_access_to_child',
  body: v.object({ child_id: ChildId }),
  answer: v.object({ child_token: v.string(), parent_token: v.string() }),
});

// ------------------------------------------------------------------ family portfolio (spec 2 §2.8, §3)

/** set 1: the family summary */
export const FamilySummary = v.object({ FamilyName: v.string(), AUM: Money, PurVal: Money, MrkVal: Money, UnrealReturns: Money, Xirr: Percent });
/** set 2 (ours; "not shown" in the spec): by product */
export const FamilyProductRow = v.object({ ProductLevel: v.string(), PurVal: Money, MrkVal: Money });
/** set 3: the members */
export const FamilyMemberRow = v.object({
  I_InvName: v.string(),
  PurVal: Money,
  MrkVal: Money,
  /** share of the family's market value */
  Perc: v.string(),
  /** the member's Nivesh ID */
  i_clientid: v.string(),
  Child_id: v.number(),
  Xirr: Percent,
  Gainorloss: Money,
  /** ours: the head's row */
  is_head: v.boolean(),
});
/** set 4 (ours; "not shown" in the spec): each member's schemes, for the member's detail panel */
export const FamilyHoldingRow = v.object({
  Child_id: v.number(),
  SchemeName: v.string(),
  I_Accno: v.string(),
  I_Asset_Class: v.string(),
  PurVal: Money,
  MrkVal: Money,
});
/** set 5: asset-class allocation, AUM as a percent */
export const FamilyAssetRow = v.object({ I_Asset_Class: v.string(), AUM: v.string() });
/** set 6: sub-asset rows */
export const FamilySubAssetRow = v.object({ I_AssetClass: v.string(), I_Asset_Class: v.string(), AUM: Money });

export const FamilyPortfolioAnswer = v.object({
  family_portfolio: v.tuple([
    v.array(FamilySummary),
    v.array(FamilyProductRow),
    v.array(FamilyMemberRow),
    v.array(FamilyHoldingRow),
    v.array(FamilyAssetRow),
    v.array(FamilySubAssetRow),
  ]),
  AsonDate: v.string(),
});
export type FamilyPortfolioAnswer = v.InferOutput<typeof FamilyPortfolioAnswer>;

/** POST /portfolio/get_family_member_portfolio: date MM/DD/YYYY; mutual funds of every member. */
export const getFamilyMemberPortfolio = defineCall({
  method: 'POST',
  path: '/portfolio/get_family_member_portfolio',
  read: true,
  body: v.object({ date: AsOnDate, source: HoldingSourceField }),
  answer: FamilyPortfolioAnswer,
});

// ------------------------------------------------------------------ family report (spec 3 §7.3)

export const FAMILY_REPORT_FLAGS = { entityWise: 0, consolidated: 1 } as const;

/** POST /reports/get_family_report_xlsx: fromDate (DD/MM/YYYY), reportFlag 0 entity wise, 1 consolidated. */
export const getFamilyReportXlsx = defineCall({
  method: 'POST',
  path: '/reports/get_family_report_xlsx',
  body: v.object({
    fromDate: v.pipe(v.optional(v.string('Please select from date'), ''), v.trim(), v.nonEmpty('Please select from date')),
    reportFlag: v.picklist([0, 1], 'reportFlag must be 0 (entity wise) or 1 (consolidated)'),
  }),
  answer: ReportRequested,
});
