import { eq } from 'drizzle-orm';
import { formatRupees, formatScaled } from '@shared/rules/format/indian-number.ts';
import { ymdToDmy } from '@shared/time/ist.ts';
import type { Tx } from '../../db/client.ts';
import { schemes } from '../../db/schema.ts';
import { notify } from './notify.ts';

/**
 * The order engine's events as notifications. Each is one call from the place the event
 * happens, inside that place's transaction; the texts live here so the engine stays about orders.
 */
export const LINKS = {
  history: '/portal/menu/transaction-history',
  portfolio: '/portal/portfolio',
  SIP: '/portal/menu/manage-sip',
  SWP: '/portal/menu/manage-swp',
  STP: '/portal/menu/manage-stp',
  mandates: '/portal/profile/bank-mandates',
  family: '/portal/profile/family-members',
  support: '/portal/menu/customer-support',
} as const;

async function schemeName(tx: Tx, id: number): Promise<string> {
  const [s] = await tx.select({ name: schemes.name }).from(schemes).where(eq(schemes.id, id)).limit(1);
  return s?.name ?? 'your scheme';
}

const units = (units4: bigint) => formatScaled(units4 / 10n, 3);

interface PlacedItem {
  kind: string; // SIP | Lumpsum | Switch | STP | SWP | Redemption
  schemeId: number;
  toSchemeId?: number | null;
  amountPaise: bigint | null;
  units4: bigint | null;
  allUnits?: boolean;
  reference: string;
}

/** Order placed with the exchange (place-order): one notification per accepted item. */
export async function orderPlacedEvent(tx: Tx, at: Date, userId: number, items: PlacedItem[]): Promise<void> {
  for (const i of items) {
    const name = await schemeName(tx, i.schemeId);
    const size = i.amountPaise !== null ? formatRupees(i.amountPaise) : i.allUnits ? 'all units' : i.units4 !== null ? `${units(i.units4)} units` : '';
    if (i.kind === 'SIP' || i.kind === 'SWP' || i.kind === 'STP') {
      const target = i.kind === 'STP' && i.toSchemeId ? ` into ${await schemeName(tx, i.toSchemeId)}` : '';
      await notify(tx, {
        userId,
        kind: 'order_placed',
        at,
        link: LINKS[i.kind],
        title: `${i.kind} registered`,
        body: `Your ${i.kind} of ${size} in ${name}${target} is registered (registration ${i.reference}).`,
      });
    } else if (i.kind === 'Lumpsum') {
      await notify(tx, {
        userId,
        kind: 'order_placed',
        at,
        link: LINKS.history,
        title: 'Order placed',
        body: `Your purchase of ${size} in ${name} is placed (order ${i.reference}).`,
      });
    } else {
      const what =
        i.kind === 'Switch'
          ? `switch of ${size} from ${name}${i.toSchemeId ? ` to ${await schemeName(tx, i.toSchemeId)}` : ''}`
          : `redemption of ${size} from ${name}`;
      await notify(tx, {
        userId,
        kind: 'order_placed',
        at,
        link: LINKS.history,
        title: `${i.kind} placed`,
        body: `Your ${what} is placed (order ${i.reference}).`,
      });
    }
  }
}

/** A payment decided (payments.settlePayment: gateway, UPI, NEFT/cheque funds received). */
export async function paymentEvent(tx: Tx, at: Date, p: { id: number; userId: number; amountPaise: bigint; mode: string; approved: boolean }): Promise<void> {
  // the payment's own confirmation screen: its orders, NAV dates, and pay again or back to cart
  const link = `/portal/order-confirmation?payment=${p.id}`;
  const mode = p.mode === 'NETBANKING' ? 'net banking' : p.mode === 'UPI' ? 'UPI' : p.mode === 'MANDATE' ? 'mandate' : p.mode;
  if (p.approved) {
    await notify(tx, {
      userId: p.userId,
      kind: 'payment_received',
      at,
      link,
      title: 'Payment received',
      body: `We received your payment of ${formatRupees(p.amountPaise)} by ${mode}. Units are allotted at the NAV of the day the money reached the fund.`,
    });
  } else {
    await notify(tx, {
      userId: p.userId,
      kind: 'payment_failed',
      at,
      link,
      title: 'Payment failed',
      body: `Your payment of ${formatRupees(p.amountPaise)} by ${mode} failed, so the order was not placed with the fund. No money has been taken. Open the order to pay again today or to put it back in your cart.`,
    });
  }
}

