import type { ExchangeAdapter, ExchangeResult } from '../../adapters/exchange/types.ts';
import type { cartItems } from '../../db/schema.ts';
import { FREQUENCY_CODES } from './frequency.ts';

type CartRow = typeof cartItems.$inferSelect;

/** One cart item as the exchange's order entry or systematic registration takes it, under the item's transaction number. */
export async function sendItem(exchange: ExchangeAdapter, clientCode: string, item: CartRow): Promise<ExchangeResult<{ reference: string }>> {
  if (item.kind === 'SIP' || item.kind === 'SWP' || item.kind === 'STP') {
    const r = await exchange.registerSystematic({
      clientCode,
      transNo: item.transNo!,
      kind: item.kind === 'SIP' ? (item.trType as 'XSIP' | 'ISIP') : item.kind,
      schemeCode: item.exchangeSchemeCode ?? '',
      toSchemeCode: item.toExchangeSchemeCode,
      folioNo: item.folioNo,
      amountPaise: item.amountPaise,
      units4: item.units4,
      frequency: FREQUENCY_CODES[item.frequency ?? 3] ?? 'MONTHLY',
      startDate: item.startDate!,
      installments: item.installments ?? 1,
      mandateId: item.mandateId,
      firstOrderToday: item.firstOrderToday,
      stepUp: item.stepUpPercent !== null ? { percent: item.stepUpPercent } : item.stepUpPaise !== null ? { amountPaise: item.stepUpPaise } : null,
    });
    return r.ok ? { ok: true, reference: r.regNo } : r;
  }
  const r = await exchange.placeOrder({
    clientCode,
    transNo: item.transNo!,
    kind: item.kind === 'Lumpsum' ? 'PURCHASE' : item.kind === 'Switch' ? 'SWITCH' : 'REDEMPTION',
    schemeCode: item.exchangeSchemeCode ?? '',
    toSchemeCode: item.toExchangeSchemeCode,
    folioNo: item.folioNo,
    amountPaise: item.amountPaise,
    units4: item.units4,
    allUnits: item.allUnits,
  });
  return r.ok ? { ok: true, reference: r.orderNo } : r;
}
