import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { simExchangeClients, simExchangeMandates } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomToken } from '../../lib/crypto.ts';
import { nextCounter } from './numbers.ts';
import type { ExchangeMandates, ExchangeResult, MandateRegistration, MandateState } from './types.ts';

export interface SimulatedMandateOptions {
  /** how long the simulated bank takes to approve an authorised mandate or a received NACH form */
  approvalMs: number;
}

/** Where the simulated exchange's authorisation page lives (adapters/exchange/sim-mandate-pages.ts). */
export const SIM_MANDATE_PATH = '/api/exchange-sim/mandate/';

// NPCI's limit for an E-NACH (and the exchange's for ISIP) mandate: ₹10,00,000 (spec 3 §9)
const ELECTRONIC_MAX_PAISE = 1_000_000_00n;
// NPCI's per-debit ceiling for physical NACH: ₹1 crore
const PHYSICAL_MAX_PAISE = 1_00_00_000_00n;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

type SimMandate = typeof simExchangeMandates.$inferSelect;

const STATE: Record<string, MandateState> = {
  REGISTERED: 'REGISTERED',
  AUTHORISED: 'UNDER_APPROVAL',
  FORM_RECEIVED: 'UNDER_APPROVAL',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
};

/**
 * The embedded exchange's mandates: it checks the registration as BSE's mandate API does, hands
 * E-NACH and ISIP mandates an authorisation page, takes NACH forms, and has the "bank" approve
 * what was authorised once `approvalMs` has passed.
 */
export function simulatedMandates(db: Db, clock: Clock, opts: SimulatedMandateOptions): ExchangeMandates {
  return {
    async registerMandate(m: MandateRegistration) {
      const [client] = await db
        .select({ code: simExchangeClients.clientCode })
        .from(simExchangeClients)
        .where(eq(simExchangeClients.clientCode, m.clientCode))
        .limit(1);
      if (!client) return { ok: false, message: 'Client not registered' };
      if (!IFSC.test(m.ifsc)) return { ok: false, message: 'Invalid IFSC' };
      if (!/^\d{6,18}$/.test(m.accountNumber)) return { ok: false, message: 'Invalid account number' };
      if (m.amountPaise <= 0n) return { ok: false, message: 'Amount is mandatory' };
      if (m.mandateType !== 'X' && m.amountPaise > ELECTRONIC_MAX_PAISE) return { ok: false, message: 'Amount exceeds the E-Mandate limit' };
      if (m.mandateType === 'X' && m.amountPaise > PHYSICAL_MAX_PAISE) return { ok: false, message: 'Amount exceeds the NACH limit' };
      if (m.endDate <= m.startDate) return { ok: false, message: 'End date must be after the start date' };
      const mandateId = String(2_000_000 + (await nextCounter(db, 'sim-exchange-mandate')));
      const authToken = randomToken(24);
      await db.insert(simExchangeMandates).values({
        mandateId,
        clientCode: m.clientCode,
        mandateType: m.mandateType,
        amountPaise: m.amountPaise,
        bankName: m.bankName,
        ifsc: m.ifsc,
        accountLast4: m.accountNumber.slice(-4),
        status: 'REGISTERED',
        authToken,
        createdAt: clock.now(),
      });
      return { ok: true, mandateId, authUrl: m.mandateType === 'X' ? null : `${SIM_MANDATE_PATH}${authToken}` };
    },

    async uploadMandateForm(mandateId, file): Promise<ExchangeResult> {
      const [row] = await db.select().from(simExchangeMandates).where(eq(simExchangeMandates.mandateId, mandateId)).limit(1);
      if (!row) return { ok: false, message: 'Mandate not found' };
      if (row.mandateType !== 'X') return { ok: false, message: 'Only a physical NACH mandate takes a form' };
      if (row.status !== 'REGISTERED') return { ok: false, message: 'The form for this mandate has already been received' };
      if (file.bytes.length === 0) return { ok: false, message: 'Please Upload Image' };
      await db
        .update(simExchangeMandates)
        .set({ status: 'FORM_RECEIVED', submittedAt: clock.now() })
        .where(and(eq(simExchangeMandates.mandateId, mandateId), eq(simExchangeMandates.status, 'REGISTERED')));
      return { ok: true };
    },

    async mandateStatus(mandateId) {
      const [row] = await db.select().from(simExchangeMandates).where(eq(simExchangeMandates.mandateId, mandateId)).limit(1);
      if (!row) return { ok: false, message: 'Mandate not found' };
      const now = clock.now();
      if ((row.status === 'AUTHORISED' || row.status === 'FORM_RECEIVED') && row.submittedAt && now.getTime() - row.submittedAt.getTime() >= opts.approvalMs) {
        await db
          .update(simExchangeMandates)
          .set({ status: 'APPROVED', decidedAt: now })
          .where(and(eq(simExchangeMandates.mandateId, mandateId), eq(simExchangeMandates.status, row.status)));
        return { ok: true, status: 'APPROVED' as const, remarks: null };
      }
      return { ok: true, status: STATE[row.status] ?? 'REGISTERED', remarks: row.remarks };
    },
  };
}

/** A mandate of the simulator's book by its ID. */
export async function simMandateById(db: Db, mandateId: string): Promise<SimMandate | null> {
  const [row] = await db.select().from(simExchangeMandates).where(eq(simExchangeMandates.mandateId, mandateId)).limit(1);
  return row ?? null;
}

/**
 * A mandate the bank approved long ago, put straight into the simulator's book (the demo's and
 * the tests' investors arrive with one); a mandate already there is left as it is.
 */
export async function seedApprovedSimMandate(
  db: Db,
  clock: Clock,
  m: { mandateId: string; clientCode: string; mandateType: 'X' | 'N' | 'I'; amountPaise: bigint; bankName: string; ifsc: string; accountLast4: string },
): Promise<void> {
  const now = clock.now();
  await db
    .insert(simExchangeMandates)
    .values({ ...m, status: 'APPROVED', authToken: randomToken(24), createdAt: now, submittedAt: now, decidedAt: now })
    .onConflictDoNothing();
}

/** The authorisation page's mandate, by the secret in its URL. */
export async function simMandateByToken(db: Db, token: string): Promise<SimMandate | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return null;
  const [row] = await db.select().from(simExchangeMandates).where(eq(simExchangeMandates.authToken, token)).limit(1);
  return row ?? null;
}

/** The investor's answer on the authorisation page; only a mandate still waiting for it changes. */
export async function decideSimMandate(db: Db, clock: Clock, token: string, approve: boolean): Promise<SimMandate | null> {
  const now = clock.now();
  const [row] = await db
    .update(simExchangeMandates)
    .set(approve ? { status: 'AUTHORISED', submittedAt: now } : { status: 'REJECTED', decidedAt: now, remarks: 'Authorisation declined by the account holder' })
    .where(and(eq(simExchangeMandates.authToken, token), eq(simExchangeMandates.status, 'REGISTERED')))
    .returning();
  return row ?? (await simMandateByToken(db, token));
}
