import { and, eq } from 'drizzle-orm';
import { unitsInstalmentProblem } from '@shared/rules/registrations/systematic-units.ts';
import type { CreateTransactionBody } from '@shared/contract/transactions.ts';
import { parseDecimal, parseRupees, formatDecimal } from '@shared/money/decimal.ts';
import {
  installmentsToSend,
  lumpsumMinMessage,
  validateInstallments,
  validateLumpsum,
  validateMaxAmount,
  validateRedeemAmount,
  validateRedeemUnits,
  validateSipAmount,
} from '@shared/rules/transactions/amounts.ts';
import { firstOrderTodayAllowed } from '@shared/rules/transactions/cut-off.ts';
import { stepUpValidation } from '@shared/rules/registrations/registrations.ts';
import { sipEndDate, validateStartDate } from '@shared/rules/registrations/sip-calendar.ts';
import { istDate, parseDmy, ymdToDmy } from '@shared/time/ist.ts';
import { groupDecimalString } from '@shared/rules/format/indian-number.ts';
import { allLockedMessage } from '@shared/rules/portfolio/lock-in.ts';
import { preparedQuery, runPrepared } from '../../db/prepared.ts';
import { folios, mandates, type cartItems } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { catalogueFacts } from './catalogue-facts.ts';
import { frequencyOf } from './frequency.ts';
import { folioPositions } from './holdings.ts';
import { ORDER_MESSAGES as M } from './messages.ts';
import { codeFor, type SchemeFacts } from './scheme-port.ts';
import { valuePaise } from '@shared/money/lots/scales.ts';

type Refusal = { error: string };
const OUT_KIND = { RED: 'redemption', SWT: 'switch', SWP: 'swp', STP: 'stp' } as const;
type Created = { transaction_created: true; TE_IHNO: number };
const refuse = (error: string): Refusal => ({ error });

const money = (v: string | number | undefined): string => (v === undefined ? '' : String(v).trim());
const rupeeText = (paise: bigint) => formatDecimal(paise, 2);

/**
 * Puts one order in the cart after checking every rule of spec 2 §5 against the scheme, the
 * investor's folios and mandates. Business refusals come back as `{ error }` (the spec reads
 * the answer's error), never as a half-written row.
 */
