import * as v from 'valibot';
import { defineCall } from './common.ts';

/**
 * SIP, SWP and STP registrations (spec 3 §3, §4.3, §7.2). Dates DD/MM/YYYY; amounts decimal
 * strings of rupees. Fields after the spec's are ours (marked): the instalments the job wrote,
 * the next instalment, whether cancel is open, pause and step-up.
 */
const YN = v.picklist(['Y', 'N']);

export const Instalment = v.object({
  No: v.number(),
  Date: v.string(),
  Amount: v.nullable(v.string()),
  Units: v.nullable(v.string()),
  NAV: v.nullable(v.string()),
  /** Completed, In progress, Failed, Rejected, Paused, Upcoming */
  Status: v.picklist(['Completed', 'In progress', 'Failed', 'Rejected', 'Paused', 'Upcoming']),
  OrderNo: v.nullable(v.string()),
  Remarks: v.nullable(v.string()),
});
export type Instalment = v.InferOutput<typeof Instalment>;

export const Registration = v.object({
  BseOrderNo: v.string(),
  SIPRegDate: v.string(),
  Startdate: v.string(),
  Enddate: v.string(),
  AMOUNT: v.nullable(v.string()),
  SIPDay: v.number(),
  Frequency: v.string(),
  SipCancelStatus: YN,
  SchemeName: v.string(),
  img: v.nullable(v.string()),
  AssetClassName: v.string(),
  Sub_AssetClassname: v.string(),
  Growthoption: YN,
  Dividendreinvestment: YN,
  DividendPayout: YN,
  Dividendfrequency: v.nullable(v.string()),
  TrType: v.picklist(['SIP', 'SWP', 'STP']),
  // ours:
  ID: v.number(),
  SchemeID: v.number(),
  FolioNo: v.nullable(v.string()),
  ToSchemeName: v.nullable(v.string()),
  Units: v.nullable(v.string()),
  AllUnits: v.boolean(),
  /** Paused (ours): a pause is running or ahead; the plan resumes on PausedUntil */
  Status: v.picklist(['Completed', 'Cancelled', 'In Progress', 'Paused']),
  Installments: v.number(),
  InstallmentsDone: v.number(),
  NextInstalmentDate: v.nullable(v.string()),
  NextInstalmentAmount: v.nullable(v.string()),
  can_cancel: v.boolean(),
  /** the last day cancel is open for the next instalment */
  cancel_by: v.nullable(v.string()),
  can_pause: v.boolean(),
  /** ours: a paused SIP can be resumed */
  can_resume: v.boolean(),
  PausedInstalments: v.number(),
  PausedUntil: v.nullable(v.string()),
  StepUp: v.nullable(v.string()),
  CancelReason: v.nullable(v.string()),
  LastError: v.nullable(v.string()),
  instalments: v.array(Instalment),
  /** ours: a running SIP can be modified (amount, date, step-up) up to the cancel window */
  can_modify: v.boolean(),
  /** ours: what the modify form may offer (the frequency's amount range, the scheme's SIP days) and starts from (the step-up as the form spells it) */
  ModifyLimits: v.nullable(
    v.object({ MinAmount: v.string(), MaxAmount: v.string(), SipDays: v.array(v.number()), StepUpType: v.picklist(['N', 'P', 'A']), StepUpValue: v.string() }),
  ),
  /** ours: the registrations this SIP replaced when it was modified, oldest first; their instalments lead `instalments` */
  Modifications: v.array(
    v.object({ BseOrderNo: v.string(), AMOUNT: v.nullable(v.string()), SIPDay: v.number(), StepUp: v.nullable(v.string()), ModifiedOn: v.string() }),
  ),
});
export type Registration = v.InferOutput<typeof Registration>;

/** GET /transaction/get_sip_details (ours): the investor's SIPs, the same rows as dashboard manage_sip_details. */
export const getSipDetails = defineCall({
  method: 'GET',
  path: '/transaction/get_sip_details',
  body: undefined,
  answer: v.object({ sip_details: v.array(Registration) }),
});

