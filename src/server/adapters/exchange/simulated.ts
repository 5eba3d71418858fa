import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { simExchangeClients, simExchangeOrders, simExchangePaymentOrders, simExchangePayments } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type {
  ClientRegistration,
  ExchangeAdapter,
  ExchangeOrder,
  ExchangeResult,
  FatcaDeclaration,
  MandateDebit,
  PaymentRequest,
  PaymentStatus,
  SystematicCancel,
  SystematicRegistration,
} from './types.ts';
import { nextCounter } from './numbers.ts';
import { simMandateById, simulatedMandates, type SimulatedMandateOptions } from './simulated-mandates.ts';
import { simulatedAllotmentStatement, simulatedOrderStatusReport, stateOf } from './simulated-reports.ts';

const PAN = /^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** The simulator's own behaviour that a test or the demo may tune. */
export interface SimulatedExchangeOptions {
  /** NEFT and cheque money counts as received this long after the payment was created */
  fundsDelayMinutes: number;
}

/** The path of the simulator's gateway page for a payment reference (mounted at /api/exchange-sim). */
export const SIM_PAY_PATH = '/api/exchange-sim/pay/';

/**
 * The embedded exchange: checks a registration the way BSE's client master does (mandatory
 * fields, individual PAN, nominee shares, one PAN per client code) and keeps it in its own table;
 * books orders by transaction number; runs a payment gateway page; debits mandates.
 */
