import * as v from 'valibot';
import { defineCall } from './common.ts';

/** User details (spec 1 §3, spec 2 §3, spec 3 §3). Amounts are decimal strings in rupees. */
export const UserDetails = v.object({
  /** the Nivesh ID */
  ID: v.string(),
  name: v.string(),
  login_date: v.string(), // DD/MM/YYYY, the day the account was created
  is_user_onboarded: v.boolean(),
  aum: v.string(),
  BseAOFStatus: v.picklist(['Y', 'N']),
  BseFatcaStatus: v.picklist(['Y', 'N']),
  BseRegStatus: v.picklist(['Y', 'N']),
  family_status: v.picklist([0, 1, 2]),
  risk_status: v.nullable(v.string()),
  risk_analysed_on: v.nullable(v.string()),
  CAccountNo: v.nullable(v.string()),
  email_id: v.nullable(v.string()),
  phone_number: v.string(),
  profile_pic: v.nullable(v.string()),
  complete_percentage: v.number(),
  cigr_percentage: v.nullable(v.string()),
  page_no: v.number(),
  skipped: v.nullable(v.string()),
});
export type UserDetails = v.InferOutput<typeof UserDetails>;

/** GET /profile/get_user_details */
export const getUserDetails = defineCall({
  method: 'GET',
  path: '/profile/get_user_details',
  body: undefined,
  answer: v.object({ user_details: UserDetails }),
});
