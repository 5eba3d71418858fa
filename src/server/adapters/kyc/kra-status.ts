/**
 * What a KRA's PAN status means for opening an account here.
 *
 * SEBI circular SEBI/HO/MIRSD/FATF/P/CIR/2023/0144 (11 August 2023, applied by the KRAs from
 * 1 April 2024): a KYC record is "Validated" when its address proof (Aadhaar) and contact details
 * were validated, "Registered" when PAN, name and contact details were but a non-Aadhaar document
 * was used, "On hold" when contact details or documents failed; "Rejected" after a hold not
 * cured. A validated record may be used by any intermediary; a registered one only by the
 * intermediaries the investor already has, so a new investor here needs a validated record; on
 * hold, rejected, under process and not found may not transact at all.
 *
 * CVL KRA's PAN inquiry answers APP_STATUS as a code (CVL KRA web service guide, status list).
 */
export type KraStatus = 'validated' | 'registered' | 'on_hold' | 'rejected' | 'under_process' | 'not_found';

/** CVL's APP_STATUS codes and what each is in the terms above. */
export const CVL_STATUS: Record<string, KraStatus> = {
  '007': 'validated', // KYC validated
  '002': 'registered', // KRA verified: checked by the KRA, not validated under the 2023 rules
  '012': 'registered', // existing KYC verified
  '022': 'registered', // KYC registered with CVL MF
  '003': 'on_hold',
  '013': 'on_hold', // existing KYC on hold
  '004': 'rejected',
  '014': 'rejected', // existing KYC rejected
  '006': 'rejected', // deactivated
  '001': 'under_process', // submitted
  '011': 'under_process', // existing KYC submitted
  '000': 'not_found', // not checked with the KRA holding it
  '888': 'not_found', // not checked with multiple KRAs
  '005': 'not_found', // not available
};

/** Whether onboarding may go on: only a validated record opens a new account (see above). */
export function opensAccount(status: KraStatus): boolean {
  return status === 'validated';
}

/** Why a status stops onboarding, for the server log and the support team (the investor sees the spec's message). */
export const KRA_STATUS_REASON: Record<KraStatus, string> = {
  validated: 'KYC validated',
  registered: 'KYC registered, not validated: a new intermediary needs the investor to validate KYC with Aadhaar first',
  on_hold: 'KYC on hold at the KRA: contact details or documents to be corrected',
  rejected: 'KYC rejected by the KRA: KYC to be done again',
  under_process: 'KYC under process at the KRA',
  not_found: 'no KYC record for this PAN',
};