export function simulatedExchange(
  db: Db,
  clock: Clock,
  opts: SimulatedExchangeOptions & SimulatedMandateOptions = { fundsDelayMinutes: 2, approvalMs: 0 },
): ExchangeAdapter {
  const mandateBook = simulatedMandates(db, clock, opts);
  return {
    name: 'simulated',
    ...mandateBook,
    async registerClient(r: ClientRegistration) {
      const missing = (
        [
          ['First Name', r.firstName],
          ['Last Name', r.lastName],
          ['Email', r.email],
          ['Mobile', r.mobile],
          ['Address', r.address.line1],
          ['City', r.address.city],
          ['Pincode', r.address.pincode],
          ['Account Number', r.bank.accountNumber],
        ] as const
      ).find(([, v]) => !v?.trim());
      if (missing) return { ok: false, message: `${missing[0]} is mandatory` };
      if (!PAN.test(r.pan)) return { ok: false, message: 'Invalid PAN' };
      if (!IFSC.test(r.bank.ifsc)) return { ok: false, message: 'Invalid IFSC' };
      if (r.nominees.length > 3) return { ok: false, message: 'Maximum 3 nominees are allowed' };
      if (r.nominees.length > 0 && r.nominees.reduce((a, n) => a + n.percent, 0) !== 100) {
        return { ok: false, message: 'Nominee percentage should total 100' };
      }
      const [existing] = await db.select().from(simExchangeClients).where(eq(simExchangeClients.clientCode, r.clientCode)).limit(1);
      if (existing && existing.pan !== r.pan) return { ok: false, message: 'Client code already registered with another PAN' };
      // the simulator's books live in our database: they keep the last 4 digits of the account, never the number
      const kept = { ...r, bank: { ...r.bank, accountNumber: `XXXX${r.bank.accountNumber.slice(-4)}` } };
      await db
        .insert(simExchangeClients)
        .values({ clientCode: r.clientCode, pan: r.pan, registration: kept, registeredAt: clock.now() })
        .onConflictDoUpdate({ target: simExchangeClients.clientCode, set: { registration: kept } });
      return { ok: true, clientCode: r.clientCode };
    },
    async uploadFatca(f: FatcaDeclaration): Promise<ExchangeResult> {
      const [client] = await db.select().from(simExchangeClients).where(eq(simExchangeClients.clientCode, f.clientCode)).limit(1);
      if (!client) return { ok: false, message: 'Client not registered' };
      if (client.pan !== f.pan) return { ok: false, message: 'PAN does not match the client master' };
      if (!f.placeOfBirth.trim() || !f.occupationCode || !f.incomeSlabCode || !f.sourceOfWealthCode) {
        return { ok: false, message: 'FATCA details are incomplete' };
      }
      await db.update(simExchangeClients).set({ fatca: f }).where(eq(simExchangeClients.clientCode, f.clientCode));
      return { ok: true };
    },
    async placeOrder(o: ExchangeOrder) {
      const refused = await checkClient(o.clientCode);
      if (refused) return refused;
      if (!/^\d{19}$/.test(o.transNo)) return { ok: false, message: 'Invalid transaction number' };
      if (!o.schemeCode) return { ok: false, message: 'Scheme code is mandatory' };
      if (o.kind === 'PURCHASE' && (o.amountPaise === null || o.amountPaise <= 0n)) return { ok: false, message: 'Amount is mandatory' };
      if (o.kind !== 'PURCHASE' && !o.folioNo) return { ok: false, message: 'Folio number is mandatory' };
      if (o.kind !== 'PURCHASE' && !o.allUnits && !o.amountPaise && !o.units4) return { ok: false, message: 'Amount or units is mandatory' };
      if (o.kind === 'SWITCH' && !o.toSchemeCode) return { ok: false, message: 'Target scheme code is mandatory' };
      return { ok: true, orderNo: await book(o.transNo, o, () => nextCounter(db, 'sim-exchange-order').then((n) => String(30_000_000 + n))) };
    },
    async registerSystematic(r: SystematicRegistration) {
      const refused = await checkClient(r.clientCode);
      if (refused) return refused;
      if ((r.kind === 'XSIP' || r.kind === 'ISIP') && !r.mandateId) return { ok: false, message: 'Mandate Id is mandatory' };
      if (r.installments < 1) return { ok: false, message: 'Installments is mandatory' };
      if (r.kind === 'STP' && !r.toSchemeCode) return { ok: false, message: 'Target scheme code is mandatory' };
      if (r.stepUp && r.kind !== 'XSIP' && r.kind !== 'ISIP') return { ok: false, message: 'Top-up is allowed only for SIP' };
      return { ok: true, regNo: await book(r.transNo, r, () => nextCounter(db, 'sim-exchange-reg').then((n) => String(5_000_000 + n))) };
    },
    async cancelSystematic(regNo: string, why: SystematicCancel): Promise<ExchangeResult> {
      if (!/^\d+$/.test(regNo)) return { ok: false, message: 'Invalid registration number' };
      // the exchange's XSIP cancellation needs a reason code 1-13, and words for 13
      if (why.kind === 'SIP' && (!why.reasonCode || why.reasonCode < 1 || why.reasonCode > 13))
        return { ok: false, message: 'Cancellation reason is mandatory' };
      if (why.kind === 'SIP' && why.reasonCode === 13 && !why.remarks) return { ok: false, message: 'Cancellation remarks are mandatory' };
      // the order status report shows the registration cancelled from now on
      await db
        .update(simExchangeOrders)
        .set({ cancelledAt: clock.now() })
        .where(and(eq(simExchangeOrders.reference, regNo), isNull(simExchangeOrders.cancelledAt)));
      return { ok: true };
    },
    async pauseSystematic(regNo: string, pause: { fromDate: string; instalments: number }): Promise<ExchangeResult> {
      if (!/^\d+$/.test(regNo)) return { ok: false, message: 'Invalid registration number' };
      if (!Number.isInteger(pause.instalments) || pause.instalments < 1 || pause.instalments > 6)
        return { ok: false, message: 'Pause instalments should be 1 to 6' };
      return { ok: true };
    },
    async resumeSystematic(regNo: string, resume: { fromDate: string }): Promise<ExchangeResult> {
      if (!/^\d+$/.test(regNo)) return { ok: false, message: 'Invalid registration number' };
      if (!/^\d{4}-\d{2}-\d{2}$/.test(resume.fromDate)) return { ok: false, message: 'Invalid resume date' };
      return { ok: true };
    },
    async cancelByTransNo(req: { clientCode: string; transNo: string }) {
      const [seen] = await db.select().from(simExchangeOrders).where(eq(simExchangeOrders.transNo, req.transNo)).limit(1);
      if (!seen) return { ok: true, found: false };
      if ((seen.request as { clientCode?: string }).clientCode !== req.clientCode) return { ok: false, message: 'Order does not belong to this client' };
      if (!seen.cancelledAt) await db.update(simExchangeOrders).set({ cancelledAt: clock.now() }).where(eq(simExchangeOrders.transNo, req.transNo));
      return { ok: true, found: true };
    },
    async paymentLink(req: PaymentRequest) {
      if (req.amountPaise <= 0n) return { ok: false, message: 'Amount is mandatory' };
      // which orders this payment pays: the allotment statement dates each order by its money
      if (req.orderNos.length > 0) {
        await db
          .insert(simExchangePaymentOrders)
          .values(req.orderNos.map((orderNo) => ({ paymentRef: req.paymentRef, orderNo, mode: req.mode, createdAt: req.createdAt })))
          .onConflictDoNothing();
      }
      if (req.mode === 'NEFT' || req.mode === 'CHEQUE') return { ok: true, url: null };
      return { ok: true, url: `${req.origin}${SIM_PAY_PATH}${req.paymentRef}` };
    },
    async paymentStatus(req: Pick<PaymentRequest, 'clientCode' | 'paymentRef' | 'mode' | 'createdAt'>): Promise<ExchangeResult<PaymentStatus>> {
      const [seen] = await db.select().from(simExchangePayments).where(eq(simExchangePayments.paymentRef, req.paymentRef)).limit(1);
      if (seen)
        return {
          ok: true,
          status: seen.status as 'APPROVED' | 'REJECTED',
          realisedAt: seen.status === 'APPROVED' ? seen.decidedAt : null,
          bankName: seen.bankName,
          vpa: seen.vpa,
        };
      if (req.mode === 'NEFT' || req.mode === 'CHEQUE') {
        // the simulator's bank: the money arrives a fixed time after the order
        const arrives = new Date(req.createdAt.getTime() + opts.fundsDelayMinutes * 60_000);
        if (clock.now() >= arrives) return { ok: true, status: 'APPROVED', realisedAt: arrives, bankName: null, vpa: null };
      }
      return { ok: true, status: 'PENDING', realisedAt: null, bankName: null, vpa: null };
    },
    async debitMandate(d: MandateDebit) {
      const refused = await checkClient(d.clientCode);
      if (refused) return refused;
      // the exchange's own mandate book decides, as the bank's would, never ours
      const m = await simMandateById(db, d.mandateId);
      if (!m || m.clientCode !== d.clientCode) return { ok: true, approved: false, reason: 'Mandate not registered' };
      const state = await mandateBook.mandateStatus(d.mandateId);
      if (!state.ok || state.status !== 'APPROVED') return { ok: true, approved: false, reason: 'Mandate is not approved' };
      if (m.amountPaise < d.amountPaise) return { ok: true, approved: false, reason: 'Amount is above the mandate limit' };
      return { ok: true, approved: true, reason: null };
    },
    async findByTransNo(req: { clientCode: string; transNo: string }) {
      const [seen] = await db.select().from(simExchangeOrders).where(eq(simExchangeOrders.transNo, req.transNo)).limit(1);
      // another member's client's number is none of this client's business: as if absent
      if (!seen || (seen.request as { clientCode?: string }).clientCode !== req.clientCode) return { ok: true, order: null };
      return { ok: true, order: stateOf(seen) };
    },
    orderStatusReport: (req: { date: string }) => simulatedOrderStatusReport(db, req.date),
    allotmentStatement: (req: { from: string; to: string }) => simulatedAllotmentStatement(db, clock, opts.fundsDelayMinutes, req),
  };

  /** One reference per transaction number: a retried request gets the first answer. */
  async function book(transNo: string, request: object, next: () => Promise<string>): Promise<string> {
    const [seen] = await db.select().from(simExchangeOrders).where(eq(simExchangeOrders.transNo, transNo)).limit(1);
    if (seen) return seen.reference;
    const reference = await next();
    const json = JSON.parse(JSON.stringify(request, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
    await db.insert(simExchangeOrders).values({ transNo, reference, request: json, createdAt: clock.now() }).onConflictDoNothing();
    const [row] = await db.select().from(simExchangeOrders).where(eq(simExchangeOrders.transNo, transNo)).limit(1);
    return row!.reference;
  }

  async function checkClient(clientCode: string): Promise<{ ok: false; message: string } | null> {
    const [client] = await db.select().from(simExchangeClients).where(eq(simExchangeClients.clientCode, clientCode)).limit(1);
    if (!client) return { ok: false, message: 'Client not registered' };
    if (!client.fatca) return { ok: false, message: 'FATCA not uploaded for this client' };
    return null;
  }
}

/** The simulator's gateway page records what the investor chose; paymentStatus then reports it. The first decision stands. */
export async function recordSimulatedPayment(
  db: Db,
  clock: Clock,
  paymentRef: string,
  outcome: { approved: boolean; bankName: string | null; vpa: string | null },
): Promise<void> {
  await db
    .insert(simExchangePayments)
    .values({ paymentRef, status: outcome.approved ? 'APPROVED' : 'REJECTED', bankName: outcome.bankName, vpa: outcome.vpa, decidedAt: clock.now() })
    .onConflictDoNothing();
}
