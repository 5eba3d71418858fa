import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { simExchangeClients } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ClientRegistration, ExchangeAdapter, ExchangeResult, FatcaDeclaration } from './types.ts';

const PAN = /^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/**
 * The embedded exchange: checks a registration the way BSE's client master does (mandatory
 * fields, individual PAN, nominee shares, one PAN per client code) and keeps it in its own table.
 */
export function simulatedExchange(db: Db, clock: Clock): ExchangeAdapter {
  return {
    name: 'simulated',
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
      await db
        .insert(simExchangeClients)
        .values({ clientCode: r.clientCode, pan: r.pan, registration: r, registeredAt: clock.now() })
        .onConflictDoUpdate({ target: simExchangeClients.clientCode, set: { registration: r } });
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
  };
}