/** GET /transaction/get_swp_stp: the combined SWP and STP list. */
export const getSwpStp = defineCall({
  method: 'GET',
  path: '/transaction/get_swp_stp',
  body: undefined,
  answer: v.object({ swp_stp_details: v.array(Registration) }),
});

/** GET /transaction/sip_cancel_reasons */
export const getSipCancelReasons = defineCall({
  method: 'GET',
  path: '/transaction/sip_cancel_reasons',
  body: undefined,
  answer: v.object({ reasons: v.array(v.object({ id: v.number(), reason: v.string() })) }),
});

const RegNo = (name: string) => v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.nonEmpty(`${name} is mandatory`));

/** POST /transaction/cancel_sip: bseCode is the reason id; 13 needs remarks. */
export const cancelSip = defineCall({
  method: 'POST',
  path: '/transaction/cancel_sip',
  body: v.object({
    sipRegNo: RegNo('SIP registration number'),
    bseCode: v.optional(v.nullable(v.union([v.number(), v.pipe(v.string(), v.transform(Number))]))),
    remarks: v.optional(v.nullable(v.string())),
  }),
  answer: v.object({ is_deleted: v.boolean(), msg: v.string() }),
});

/** POST /transaction/cancel_swp */
export const cancelSwp = defineCall({
  method: 'POST',
  path: '/transaction/cancel_swp',
  body: v.object({ swpRegNo: RegNo('SWP registration number') }),
  answer: v.object({ is_deleted: v.boolean(), msg: v.string() }),
});

/** POST /transaction/cancel_stp */
export const cancelStp = defineCall({
  method: 'POST',
  path: '/transaction/cancel_stp',
  body: v.object({ stpRegNo: RegNo('STP registration number') }),
  answer: v.object({ is_deleted: v.boolean(), msg: v.string() }),
});

/** POST /transaction/pause_sip (ours): skip the next 1 to 6 instalments. */
export const pauseSip = defineCall({
  method: 'POST',
  path: '/transaction/pause_sip',
  body: v.object({ sipRegNo: RegNo('SIP registration number'), instalments: v.union([v.number(), v.pipe(v.string(), v.transform(Number))]) }),
  answer: v.object({ is_paused: v.boolean(), msg: v.string() }),
});

/** POST /transaction/resume_sip (ours): ends a pause; instalments too close to stop being skipped stay skipped. */
export const resumeSip = defineCall({
  method: 'POST',
  path: '/transaction/resume_sip',
  body: v.object({ sipRegNo: RegNo('SIP registration number') }),
  answer: v.object({ is_resumed: v.boolean(), msg: v.string() }),
});

const ModifyTerms = {
  sipRegNo: RegNo('SIP registration number'),
  /** the new instalment amount in rupees */
  InstallmentsAmt: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  /** the new SIP day of the month */
  SIPDay: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  /** N, P (percentage) or A (amount) */
  StepUpType: v.optional(v.string(), 'N'),
  StepUpValue: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), ''),
};

/**
 * POST /transaction/modify_sip_otp (ours): checks the new terms of a running SIP and sends the
 * order OTP to the investor's registered mobile and email; `error` carries a refusal of the terms.
 */
export const modifySipOtp = defineCall({
  method: 'POST',
  path: '/transaction/modify_sip_otp',
  body: v.object(ModifyTerms),
  answer: v.union([v.object({ otp_status: v.literal('Success'), code: v.string(), StartDate: v.string() }), v.object({ error: v.string() })]),
});

/**
 * POST /transaction/modify_sip (ours): with the OTP, cancels the SIP and registers it anew under
 * the same mandate and folio for its remaining instalments; Manage SIP shows the two as one SIP.
 */
export const modifySip = defineCall({
  method: 'POST',
  path: '/transaction/modify_sip',
  body: v.object({ ...ModifyTerms, otp: v.pipe(v.string(), v.trim(), v.nonEmpty('Please enter valid OTP')), code: v.optional(v.string()) }),
  answer: v.object({ is_modified: v.boolean(), msg: v.string(), sipRegNo: v.nullable(v.string()) }),
});
