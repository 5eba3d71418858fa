/**
 * Stores the folios of a CAS the investor confirmed as outside holdings: cash flows and open
 * lots with source 'cas' and the statement's date, never orders. The server does not trust the
 * device's reading: the statement must be the investor's own PAN, not older than the last one
 * imported nor dated after today, and each folio's lines must add up to its closing balance.
 * A folio imported before is replaced whole (no double counting); lines of a folio that are
 * Nivesh's own orders (same folio, scheme, NAV date and units) are kept once, as the orders.
 */
import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { CasFolio, CasStatement } from '@shared/cas/model.ts';
import { CAS_MESSAGES } from '@shared/cas/model.ts';
import { folioBalance, paiseOf, units4Of } from '@shared/cas/balance.ts';
import { FifoLots } from '@shared/money/lots/fifo.ts';
import { UNITS_NAV_TO_PAISE } from '@shared/money/lots/scales.ts';
import type { OpenLot } from '@shared/money/portfolio-lots.ts';
import { parseDecimal } from '@shared/money/decimal.ts';
import { istDate, ymdToDmy } from '@shared/time/ist.ts';
import { present } from '@shared/present.ts';
import type * as v from 'valibot';
import type { ImportedFolio } from '@shared/contract/cas.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { isCasBuy, OPENING_BALANCE, type Flow } from './cas-kinds.ts';
import { carryMergers } from './cas-merger.ts';
import { casImports, cashFlows, folios as folioTable, lots, orders, outsideSchemes, schemes, users } from '../../db/schema.ts';

