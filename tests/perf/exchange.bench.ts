/**
 * npm run bench -- exchange: 100 purchase orders placed at the adapter, one after another, through
 * the BSE StAR MF stand-in over HTTP (SOAP 1.2, the session password, the simulated exchange's
 * rules and books behind it) beside the in-process simulated exchange. Goal: p99 ≤ 50 ms per
 * order through the stand-in. Each side has a database of its own, migrated before timing starts.
 */
import { loadavg } from 'node:os';
import { loadConfig } from '../../src/server/config.ts';
import { openPglite, runMigrations } from '../../src/server/db/client.ts';
import { ManualClock } from '../../src/server/lib/clock.ts';
import { bseExchange } from '../../src/server/adapters/exchange/bse/exchange.ts';
import { startBseStandIn } from '../../src/server/adapters/exchange/bse/stand-in/stand-in.ts';
import { transNoFor } from '../../src/server/adapters/exchange/bse/trans-no.ts';
import { simulatedExchange } from '../../src/server/adapters/exchange/simulated.ts';
import type { ExchangeAdapter } from '../../src/server/adapters/exchange/types.ts';
import { percentile } from './catalogue.bench.ts';
import type { BenchResult } from './support.ts';

const ORDERS = Number(process.env.EXCHANGE_BENCH_ORDERS ?? 100);
const WARM_UP = 10;
const member = { memberCode: '10231', userId: '1023101', password: 'bench-pw', passKey: 'BENCHKEY' };

async function registered(ex: ExchangeAdapter): Promise<void> {
  const r = await ex.registerClient({
    clientCode: 'NIV0000001',
    pan: 'ABCPB1234Z',
    firstName: 'Bench',
    lastName: 'Investor',
    dateOfBirth: '1985-05-05',
    gender: 'M',
    holdingNature: 'SI',
    email: 'bench@example.in',
    mobile: '9000000001',
    address: { line1: '1 MG Road', line2: '', city: 'Mumbai', state: 'Maharashtra', pincode: '400001', country: 'India' },
    bank: { accountNumber: '50100000001', ifsc: 'HDFC0001234', accountType: 'SB', isDefault: true },
    nominees: [],
    jointHolders: [],
  });
  if (!r.ok) throw new Error(r.message);
  const f = await ex.uploadFatca({
    clientCode: 'NIV0000001',
    pan: 'ABCPB1234Z',
    name: 'Bench Investor',
    placeOfBirth: 'Mumbai',
    countryOfBirth: 'India',
    nationality: 'India',
    taxResidency: 'India',
    occupationCode: '41',
    incomeSlabCode: '33',
    sourceOfWealthCode: '01',
    pep: 'N',
  });
  if (!f.ok) throw new Error(f.message);
}

/** Places WARM_UP + ORDERS purchases one at a time; the times of the last ORDERS, sorted. */
async function place(ex: ExchangeAdapter, clock: ManualClock): Promise<number[]> {
  const times: number[] = [];
  for (let i = 1; i <= WARM_UP + ORDERS; i++) {
    const start = performance.now();
    const r = await ex.placeOrder({
      clientCode: 'NIV0000001',
      transNo: transNoFor(member.memberCode, clock.now(), i),
      kind: 'PURCHASE',
      schemeCode: 'BENCH-GR',
      folioNo: null,
      amountPaise: 500_000n,
      units4: null,
      allUnits: false,
    });
    const ms = performance.now() - start;
    if (!r.ok) throw new Error(`order ${i}: ${r.message}`);
    if (i > WARM_UP) times.push(ms);
  }
  return times.sort((a, b) => a - b);
}

export async function exchangeBench(): Promise<BenchResult[]> {
  const clock = new ManualClock('2026-11-27T05:30:00Z');
  const load = loadavg()[0]!.toFixed(1);

  const simDb = await openPglite(null);
  await runMigrations(simDb);
  const sim = simulatedExchange(simDb.db, clock);
  await registered(sim);
  const inProcess = await place(sim, clock);
  await simDb.close();

  const standInDb = await openPglite(null);
  await runMigrations(standInDb);
  const standIn = await startBseStandIn({ db: standInDb.db, clock, member });
  let overHttp: number[];
  try {
    let seq = 0;
    const bse = bseExchange(loadConfig({ ...standIn.env, BSE_TIMEOUT_MS: '10000' }).bse!, {
      clock,
      books: {
        paymentOrders: async () => [],
        registrationClient: async () => null,
        nextTransNo: async (now) => transNoFor(member.memberCode, now, 900_000 + ++seq),
      },
    });
    await registered(bse);
    overHttp = await place(bse, clock);
  } finally {
    await standIn.close();
    await standInDb.close();
  }

  const note = (t: number[]) =>
    `(${ORDERS} orders one at a time after ${WARM_UP} warm-up; p50 ${percentile(t, 50).toFixed(1)} ms, max ${t.at(-1)!.toFixed(1)} ms; load ${load})`;
  return [
    { name: 'place an order, in-process simulated exchange, p99', value: percentile(inProcess, 99), unit: 'ms', note: note(inProcess) },
    { name: 'place an order, BSE adapter → stand-in over HTTP, p99', value: percentile(overHttp, 99), unit: 'ms', budget: 50, note: note(overHttp) },
  ];
}