export async function createTransaction(deps: AppDeps, userId: number, body: CreateTransactionBody): Promise<Created | Refusal> {
  const { db, clock } = deps;
  const now = clock.now();
  const facts = catalogueFacts(db);
  const scheme = await facts.scheme(body.Sch);
  // one statement: whether the investor may order, and the folio already holding this scheme
  const [user] = await runPrepared(db, USER_ONBOARDED, [String(userId), String(scheme?.id ?? 0), String(scheme?.amcId ?? 0)]);
  if (user?.[0] !== 'true') return refuse(M.notOnboarded);
  if (!scheme) return refuse(M.schemeNotFound);
  const held = user[1] ?? null;
  if (body.AmcId !== scheme.amcId) return refuse(M.schemeNotFound);

  const base = {
    userId,
    schemeId: scheme.id,
    amcId: scheme.amcId,
    createdAt: now,
    invIdeaId: 'InvIdeaID' in body ? (body.InvIdeaID ?? null) : null,
    goalId: 'GoalID' in body ? (body.GoalID ?? null) : null,
  };

  switch (body.TrType) {
    case 'NEW':
    case 'ADD': {
      const named = normaliseFolio(body.AccNo);
      const folioNo = named ?? (scheme.allowed.ADD ? defaultFolio(held, body.AccNo) : null);
      const additional = folioNo !== null;
      if (!scheme.allowed[additional ? 'ADD' : 'NEW']) return refuse(M.notAllowed);
      // a folio the investor named must be theirs with this fund house; the held one is, by its lookup
      if (named !== null && !(await ownsFolio(deps, userId, scheme.amcId, named))) return refuse(M.folioNotFound);
      const min = additional ? scheme.minAdditionalPaise : scheme.minPurchasePaise;
      const problem = validateLumpsum(money(body.Amount), rupeeText(min));
      if (problem) return refuse(problem);
      // the scheme's maximum, else the platform's: no amount can overflow a total downstream
      const tooMuch = validateMaxAmount(money(body.Amount), scheme.maxPurchasePaise);
      if (tooMuch) return refuse(tooMuch);
      const amount = parseRupees(money(body.Amount))!;
      const code = codeFor(scheme, 'purchase', amount);
      if (!code) return refuse(M.noExchangeCode);
      return insert(deps, { ...base, kind: 'Lumpsum', trType: additional ? 'ADD' : 'NEW', folioNo, amountPaise: amount, exchangeSchemeCode: code });
    }
    case 'ISIP':
    case 'XSIP': {
      if (!scheme.allowed.SIP) return refuse(M.notAllowed);
      const named = normaliseFolio(body.AccNo);
      const folioNo = named ?? defaultFolio(held, body.AccNo);
      if (named !== null && !(await ownsFolio(deps, userId, scheme.amcId, named))) return refuse(M.folioNotFound);
      const freq = scheme.sipFrequencies.find((f) => f.value === body.Frequency);
      if (!freq) return refuse(M.frequencyNotOffered);
      const amountProblem = validateSipAmount(money(body.InstallmentsAmt), rupeeText(freq.minAmountPaise), rupeeText(freq.maxAmountPaise));
      if (amountProblem) return refuse(amountProblem);
      const amount = parseRupees(money(body.InstallmentsAmt))!;
      const sipCode = codeFor(scheme, 'sip', amount);
      if (!sipCode) return refuse(M.noExchangeCode);
      const instProblem = validateInstallments(String(body.Installments), freq.minInstallments, freq.maxInstallments);
      if (instProblem) return refuse(instProblem);
      const installments = installmentsToSend(Number(body.Installments), freq.maxInstallments);
      const firstOrderToday = body.FirstOrderToday === 'Y';
      if (firstOrderToday && !firstOrderTodayAllowed(now)) return refuse(M.firstOrderAfterCutOff);
      const start = checkStart(body.StartDate, now, freq.dates, firstOrderToday, 'SIP');
      if ('error' in start) return start;
      const mandate = await checkMandate(deps, userId, body.MandateId, amount, body.TrType);
      if (mandate) return refuse(mandate);
      // a yearly step-up, carried to the exchange with the registration
      const step = stepUpValidation(body.StepUpType, body.StepUpValue, amount);
      if ('error' in step) return step;
      // with the first order today ahead of a later start date, that order is instalment 1: the
      // schedule from the start date has one fewer, and the stored end is the last debit's date
      const upfront = firstOrderToday && start.date > istDate(now) ? 1 : 0;
      const endDate = installments - upfront >= 1 ? endOf(start.date, installments - upfront, body.Frequency, body.EndDate) : istDate(now);
      if (typeof endDate !== 'string') return endDate;
      return insert(deps, {
        ...base,
        kind: 'SIP',
        trType: body.TrType,
        folioNo,
        amountPaise: amount,
        installments,
        startDate: start.date,
        endDate,
        frequency: body.Frequency,
        mandateId: body.MandateId,
        firstOrderToday,
        exchangeSchemeCode: sipCode,
        stepUpPercent: step.stepUp?.kind === 'P' ? step.stepUp.percent : null,
        stepUpPaise: step.stepUp?.kind === 'A' ? step.stepUp.amountPaise : null,
      });
    }
    case 'RED':
    case 'SWT':
    case 'SWP':
    case 'STP': {
      if (!scheme.allowed[body.TrType]) return refuse(M.notAllowed);
      const outCode = codeFor(scheme, OUT_KIND[body.TrType], null);
      if (!outCode) return refuse(M.noExchangeCode);
      const folioNo = normaliseFolio(body.AccNo);
      if (!folioNo) return refuse(M.selectFolio);
      const navFor = async (id: number) => (await facts.latestNav(id))?.nav4 ?? null;
      const [position] = await folioPositions(db, userId, { schemeId: scheme.id, folioNo, navFor, lockIn: { years: scheme.lockInYears, today: istDate(now) } });
      if (!position || position.units4 === 0n) return refuse(M.folioNotFound);
      // every unit still in the ELSS lock-in: until when, rather than a limit of zero
      if (position.available4 === 0n && position.lockedLots[0] && position.reserved4 === 0n) {
        return refuse(allLockedMessage(groupDecimalString(formatDecimal(position.units4, 4)), ymdToDmy(position.lockedLots[0].unlockDate)));
      }
      const nav = await facts.latestNav(scheme.id);
      // an SWP or STP instalment is InstallmentsAmt (spec 2 §7); Amount is the redemption's and switch's
      const amount = body.TrType === 'SWP' || body.TrType === 'STP' ? (body.InstallmentsAmt ?? body.Amount) : body.Amount;
      const size = sizeRedemption({ ...body, Amount: amount }, position.available4, nav?.nav4 ?? null);
      if ('error' in size) return size;
      let target: SchemeFacts | null = null;
      if (body.TrType === 'SWT' || body.TrType === 'STP') {
        target = await facts.scheme(body.ToSch);
        if (!target || target.id === scheme.id || target.amcId !== scheme.amcId || (!target.allowed.ADD && !target.allowed.NEW)) return refuse(M.switchTarget);
        if (!codeFor(target, 'purchase', null)) return refuse(M.noExchangeCode);
      }
      const inCode = target ? codeFor(target, 'purchase', null) : null;
      if (body.TrType === 'RED' || body.TrType === 'SWT') {
        return insert(deps, {
          ...base,
          kind: body.TrType === 'RED' ? 'Redemption' : 'Switch',
          trType: body.TrType,
          folioNo,
          toSchemeId: target?.id ?? null,
          ...size,
          exchangeSchemeCode: outCode,
          toExchangeSchemeCode: inCode,
        });
      }
      // SWP and STP: a systematic plan out of this folio, on a frequency the scheme offers for it
      const firstOrderToday = body.FirstOrderToday === 'Y';
      if (firstOrderToday && !firstOrderTodayAllowed(now)) return refuse(M.firstOrderAfterCutOff);
      const freq = scheme.systematicFrequencies.find((f) => f.kind === body.TrType && f.value === body.Frequency);
      if (!freq || !frequencyOf(body.Frequency)) return refuse(M.frequencyNotOffered);
      if (size.amountPaise !== null && size.amountPaise < freq.minAmountPaise) return refuse(lumpsumMinMessage(freq.minAmountPaise));
      if (size.units4 !== null && !size.allUnits) {
        const unitsProblem = unitsInstalmentProblem(size.units4, nav?.nav4 ?? null, freq.minAmountPaise);
        if (unitsProblem) return refuse(unitsProblem);
      }
      const start = checkStart(body.StartDate, now, freq.dates, firstOrderToday, body.TrType);
      if ('error' in start) return start;
      // all units leave in one instalment (spec 2 §7: Installments 1 for All)
      let installments = 1;
      if (!size.allUnits) {
        const instProblem = validateInstallments(String(body.Installments ?? ''), freq.minInstallments, freq.maxInstallments);
        if (instProblem) return refuse(instProblem);
        installments = installmentsToSend(Number(body.Installments), freq.maxInstallments);
      }
      const endDate = endOf(start.date, installments, body.Frequency, body.EndDate);
      if (typeof endDate !== 'string') return endDate;
      return insert(deps, {
        ...base,
        kind: body.TrType,
        trType: body.TrType,
        folioNo,
        toSchemeId: target?.id ?? null,
        ...size,
        installments,
        startDate: start.date,
        endDate,
        frequency: body.Frequency,
        firstOrderToday,
        exchangeSchemeCode: outCode,
        toExchangeSchemeCode: inCode,
      });
    }
  }
}