type Db = AppDeps['db'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A statement line as money: what was paid (stamp duty included) or received (STT deducted), units ≥ 0. */
function flowOf(t: CasFolio['transactions'][number]): Flow {
  const units4 = units4Of(t.units);
  const amount = paiseOf(t.amount);
  const stamp = paiseOf(t.stampDuty);
  const stt = paiseOf(t.stt);
  const nav4 = t.nav === null ? null : parseDecimal(t.nav, 4);
  const abs = (x: bigint) => (x < 0n ? -x : x);
  if (isCasBuy(t.kind))
    return { date: t.date, kind: t.kind, units4: abs(units4), amountPaise: abs(amount) + stamp, nav4, stampDutyPaise: stamp, sttPaise: stt };
  if (t.kind === 'DIVIDEND_PAYOUT') return { date: t.date, kind: t.kind, units4: 0n, amountPaise: abs(amount), nav4, stampDutyPaise: stamp, sttPaise: stt };
  return { date: t.date, kind: t.kind, units4: abs(units4), amountPaise: abs(amount) - stt, nav4, stampDutyPaise: stamp, sttPaise: stt };
}

/**
 * Units the folio held before the statement's first line: a summary statement's whole holding
 * (its opening balance is its closing one), or a detailed statement's opening balance. The
 * statement gives no purchase for them, so they are one lot of unknown cost on the statement's
 * first day, priced at the statement's NAV where it is a summary.
 */
function openingOf(s: CasStatement, f: CasFolio): Flow[] {
  const units4 = units4Of(f.openingUnits);
  if (units4 <= 0n) return [];
  return [
    {
      date: s.from,
      kind: OPENING_BALANCE,
      units4,
      amountPaise: 0n,
      nav4: s.kind === 'SUMMARY' ? parseDecimal(f.nav, 4) : null,
      stampDutyPaise: 0n,
      sttPaise: 0n,
    },
  ];
}

/** Each folio's lines as flows, its opening balance first, a merger's two sides carried where the statement shows both. */
function statementFlows(s: CasStatement): Map<CasFolio, Flow[]> {
  const carried = carryMergers(s, (f) => openingOf(s, f), flowOf);
  return new Map(s.folios.map((f) => [f, carried(f)]));
}

/** The refusals, in the order the investor can act on them; nothing is written when one applies. */
async function check(deps: AppDeps, userId: number, s: CasStatement): Promise<void> {
  if (s.folios.length === 0) throw refuse('invalid', CAS_MESSAGES.nothingChosen);
  const [u] = await deps.db.select({ pan: users.pan }).from(users).where(eq(users.id, userId));
  const pan = u?.pan?.toUpperCase() ?? null;
  if (!pan || s.folios.some((f) => f.pan.toUpperCase() !== pan)) throw refuse('invalid', CAS_MESSAGES.otherPan);
  if (s.to > istDate(deps.clock.now()) || s.from > s.to) throw refuse('invalid', 'Please check the statement dates');
  const [last] = await deps.db
    .select({ date: casImports.statementDate })
    .from(casImports)
    .where(eq(casImports.userId, userId))
    .orderBy(desc(casImports.statementDate))
    .limit(1);
  if (last && s.to < last.date) throw refuse('invalid', CAS_MESSAGES.older);
  // a summary is holdings on one day: no transactions, nothing before its date
  if (s.kind === 'SUMMARY' && (s.from !== s.to || s.folios.some((f) => f.transactions.length > 0))) throw refuse('invalid', 'Please check the statement dates');
  for (const f of s.folios) {
    if (!folioBalance(f).ok) throw refuse('invalid', `${f.schemeName} (${f.folioNo}): ${CAS_MESSAGES.unbalanced}`);
    if (f.transactions.some((t) => t.date > s.to)) throw refuse('invalid', 'Please check the statement dates');
  }
}

interface Match {
  schemeId: number | null;
  amcId: number | null;
}

/** Catalogue schemes by ISIN (either option's) or AMFI code. */
async function matchSchemes(db: Db, list: readonly CasFolio[]): Promise<Map<CasFolio, Match>> {
  const isins = [...new Set(list.flatMap((f) => (f.isin ? [f.isin] : [])))];
  const codes = [...new Set(list.flatMap((f) => (f.amfiCode ? [Number(f.amfiCode)] : [])))];
  const rows =
    isins.length || codes.length
      ? await db
          .select({ id: schemes.id, amc: schemes.fundHouseId, code: schemes.amfiCode, a: schemes.isinGrowthOrPayout, b: schemes.isinReinvestment })
          .from(schemes)
          .where(
            or(
              isins.length ? inArray(schemes.isinGrowthOrPayout, isins) : undefined,
              isins.length ? inArray(schemes.isinReinvestment, isins) : undefined,
              codes.length ? inArray(schemes.amfiCode, codes) : undefined,
            ),
          )
      : [];
  const out = new Map<CasFolio, Match>();
  for (const f of list) {
    const hit = (f.isin && rows.find((r) => r.a === f.isin || r.b === f.isin)) || (f.amfiCode && rows.find((r) => r.code === Number(f.amfiCode))) || null;
    out.set(f, { schemeId: hit ? hit.id : null, amcId: hit?.amc ?? null });
  }
  return out;
}

async function outsideSchemeFor(tx: Tx, f: CasFolio, now: Date): Promise<number> {
  const key = f.isin ?? `NAME:${f.schemeName.toUpperCase()}`;
  const nav4 = parseDecimal(f.nav, 4) ?? 0n;
  const [row] = await tx
    .insert(outsideSchemes)
    .values({ key, isin: f.isin, name: f.schemeName, amcName: f.amc, navDate: f.navDate, nav4, updatedAt: now })
    .onConflictDoUpdate({
      target: outsideSchemes.key,
      // the newest statement's NAV prices the scheme; an older one never moves it back
      set: {
        navDate: sql`greatest(${outsideSchemes.navDate}, excluded.nav_date)`,
        nav4: sql`case when excluded.nav_date >= ${outsideSchemes.navDate} then excluded.nav4 else ${outsideSchemes.nav4} end`,
        updatedAt: now,
      },
    })
    .returning({ id: outsideSchemes.id });
  return present(row, `the outside scheme ${key}`).id;
}

export async function importCas(
  deps: AppDeps,
  userId: number,
  s: CasStatement,
): Promise<{ message: string; StatementDate: string; folios: v.InferOutput<typeof ImportedFolio>[] }> {
  await check(deps, userId, s);
  const matches = await matchSchemes(deps.db, s.folios);
  const flowsByFolio = statementFlows(s);
  const now = deps.clock.now();
  const answer: v.InferOutput<typeof ImportedFolio>[] = [];
  let kept = 0;
  await deps.db.transaction(async (tx) => {
    const txns = s.folios.reduce((a, f) => a + f.transactions.length, 0);
    const [inserted] = await tx
      .insert(casImports)
      .values({ userId, registrar: s.registrar, fromDate: s.from, statementDate: s.to, folios: s.folios.length, transactions: txns, importedAt: now })
      .returning({ id: casImports.id });
    const imp = present(inserted, 'the statement import just recorded');
    for (const f of s.folios) {
      const m = present(matches.get(f), `the scheme match of folio ${f.folioNo}`);
      const outsideId = m.schemeId === null ? await outsideSchemeFor(tx, f, now) : null;
      const sameScheme = m.schemeId !== null ? eq(cashFlows.schemeId, m.schemeId) : eq(cashFlows.outsideSchemeId, outsideId!);
      const earlier = and(eq(cashFlows.userId, userId), eq(cashFlows.source, 'cas'), eq(cashFlows.folioNo, f.folioNo), sameScheme);
      if (s.kind === 'SUMMARY') {
        // a summary knows less than the transactions imported before: the folio keeps them
        const [known] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(cashFlows)
          .where(and(earlier, ne(cashFlows.kind, OPENING_BALANCE)));
        if (Number(known?.n ?? 0) > 0) {
          kept++;
          answer.push({ I_Accno: f.folioNo, SchemeName: f.schemeName, SchemeID: m.schemeId, Transactions: 0, MergedOrders: 0 });
          continue;
        }
      }
      // a later statement replaces the earlier import of this folio whole
      await tx.delete(cashFlows).where(earlier);
      let merged = 0;
      let flows = present(flowsByFolio.get(f), `the flows of folio ${f.folioNo}`);
      if (m.schemeId !== null) {
        await tx.delete(lots).where(and(eq(lots.userId, userId), eq(lots.source, 'cas'), eq(lots.folioNo, f.folioNo), eq(lots.schemeId, m.schemeId)));
        // the statement lists this folio's Nivesh orders too: they stay orders, counted once
        const own = await tx
          .select({ navDate: orders.navDate, units4: orders.allottedUnits4 })
          .from(orders)
          .where(
            and(eq(orders.userId, userId), eq(orders.schemeId, m.schemeId), eq(orders.folioNo, f.folioNo), inArray(orders.status, ['ALLOTTED', 'REDEEMED'])),
          );
        const left = own.map((o) => `${o.navDate}|${o.units4}`);
        flows = flows.filter((fl) => {
          const i = left.indexOf(`${fl.date}|${fl.units4}`);
          if (i < 0 || fl.units4 === 0n) return true;
          left.splice(i, 1);
          merged++;
          return false;
        });
        if (m.amcId !== null) await tx.insert(folioTable).values({ userId, amcId: m.amcId, folioNo: f.folioNo, createdAt: now }).onConflictDoNothing();
        await tx.insert(lots).values(
          openLots(flows).map((l) => ({
            userId,
            folioNo: f.folioNo,
            schemeId: m.schemeId!,
            orderId: null,
            lotDate: l.date,
            units4: l.units4,
            remaining4: l.units4,
            nav4: l.units4 > 0n ? (l.costPaise * UNITS_NAV_TO_PAISE) / l.units4 : 0n,
            costPaise: l.costPaise,
            source: 'cas' as const,
            statementDate: s.to,
          })),
        );
      }
      if (flows.length) {
        await tx.insert(cashFlows).values(
          flows.map((fl, seq) => ({
            userId,
            source: 'cas' as const,
            statementDate: s.to,
            casImportId: imp.id,
            folioNo: f.folioNo,
            schemeId: m.schemeId,
            outsideSchemeId: outsideId,
            flowDate: fl.date,
            kind: fl.kind,
            units4: fl.units4,
            amountPaise: fl.amountPaise,
            nav4: fl.nav4,
            stampDutyPaise: fl.stampDutyPaise,
            sttPaise: fl.sttPaise,
            seq,
          })),
        );
      }
      answer.push({ I_Accno: f.folioNo, SchemeName: f.schemeName, SchemeID: m.schemeId, Transactions: f.transactions.length - merged, MergedOrders: merged });
    }
    // answers kept per investor data version must see the import (lots' trigger does not fire for a folio with none)
    await tx.execute(
      sql`insert into investor_versions (user_id, version) values (${userId}, 1) on conflict (user_id) do update set version = investor_versions.version + 1`,
    );
  });
  const n = s.folios.length - kept;
  const keptText = kept ? `; ${kept} folio${kept === 1 ? '' : 's'} kept with the transactions imported before` : '';
  return {
    message: `Imported ${n} folio${n === 1 ? '' : 's'} from your statement of ${ymdToDmy(s.to)}${keptText}`,
    StatementDate: ymdToDmy(s.to),
    folios: answer,
  };
}

/** What the folio still holds after its lines, first in first out (each lot at what it cost). */
function openLots(flows: readonly Flow[]): OpenLot[] {
  const open = new FifoLots<string>();
  for (const fl of flows) {
    if (isCasBuy(fl.kind)) open.add(fl.date, fl.units4, fl.amountPaise);
    else if (fl.units4 > 0n) open.take(fl.units4);
  }
  return open.remaining().map((s) => ({ date: s.lot, units4: s.units, costPaise: s.costPaise }));
}

export async function casStatus(deps: AppDeps, userId: number) {
  const [last] = await deps.db
    .select()
    .from(casImports)
    .where(eq(casImports.userId, userId))
    .orderBy(desc(casImports.statementDate), desc(casImports.id))
    .limit(1);
  const [n] = await deps.db
    .select({ n: sql<number>`count(distinct (${cashFlows.folioNo}, coalesce(${cashFlows.schemeId}, -${cashFlows.outsideSchemeId})))::int` })
    .from(cashFlows)
    .where(and(eq(cashFlows.userId, userId), eq(cashFlows.source, 'cas')));
  return {
    last_import: last
      ? {
          Registrar: last.registrar,
          StatementDate: ymdToDmy(last.statementDate),
          ImportedOn: ymdToDmy(istDate(last.importedAt)),
          Folios: last.folios,
          Transactions: last.transactions,
        }
      : null,
    imported_folios: Number(n?.n ?? 0),
  };
}
