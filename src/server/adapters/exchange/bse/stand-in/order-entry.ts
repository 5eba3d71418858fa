import { eq } from 'drizzle-orm';
import { parseDecimal } from '@shared/money/decimal.ts';
import { simExchangeOrders } from '../../../../db/schema.ts';
import type { ExchangeOrder, SystematicRegistration } from '../../types.ts';
import { ymdOf } from '../layouts.ts';
import { newSession, sessionValid, type StandInState } from './state.ts';

type Fields = Record<string, string>;

export const failed = (message: string) => `FAILED: ${message}`;

/** The order book row booked under a transaction number, or under an order or registration number. */
export async function bookedByTransNo(state: StandInState, transNo: string) {
  const [row] = await state.db.select().from(simExchangeOrders).where(eq(simExchangeOrders.transNo, transNo)).limit(1);
  return row ?? null;
}
export async function bookedByReference(state: StandInState, reference: string) {
  const [row] = await state.db.select().from(simExchangeOrders).where(eq(simExchangeOrders.reference, reference)).limit(1);
  return row ?? null;
}

const money = (s: string) => (s ? parseDecimal(s, 2) : null);
const units = (s: string) => (s ? parseDecimal(s, 4) : null);

/**
 * MFOrder.svc as the exchange answers it: the member's session password and pass key checked,
 * a transaction number used before refused as a duplicate, the order itself judged by the
 * simulated exchange (simulated.ts), the pipe answer written back.
 */