/** Units allotted for a purchase or a switch-in (allotment). */
export async function unitsAllottedEvent(
  tx: Tx,
  at: Date,
  o: { userId: number; schemeId: number; kind: string; units4: bigint; nav4: bigint; navDate: string; folioNo: string },
): Promise<void> {
  const name = await schemeName(tx, o.schemeId);
  const title = o.kind === 'SWITCH_IN' ? 'Switch completed' : 'Units allotted';
  await notify(tx, {
    userId: o.userId,
    kind: 'units_allotted',
    at,
    link: LINKS.portfolio,
    title,
    body: `${units(o.units4)} units of ${name} allotted at NAV ${formatScaled(o.nav4, 4)} of ${ymdToDmy(o.navDate)} in folio ${o.folioNo}.`,
  });
}

/** A redemption (or SWP instalment) priced and its payout scheduled (allotment). */
export async function redemptionPaidEvent(
  tx: Tx,
  at: Date,
  r: { userId: number; schemeId: number; payoutPaise: bigint; bankName: string; accountLast4: string; expectedDate: string; fromPlan: boolean },
): Promise<void> {
  const name = await schemeName(tx, r.schemeId);
  const account = r.accountLast4 ? ` account ending ${r.accountLast4}` : '';
  await notify(tx, {
    userId: r.userId,
    kind: 'redemption_paid',
    at,
    link: LINKS.history,
    title: r.fromPlan ? 'SWP instalment paid' : 'Redemption processed',
    body: `${formatRupees(r.payoutPaise)} from ${name} will be credited to ${r.bankName}${account} by ${ymdToDmy(r.expectedDate)}.`,
  });
}

/** A redemption, switch or SWP/STP instalment the fund could not process (allotment). */
export async function redemptionRejectedEvent(
  tx: Tx,
  at: Date,
  r: { userId: number; schemeId: number; kind: string; reason: string; planKind: string | null },
): Promise<void> {
  const name = await schemeName(tx, r.schemeId);
  const what = r.planKind ? `${r.planKind} instalment` : r.kind === 'SWITCH_OUT' ? 'switch' : 'redemption';
  await notify(tx, {
    userId: r.userId,
    kind: r.planKind ? 'instalment_failed' : 'redemption_rejected',
    at,
    link: r.planKind === 'SWP' || r.planKind === 'STP' ? LINKS[r.planKind] : LINKS.history,
    title: `${what[0]!.toUpperCase()}${what.slice(1)} failed`,
    body: `Your ${what} from ${name} could not be processed: ${r.reason}.`,
  });
}

/** A SIP, SWP or STP instalment run by the scheduler (systematic). */
export async function instalmentEvent(
  tx: Tx,
  at: Date,
  reg: { userId: number; kind: string; schemeId: number; amountPaise: bigint | null; units4: bigint | null; regNo: string; runsDone: number },
  ok: boolean,
  reason?: string,
): Promise<void> {
  const name = await schemeName(tx, reg.schemeId);
  const size = reg.amountPaise !== null ? formatRupees(reg.amountPaise) : reg.units4 !== null ? `${units(reg.units4)} units` : '';
  const n = reg.runsDone + 1;
  const link = LINKS[reg.kind as 'SIP' | 'SWP' | 'STP'] ?? LINKS.history;
  if (ok) {
    const what =
      reg.kind === 'SIP'
        ? `${size} was debited from your mandate for ${name}`
        : `${size} is being ${reg.kind === 'SWP' ? 'redeemed' : 'transferred'} from ${name}`;
    await notify(tx, {
      userId: reg.userId,
      kind: 'instalment_done',
      at,
      link,
      title: `${reg.kind} instalment ${n} done`,
      body: `Instalment ${n} of your ${reg.kind} (registration ${reg.regNo}): ${what}.`,
    });
  } else {
    await notify(tx, {
      userId: reg.userId,
      kind: 'instalment_failed',
      at,
      link,
      title: `${reg.kind} instalment ${n} failed`,
      body: `Instalment ${n} of your ${reg.kind} of ${size} in ${name} (registration ${reg.regNo}) failed: ${reason ?? 'not processed'}. Make sure your mandate is approved and its limit covers the amount.`,
    });
  }
}