function normaliseFolio(accNo: string | undefined): string | null {
  const v = (accNo ?? '').trim();
  return v === '' || /^new( folio)?$/i.test(v) ? null : v;
}

/**
 * No folio given (an empty AccNo): the folio that already holds the scheme, if any, so a purchase
 * or SIP from a fund page, an idea or a goal never opens a second folio for a scheme the investor
 * holds. 'New Folio' (the picker's choice) still opens a new one.
 */
function defaultFolio(held: string | null, accNo: string | undefined): string | null {
  return (accNo ?? '').trim() === '' ? held : null;
}

async function ownsFolio(deps: AppDeps, userId: number, amcId: number, folioNo: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: folios.id })
    .from(folios)
    .where(and(eq(folios.userId, userId), eq(folios.amcId, amcId), eq(folios.folioNo, folioNo)))
    .limit(1);
  return Boolean(row);
}

function checkStart(dmy: string, now: Date, dates: number[], firstOrderToday: boolean, kind: 'SIP' | 'SWP' | 'STP'): { date: string } | Refusal {
  const ymd = parseDmy(dmy);
  if (!ymd) return refuse('Need start date');
  const problem = validateStartDate(ymd, { now, sipDates: dates, firstOrderToday, kind });
  if (problem) return refuse(problem);
  // with the first order today, the plan itself still starts on the chosen day
  return { date: firstOrderToday && ymd < istDate(now) ? istDate(now) : ymd };
}