export async function orderEntryOperation(state: StandInState, operation: string, f: Fields): Promise<string> {
  const { member, sim } = state;
  if (operation === 'getPassword') {
    const ok = f.UserId === member.userId && f.Password === member.password && f.PassKey === member.passKey;
    return ok ? `100|${newSession(state, 'ORD')}` : '101|FAILED: INVALID USER ID OR PASSWORD';
  }

  if (operation === 'orderEntryParam' || operation === 'switchOrderEntryParam') {
    const sw = operation === 'switchOrderEntryParam';
    const line = (orderId: string, remarks: string, flag: 0 | 1) =>
      `${f.TransCode}|${f.TransNo}|${orderId}|${sw ? f.UserId : f.UserID}|${f.MemberId}|${f.ClientCode}|${remarks}|${flag}`;
    if (
      (sw ? f.UserId : f.UserID) !== member.userId ||
      f.MemberId !== member.memberCode ||
      f.PassKey !== member.passKey ||
      !sessionValid(state, f.Password ?? '')
    )
      return line('0', 'FAILED: PASSWORD EXPIRED OR INVALID', 1);
    if (f.TransCode === 'CXL') {
      const row = await bookedByReference(state, f.OrderId ?? '');
      if (!row) return line('0', 'FAILED: ORDER NOT FOUND', 1);
      const r = await sim.cancelByTransNo({ clientCode: f.ClientCode!, transNo: row.transNo });
      return r.ok ? line(row.reference, `ORD CXL: ORDER NO ${row.reference} CANCELLED`, 0) : line('0', failed(r.message), 1);
    }
    if (f.TransCode !== 'NEW') return line('0', 'FAILED: INVALID TRANSACTION CODE', 1);
    if (await bookedByTransNo(state, f.TransNo ?? '')) return line('0', 'FAILED: DUPLICATE TRANSACTION NUMBER', 1);
    if (state.cutOffPassed) return line('0', 'FAILED: ORDER ENTRY TIME IS OVER (CUT OFF TIME PASSED)', 1);
    const scheme = sw ? f.FromSchemeCd! : f.SchemeCd!;
    if (state.refusedSchemes.has(scheme)) return line('0', `FAILED: SCHEME ${scheme} IS NOT ALLOWED FOR THIS TRANSACTION`, 1);
    const order: ExchangeOrder = sw
      ? {
          clientCode: f.ClientCode!,
          transNo: f.TransNo!,
          kind: 'SWITCH',
          schemeCode: scheme,
          toSchemeCode: f.ToSchemeCd || null,
          folioNo: f.FolioNo || null,
          amountPaise: money(f.OrderVal!),
          units4: units(f.SwitchUnits!),
          allUnits: f.AllUnitsFlag === 'Y',
        }
      : {
          clientCode: f.ClientCode!,
          transNo: f.TransNo!,
          kind: f.BuySell === 'R' ? 'REDEMPTION' : 'PURCHASE',
          schemeCode: scheme,
          folioNo: f.FolioNo || null,
          amountPaise: money(f.OrderVal!),
          units4: units(f.Qty!),
          allUnits: f.AllRedeem === 'Y',
        };
    const r = await sim.placeOrder(order);
    if (!r.ok) return line('0', failed(r.message), 1);
    const what = order.kind === 'SWITCH' ? 'SWITCH' : order.kind === 'REDEMPTION' ? 'REDEMPTION' : `${f.BuySellType} PURCHASE`;
    return line(
      r.orderNo,
      `ORD CONF: Your Request for ${what} ${f.OrderVal || f.Qty || f.SwitchUnits || 'ALL UNITS'} in SCHEME: ${scheme} is confirmed for CLIENT CODE: ${f.ClientCode} ORDER NO: ${r.orderNo}`,
      0,
    );
  }

  if (operation === 'xsipOrderEntryParam') {
    const line = (regId: string, remarks: string, flag: 0 | 1) =>
      `${f.TransactionCode}|${f.UniqueRefNo}|${f.MemberCode}|${f.ClientCode}|${f.UserId}|${regId}|${remarks}|${flag}`;
    if (f.UserId !== member.userId || f.MemberCode !== member.memberCode || f.PassKey !== member.passKey || !sessionValid(state, f.Password ?? ''))
      return line('0', 'FAILED: PASSWORD EXPIRED OR INVALID', 1);
    if (await bookedByTransNo(state, f.UniqueRefNo ?? '')) return line('0', 'FAILED: DUPLICATE TRANSACTION NUMBER', 1);
    if (f.TransactionCode === 'CXL') {
      // the simulated exchange's rules decide; what its book holds under that number is marked cancelled
      const regNo = f.XsipRegID ?? '';
      const r = await sim.cancelSystematic(regNo, { kind: 'SIP', reasonCode: f.Param1 ? Number(f.Param1) : null, remarks: f.Remarks || null });
      if (!r.ok) return line('0', failed(r.message), 1);
      const row = await bookedByReference(state, regNo);
      if (row) await sim.cancelByTransNo({ clientCode: (row.request as { clientCode: string }).clientCode, transNo: row.transNo });
      return line(regNo, `XSIP CANCELLED: REG NO ${regNo}`, 0);
    }
    if (state.cutOffPassed) return line('0', 'FAILED: ORDER ENTRY TIME IS OVER (CUT OFF TIME PASSED)', 1);
    if (state.refusedSchemes.has(f.SchemeCode!)) return line('0', `FAILED: SCHEME ${f.SchemeCode} IS NOT ALLOWED FOR THIS TRANSACTION`, 1);
    const isip = Boolean(f.Param2);
    const topUp = f.Param1 ?? '';
    const reg: SystematicRegistration = {
      clientCode: f.ClientCode!,
      transNo: f.UniqueRefNo!,
      kind: isip ? 'ISIP' : 'XSIP',
      schemeCode: f.SchemeCode!,
      folioNo: f.FolioNo || null,
      amountPaise: money(f.InstallmentAmount!),
      units4: null,
      frequency: f.FrequencyType!,
      startDate: ymdOf(f.StartDate!),
      installments: Number(f.NoOfInstallment),
      mandateId: (isip ? f.Param2 : f.MandateID) || null,
      firstOrderToday: f.FirstOrderFlag === 'Y',
      stepUp: !topUp ? null : topUp.endsWith('%') ? { percent: Number(topUp.slice(0, -1)) } : { amountPaise: money(topUp)! },
    };
    const r = await sim.registerSystematic(reg);
    return r.ok ? line(r.regNo, `XSIP REGISTERED: REG NO ${r.regNo}`, 0) : line('0', failed(r.message), 1);
  }

  throw new Error(`Unknown operation ${operation}`);
}
