import type { Context } from 'hono';
import * as reg from '@shared/contract/registrations.ts';
import { SIP_CANCEL_REASONS } from '@shared/rules/registrations/registrations.ts';
import type { AppEnv } from '../lib/context.ts';
import { clientMeta, readBody } from '../lib/validate.ts';
import { answer } from '../lib/answer.ts';
import { privateRouter } from './router.ts';
import { listRegistrations } from '../services/registrations/list.ts';
import { cancelRegistration } from '../services/registrations/cancel.ts';
import { pauseSip, resumeSip } from '../services/registrations/pause.ts';
import { modifySip, sendModifyOtp } from '../services/registrations/modify.ts';

const userOf = (c: Context<AppEnv>) => c.get('session')!.userId;

/** Registrations (spec 3 §4.3, §7.2) under /api/transaction: lists, cancel reasons, cancel, pause, modify. */
export const registrationRoutes = privateRouter()
  .get('/get_sip_details', async (c) => answer(c, reg.getSipDetails, { sip_details: await listRegistrations(c.get('deps'), userOf(c), ['SIP']) }))
  .get('/get_swp_stp', async (c) => answer(c, reg.getSwpStp, { swp_stp_details: await listRegistrations(c.get('deps'), userOf(c), ['SWP', 'STP']) }))
  .get('/sip_cancel_reasons', (c) => answer(c, reg.getSipCancelReasons, { reasons: [...SIP_CANCEL_REASONS] }))
  .post('/cancel_sip', async (c) => {
    const body = await readBody(c, reg.cancelSip);
    return answer(c, reg.cancelSip, await cancelRegistration(c.get('deps'), userOf(c), 'SIP', body.sipRegNo, { id: body.bseCode ?? null, remarks: body.remarks ?? null }));
  })
  .post('/cancel_swp', async (c) => {
    const body = await readBody(c, reg.cancelSwp);
    return answer(c, reg.cancelSwp, await cancelRegistration(c.get('deps'), userOf(c), 'SWP', body.swpRegNo, null));
  })
  .post('/cancel_stp', async (c) => {
    const body = await readBody(c, reg.cancelStp);
    return answer(c, reg.cancelStp, await cancelRegistration(c.get('deps'), userOf(c), 'STP', body.stpRegNo, null));
  })
  .post('/resume_sip', async (c) => {
    const body = await readBody(c, reg.resumeSip);
    return answer(c, reg.resumeSip, await resumeSip(c.get('deps'), userOf(c), body.sipRegNo));
  })
  .post('/pause_sip', async (c) => {
    const body = await readBody(c, reg.pauseSip);
    return answer(c, reg.pauseSip, await pauseSip(c.get('deps'), userOf(c), body.sipRegNo, body.instalments));
  })
  .post('/modify_sip_otp', async (c) => {
    const body = await readBody(c, reg.modifySipOtp);
    return answer(c, reg.modifySipOtp, await sendModifyOtp(c.get('deps'), clientMeta(c).ip, userOf(c), body));
  })
  .post('/modify_sip', async (c) => {
    const body = await readBody(c, reg.modifySip);
    return answer(c, reg.modifySip, await modifySip(c.get('deps'), clientMeta(c).ip, userOf(c), body));
  });