function endOf(start: string, installments: number, frequencyId: number, endDmy: string | undefined): string | Refusal {
  const f = frequencyOf(frequencyId);
  if (!f) return refuse(M.frequencyNotOffered);
  if (f === 'daily') {
    const end = endDmy ? parseDmy(endDmy) : null;
    if (!end || end < start) return refuse('Please choose an end date after the start date');
    return end;
  }
  return sipEndDate(start, installments, f);
}

async function checkMandate(deps: AppDeps, userId: number, mandateId: string, amount: bigint, trType: 'ISIP' | 'XSIP'): Promise<string | null> {
  if (!mandateId.trim()) return M.mandateMandatory;
  const [m] = await deps.db
    .select()
    .from(mandates)
    .where(and(eq(mandates.userId, userId), eq(mandates.mandateId, mandateId.trim())))
    .limit(1);
  if (!m) return M.createMandate;
  if (m.status !== 'APPROVED') return M.mandateNotApproved;
  if (m.amountPaise < amount) return M.mandateTooSmall;
  if ((m.mandateType === 'I') !== (trType === 'ISIP')) return M.wrongSipType;
  return null;
}

/** Redemption, switch and SWP sizes: all units, units, or amount; never above what the folio has free. */
function sizeRedemption(
  body: { FUnsAmt: 'a' | 'u'; FParFul: 'p' | 'f'; Amount?: string | number | undefined; Units?: string | number | undefined },
  available4: bigint,
  nav4: bigint | null,
): { amountPaise: bigint | null; units4: bigint | null; allUnits: boolean } | Refusal {
  if (available4 <= 0n) return refuse(`Units should be less than 0`);
  if (body.FParFul === 'f') return { amountPaise: null, units4: null, allUnits: true };
  if (body.FUnsAmt === 'u') {
    const held = formatDecimal(available4, 4);
    const problem = validateRedeemUnits(money(body.Units), held);
    if (problem) return refuse(problem);
    return { amountPaise: null, units4: parseDecimal(money(body.Units), 4)!, allUnits: false };
  }
  if (!nav4) return refuse(M.noExchangeCode);
  const problem = validateRedeemAmount(money(body.Amount), rupeeText(valuePaise(available4, nav4)));
  if (problem) return refuse(problem);
  return { amountPaise: parseRupees(money(body.Amount))!, units4: null, allUnits: false };
}

