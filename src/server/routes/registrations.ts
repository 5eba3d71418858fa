import * as reg from '@shared/contract/registrations.ts';
import { SIP_CANCEL_REASONS } from '@shared/rules/registrations/registrations.ts';
import { handle } from './handle.ts';
import { listRegistrations } from '../services/registrations/list.ts';
import { cancelRegistration } from '../services/registrations/cancel.ts';
import { pauseSip, resumeSip } from '../services/registrations/pause.ts';
import { modifySip, sendModifyOtp } from '../services/registrations/modify.ts';

/** Registrations (spec 3 §4.3, §7.2) under /api/transaction: lists, cancel reasons, cancel, pause, modify. */
export const registrationCalls = [
  handle(reg.getSipDetails, async ({ deps, session }) => ({ sip_details: await listRegistrations(deps, session.userId, ['SIP']) })),
  handle(reg.getSwpStp, async ({ deps, session }) => ({ swp_stp_details: await listRegistrations(deps, session.userId, ['SWP', 'STP']) })),
  handle(reg.getSipCancelReasons, () => ({ reasons: [...SIP_CANCEL_REASONS] })),
  handle(reg.cancelSip, ({ deps, session, body }) =>
    cancelRegistration(deps, session.userId, 'SIP', body.sipRegNo, { id: body.bseCode ?? null, remarks: body.remarks ?? null }),
  ),
  handle(reg.cancelSwp, ({ deps, session, body }) => cancelRegistration(deps, session.userId, 'SWP', body.swpRegNo, null)),
  handle(reg.cancelStp, ({ deps, session, body }) => cancelRegistration(deps, session.userId, 'STP', body.stpRegNo, null)),
  handle(reg.resumeSip, ({ deps, session, body }) => resumeSip(deps, session.userId, body.sipRegNo)),
  handle(reg.pauseSip, ({ deps, session, body }) => pauseSip(deps, session.userId, body.sipRegNo, body.instalments)),
  handle(reg.modifySipOtp, ({ deps, meta, session, body }) => sendModifyOtp(deps, meta.ip, session.userId, body)),
  handle(reg.modifySip, ({ deps, meta, session, body }) => modifySip(deps, meta.ip, session.userId, body)),
];