/** Columns a new cart item keeps at their defaults: the placing and checkout state. */
type LaterState = 'id' | 'checked' | 'status' | 'verifiedAt' | 'transNo' | 'placeAttempts' | 'failureReason' | 'placement' | 'placedAt';
type NewCartItem = Omit<typeof cartItems.$inferInsert, LaterState>;

/**
 * Every other column of a cart item, by its name in the table: a column added to the table and
 * not named here (or in LaterState) fails the typecheck, so the prepared insert cannot drop it.
 */
const CART_COLUMN: { readonly [K in keyof Required<NewCartItem>]: string } = {
  userId: 'user_id',
  kind: 'kind',
  trType: 'tr_type',
  schemeId: 'scheme_id',
  toSchemeId: 'to_scheme_id',
  amcId: 'amc_id',
  folioNo: 'folio_no',
  amountPaise: 'amount_paise',
  units4: 'units4',
  allUnits: 'all_units',
  installments: 'installments',
  startDate: 'start_date',
  endDate: 'end_date',
  frequency: 'frequency',
  mandateId: 'mandate_id',
  firstOrderToday: 'first_order_today',
  stepUpPercent: 'step_up_percent',
  stepUpPaise: 'step_up_paise',
  invIdeaId: 'inv_idea_id',
  goalId: 'goal_id',
  exchangeSchemeCode: 'exchange_scheme_code',
  toExchangeSchemeCode: 'to_exchange_scheme_code',
  createdAt: 'created_at',
};
const CART_KEYS = Object.keys(CART_COLUMN) as Array<keyof NewCartItem>;
/** false, as the table's default, when the order does not say */
const FLAGS = new Set<keyof NewCartItem>(['allUnits', 'firstOrderToday']);

/** Adding to the cart is the hot write: the insert is prepared, its values sent as text. */
/**
 * The cart item commits without waiting for its WAL to reach the disk (synchronous_commit off for
 * this one statement's transaction). A cart item is not an order: nothing is paid or sent for it.
 * Should the database crash within the WAL writer's delay, the item is gone and the investor adds
 * it again; placing an order commits synchronously, which flushes the WAL up to and including
 * every cart item before it, so no order can rest on an item the disk never saw. Under load this
 * spares each add a disk flush (PGlite runs without fsync anyway).
 */
const INSERT_CART_ITEM = preparedQuery(
  'insert_cart_item',
  `with relaxed as (select set_config('synchronous_commit', 'off', true))
   insert into cart_items (${CART_KEYS.map((k) => CART_COLUMN[k]).join(', ')}) values (${CART_KEYS.map((_, i) => `$${i + 1}`).join(', ')})
   returning id::text, (select 1 from relaxed)`,
  { writes: true },
);
/** The held folio is services/transactions/held-folio.ts's rule, in SQL here so that the hot insert stays at three statements. */
const USER_ONBOARDED = preparedQuery(
  'user_onboarded',
  `select u.is_onboarded::text,
     (select l.folio_no from lots l join folios f on f.user_id = l.user_id and f.folio_no = l.folio_no and f.amc_id = $3::int
      where l.user_id = $1::int and l.scheme_id = $2::int and l.remaining4 > 0 order by l.lot_date, l.id limit 1)
   from users u where u.id = $1::int`,
);

function asText(key: keyof NewCartItem, value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  if (value === null || value === undefined) return FLAGS.has(key) ? 'false' : null;
  return String(value);
}

async function insert(deps: AppDeps, values: NewCartItem): Promise<Created> {
  const [row] = await runPrepared(
    deps.db,
    INSERT_CART_ITEM,
    CART_KEYS.map((k) => asText(k, values[k])),
  );
  return { transaction_created: true, TE_IHNO: Number(row![0]) };
}
