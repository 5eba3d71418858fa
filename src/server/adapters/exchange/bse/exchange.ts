import { eq } from 'drizzle-orm';
import { formatDecimal, parseDecimal } from '@shared/money/decimal.ts';
import { istDate } from '@shared/time/ist.ts';
import type { Db } from '../../../db/client.ts';
import { orders, payments, registrations, users } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import { nextTransNo } from '../numbers.ts';
import type {
  ClientRegistration,
  ExchangeAdapter,
  ExchangeAllotment,
  ExchangeOrderState,
  ExchangeReports,
  ExchangeResult,
  FatcaDeclaration,
  MandateDebit,
  MandateRegistration,
  MandateState,
  PaymentRequest,
  PaymentStatus,
  SystematicCancel,
  SystematicRegistration,
} from '../types.ts';
import { bseAdditional, statusOf } from './additional.ts';
import {
  dmy,
  FATCA_LAYOUT,
  FLAG,
  MANDATE_LAYOUT,
  PAYMENT_STATUS_LAYOUT,
  STP_LAYOUT,
  SWP_LAYOUT,
  SYSTEMATIC_CANCEL_LAYOUT,
  toPipe,
  UCC_LAYOUT,
  ymdOf,
} from './layouts.ts';
import { bseOrderEntry, OrderOutcomeUnknown, type BseCredentials } from './order-entry.ts';
import { field, jsonCall, listOf, NoAnswer, type Transport } from './soap.ts';
import { orderStateOf } from './states.ts';

/** What only our books know and the exchange's calls need. */
export interface BseBooks {
  /** the exchange's order numbers a payment reference covers (its status is asked order by order) */
  paymentOrders(paymentRef: string): Promise<string[]>;
  /** the client code of one of our SIP/SWP/STP registrations (the cancel and pause calls name it) */
  registrationClient(regNo: string): Promise<string | null>;
  /** a fresh transaction number for a cancellation, which the exchange wants unique like any other */
  nextTransNo(now: Date): Promise<string>;
}

export function ourBooks(db: Db): BseBooks {
  return {
    async paymentOrders(paymentRef) {
      // what the payment link named: a SIP's first instalment by its registration, other orders by their number
      const rows = await db
        .select({ orderNo: orders.orderNo, kind: orders.kind, regNo: registrations.regNo })
        .from(orders)
        .innerJoin(payments, eq(payments.id, orders.paymentId))
        .leftJoin(registrations, eq(registrations.id, orders.registrationId))
        .where(eq(payments.token, paymentRef));
      const nos = rows.filter((r) => r.kind !== 'SWITCH_IN').map((r) => r.regNo ?? r.orderNo);
      return [...new Set(nos.filter((n): n is string => Boolean(n)))];
    },
    async registrationClient(regNo) {
      const [row] = await db
        .select({ clientCode: users.niveshId })
        .from(registrations)
        .innerJoin(users, eq(users.id, registrations.userId))
        .where(eq(registrations.regNo, regNo))
        .limit(1);
      return row?.clientCode ?? null;
    },
    nextTransNo: (now) => nextTransNo(db, now),
  };
}

export interface BseExchangeDeps {
  books: BseBooks;
  clock: Clock;
  fetchImpl?: typeof fetch;
}

/** Where the exchange's gateway sends the investor back, with our payment reference (served by the payments routes). */
export const BSE_PAYMENT_RETURN_PATH = '/api/exchange/payment-return/';

const money = (p: bigint | null) => (p === null ? '' : formatDecimal(p, 2));
const ymdCompact = (transNo: string) => `${transNo.slice(6, 8)}/${transNo.slice(4, 6)}/${transNo.slice(0, 4)}`;

/**
 * The whole exchange interface on BSE StAR MF: order entry, the additional services and the JSON
 * common API. Our books are read only where the exchange's interface needs what only we know
 * (the orders a payment reference covers, the client of a registration number).
 */
export function bseExchange(c: BseCredentials, deps: BseExchangeDeps): ExchangeAdapter & ExchangeReports {
  const { books, clock } = deps;
  const now = () => clock.now();
  const t: Transport = { fetchImpl: deps.fetchImpl ?? fetch, timeoutMs: c.timeoutMs };
  const extra = bseAdditional(c, { fetchImpl: deps.fetchImpl, now });

  async function statusReport(q: { clientCode: string; from: string; to: string }): Promise<ExchangeOrderState[]> {
    return (await statusDetails(q)).map((d) => d.state);
  }

  async function statusDetails(q: { clientCode: string; from: string; to: string }) {
    const result = await extra.report('OrderStatus', {
      ClientCode: q.clientCode,
      Filler1: '',
      Filler2: '',
      Filler3: '',
      FromDate: q.from,
      OrderNo: '',
      OrderStatus: 'ALL',
      OrderType: 'ALL',
      SettType: 'ALL',
      SubOrderType: 'ALL',
      ToDate: q.to,
      TransType: 'ALL',
    });
    const s = statusOf(result);
    // the exchange says 101 with "no data found" for a day without orders
    if (!s.ok && !/NO (DATA|RECORD)/i.test(s.message)) throw new Error(`BSE OrderStatus refused: ${s.message}`);
    return listOf((result as Record<string, Record<string, unknown> | undefined>).OrderDetails?.OrderDetails).map((d) => ({ raw: d, state: orderStateOf(d) }));
  }

  async function findState(clientCode: string, transNo: string) {
    const day = ymdCompact(transNo);
    return (await statusDetails({ clientCode, from: day, to: day })).find((d) => d.state.transNo === transNo) ?? null;
  }

  const entry = bseOrderEntry(c, {
    fetchImpl: deps.fetchImpl,
    now,
    outcomes: {
      async findByTransNo({ clientCode, transNo }) {
        const found = await findState(clientCode, transNo);
        return found && found.state.state === 'BOOKED' ? { found: true, orderNo: found.state.orderNo } : { found: false };
      },
    },
  });

  /** STP and SWP registration by MFAPI, with the same lost-answer rule as orders: ask before sending again. */
  async function registerByFlag(r: SystematicRegistration, flag: typeof FLAG.stp | typeof FLAG.swp, param: string): Promise<ExchangeResult<{ regNo: string }>> {
    const asked = async () => {
      const found = await findState(r.clientCode, r.transNo).catch(() => null);
      return found?.state.state === 'BOOKED' ? found.state.orderNo : null;
    };
    let answer;
    try {
      answer = await extra.mfapi(flag, param);
    } catch (err) {
      if (!(err instanceof NoAnswer)) throw err;
      const regNo = await asked();
      if (regNo) return { ok: true, regNo };
      try {
        answer = await extra.mfapi(flag, param);
      } catch (again) {
        if (again instanceof NoAnswer) throw new OrderOutcomeUnknown(`${again.message} (sent twice under ${r.transNo})`);
        throw again;
      }
    }
    if (!answer.ok) {
      if (/DUPLICATE|ALREADY EXISTS/i.test(answer.message)) {
        const regNo = await asked();
        if (regNo) return { ok: true, regNo };
      }
      return { ok: false, message: answer.message };
    }
    const regNo = answer.rest[0] ?? '';
    if (!/^\d+$/.test(regNo))
      throw new Error(`BSE ${flag === FLAG.stp ? 'STP' : 'SWP'} registration answered without a registration number: ${answer.message}`);
    return { ok: true, regNo };
  }

  const registrationOf = async (regNo: string) => ({ clientCode: (await books.registrationClient(regNo)) ?? '' });

  async function sipControl(path: 'XSIPPause' | 'XSIPResume', body: Record<string, string>): Promise<ExchangeResult> {
    const a = await jsonCall(
      t,
      `${c.apiUrl.replace(/\/+$/, '')}/${path}`,
      { LoginId: c.userId, MemberCode: c.memberCode, Password: c.password, ...body },
      path,
    );
    if (field(a, 'StatusCode') === '100') return { ok: true };
    return { ok: false, message: field(a, 'Remarks') || `The exchange refused the ${path === 'XSIPPause' ? 'pause' : 'resume'}` };
  }

  const mandateState = (status: string): MandateState => {
    const s = status.toUpperCase();
    if (s.includes('REJECT') || s.includes('CANCEL')) return 'REJECTED';
    if (s === 'APPROVED' || s.includes('APPROVED')) return 'APPROVED';
    if (s.includes('REGISTERED BY MEMBER') || s === 'REGISTERED') return 'REGISTERED';
    return 'UNDER_APPROVAL';
  };

  async function mandateRow(mandateId: string, clientCode = '') {
    const result = await extra.mandateDetails({ mandateId, clientCode, fromDate: '01/01/2000', toDate: dmy(istDate(now())) });
    const s = statusOf(result);
    // the exchange says "no data found" for a mandate it does not have
    if (!s.ok) return { ok: false as const, message: /NO (DATA|RECORD)/i.test(s.message) || !s.message ? 'Mandate not found' : s.message };
    const row = listOf((result as Record<string, Record<string, unknown>>).MandateDetails?.MandateDetails).find((m) => field(m, 'MandateId') === mandateId);
    return row ? { ok: true as const, row } : { ok: false as const, message: 'Mandate not found' };
  }

  const units4 = (s: string) => parseDecimal(s || '0', 4) ?? 0n;
  const paise = (s: string) => parseDecimal(s || '0', 2) ?? 0n;

  return {
    name: 'bse',

    async registerClient(r: ClientRegistration) {
      const [first, ...more] = r.nominees;
      const nominee = (n: (typeof r.nominees)[number] | undefined, i: 1 | 2 | 3) =>
        n
          ? {
              [`Nominee${i}Name`]: n.name,
              [`Nominee${i}Relationship`]: n.relation,
              [`Nominee${i}Applicable`]: String(n.percent),
              [`Nominee${i}MinorFlag`]: n.isMinor ? 'Y' : 'N',
              [`Nominee${i}Guardian`]: n.guardianName ?? '',
            }
          : {};
      const param = toPipe(UCC_LAYOUT, {
        ClientCode: r.clientCode,
        ClientHolding: r.holdingNature,
        ClientTaxStatus: '01',
        ClientOccupationCode: '01',
        ClientAppName1First: r.firstName,
        ClientAppName1Last: r.lastName,
        ClientAppName2: r.jointHolders[0]?.name ?? '',
        ClientAppName3: r.jointHolders[1]?.name ?? '',
        ClientDOB: r.dateOfBirth ? dmy(r.dateOfBirth) : '',
        ClientGender: r.gender,
        ClientPAN: r.pan,
        ClientType: 'P',
        AccType1: r.bank.accountType,
        AccNo1: r.bank.accountNumber,
        NEFTCode1: r.bank.ifsc,
        DefaultBankFlag1: r.bank.isDefault ? 'Y' : 'N',
        ChequeName: `${r.firstName} ${r.lastName}`.trim(),
        Add1: r.address.line1,
        Add2: r.address.line2,
        City: r.address.city,
        State: r.address.state,
        Pincode: r.address.pincode,
        Country: r.address.country,
        Email: r.email,
        CommMode: 'E',
        DivPayMode: '02',
        PAN2: r.jointHolders[0]?.pan ?? '',
        PAN3: r.jointHolders[1]?.pan ?? '',
        DOB2: r.jointHolders[0] ? dmy(r.jointHolders[0].dateOfBirth) : '',
        DOB3: r.jointHolders[1] ? dmy(r.jointHolders[1].dateOfBirth) : '',
        Mobile: r.mobile,
        ...nominee(first, 1),
        ...nominee(more[0], 2),
        ...nominee(more[1], 3),
        NominationOpt: r.nominees.length > 0 ? 'Y' : 'N',
      });
      const a = await extra.mfapi(FLAG.ucc, param);
      return a.ok ? { ok: true, clientCode: r.clientCode } : { ok: false, message: a.message };
    },

    async uploadFatca(f: FatcaDeclaration): Promise<ExchangeResult> {
      const param = toPipe(FATCA_LAYOUT, {
        PAN_RP: f.pan,
        INV_NAME: f.name,
        TAX_STATUS: '01',
        DATA_SRC: 'E',
        ADDR_TYPE: '1',
        PO_BIR_INC: f.placeOfBirth,
        CO_BIR_INC: f.countryOfBirth,
        TAX_RES1: f.taxResidency,
        TPIN1: f.pan,
        ID1_TYPE: 'C',
        SRCE_WEALT: f.sourceOfWealthCode,
        INC_SLAB: f.incomeSlabCode,
        PEP_FLAG: f.pep,
        OCC_CODE: f.occupationCode,
        OCC_TYPE: 'S',
        UBO_APPL: 'N',
        SDF_FLAG: 'Y',
        NEW_CHANGE: 'N',
        LOG_NAME: f.clientCode,
      });
      const a = await extra.mfapi(FLAG.fatca, param);
      return a.ok ? { ok: true } : { ok: false, message: a.message };
    },

    placeOrder: (o) => entry.placeOrder(o),

    async registerSystematic(r: SystematicRegistration) {
      if (r.kind === 'XSIP' || r.kind === 'ISIP') return entry.registerXsip(r);
      const common = {
        ClientCode: r.clientCode,
        FolioNo: r.folioNo ?? '',
        TransactionMode: 'P',
        InternalRefNo: r.transNo,
        StartDate: dmy(r.startDate),
        FrequencyType: r.frequency,
        FirstOrderToday: r.firstOrderToday ? 'Y' : 'N',
        EUINDeclaration: 'N',
      };
      if (r.kind === 'STP') {
        return registerByFlag(
          r,
          FLAG.stp,
          toPipe(STP_LAYOUT, {
            ...common,
            FromBSESchemeCode: r.schemeCode,
            ToBSESchemeCode: r.toSchemeCode ?? '',
            BuySellType: 'ADDITIONAL',
            NoOfTransfers: String(r.installments),
            InstallmentAmount: money(r.amountPaise),
          }),
        );
      }
      return registerByFlag(
        r,
        FLAG.swp,
        toPipe(SWP_LAYOUT, {
          ...common,
          SchemeCode: r.schemeCode,
          NoOfWithdrawls: String(r.installments),
          InstallmentAmount: money(r.amountPaise),
          InstallmentUnits: r.units4 === null ? '' : formatDecimal(r.units4, 4),
        }),
      );
    },

    async cancelSystematic(regNo: string, why: SystematicCancel): Promise<ExchangeResult> {
      const reg = await registrationOf(regNo);
      const clientCode = reg.clientCode;
      if (why.kind === 'SIP')
        return entry.cancelXsip({ clientCode, regNo, transNo: await books.nextTransNo(now()), reasonCode: why.reasonCode, remarks: why.remarks });
      const a = await extra.mfapi(
        why.kind === 'STP' ? FLAG.stpCancel : FLAG.swpCancel,
        toPipe(SYSTEMATIC_CANCEL_LAYOUT, { ClientCode: clientCode, RegNo: regNo, Remarks: why.remarks ?? '' }),
      );
      return a.ok ? { ok: true } : { ok: false, message: a.message };
    },

    async pauseSystematic(regNo, pause) {
      const reg = await registrationOf(regNo);
      return sipControl('XSIPPause', { ClientCode: reg.clientCode, RegnNo: regNo, FromDate: dmy(pause.fromDate), NoOfInstallments: String(pause.instalments) });
    },

    async resumeSystematic(regNo, resume) {
      const reg = await registrationOf(regNo);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(resume.fromDate)) return { ok: false, message: 'Invalid resume date' };
      return sipControl('XSIPResume', { ClientCode: reg.clientCode, RegnNo: regNo, FromDate: dmy(resume.fromDate) });
    },

    async cancelByTransNo(req) {
      const found = await findState(req.clientCode, req.transNo);
      if (!found) return { ok: true, found: false };
      if (found.state.state !== 'BOOKED') return { ok: true, found: true };
      const d = found.raw;
      const type = field(d, 'OrderType').toUpperCase();
      let r: ExchangeResult;
      if (type === 'XSIP' || type === 'ISIP' || type === 'SIP') {
        r = await entry.cancelXsip({
          clientCode: req.clientCode,
          regNo: found.state.orderNo,
          transNo: await books.nextTransNo(now()),
          reasonCode: 13,
          remarks: 'Order placing given up',
        });
      } else if (type === 'STP' || type === 'SWP') {
        const a = await extra.mfapi(
          type === 'STP' ? FLAG.stpCancel : FLAG.swpCancel,
          toPipe(SYSTEMATIC_CANCEL_LAYOUT, { ClientCode: req.clientCode, RegNo: found.state.orderNo, Remarks: 'Order placing given up' }),
        );
        r = a.ok ? { ok: true } : { ok: false, message: a.message };
      } else {
        const kind =
          field(d, 'SubOrderType').toUpperCase() === 'SWITCH' ? 'SWITCH' : field(d, 'BuySell').toUpperCase().startsWith('R') ? 'REDEMPTION' : 'PURCHASE';
        r = await entry.cancelOrder({
          clientCode: req.clientCode,
          orderNo: found.state.orderNo,
          transNo: await books.nextTransNo(now()),
          kind,
          schemeCode: field(d, 'SchemeCode'),
          toSchemeCode: '',
        });
      }
      return r.ok ? { ok: true, found: true } : r;
    },

    async paymentLink(req: PaymentRequest) {
      if (req.amountPaise <= 0n) return { ok: false, message: 'Amount is mandatory' };
      // NEFT and cheque money is paid outside the gateway; the exchange reports it when it arrives
      if (req.mode === 'NEFT' || req.mode === 'CHEQUE') return { ok: true, url: null };
      const a = await jsonCall(
        t,
        `${c.apiUrl.replace(/\/+$/, '')}/PaymentGatewayAPI`,
        {
          LoginId: c.userId,
          Password: c.password,
          membercode: c.memberCode,
          clientcode: req.clientCode,
          modeofpayment: req.mode === 'UPI' ? 'UPI' : 'DIRECT',
          bankid: '',
          accountnumber: '',
          ifsc: '',
          ordernumber: req.orderNos.join(','),
          totalamount: money(req.amountPaise),
          internalrefno: req.paymentRef,
          NEFTreference: '',
          mandateid: '',
          vpaid: '',
          // the gateway sends the investor back here, where the payment is asked about and the confirmation shown
          loopbackURL: `${req.origin}${BSE_PAYMENT_RETURN_PATH}${req.paymentRef}`,
          allowloopBack: 'Y',
          filler1: '',
          filler2: '',
          filler3: '',
        },
        'PaymentGatewayAPI',
      );
      if (field(a, 'statuscode') !== '100') return { ok: false, message: field(a, 'responsestring') || 'The exchange refused the payment link' };
      const url = field(a, 'responsestring');
      if (!/^https?:\/\//.test(url)) throw new Error(`BSE PaymentGatewayAPI answered without a link: ${url.slice(0, 200)}`);
      return { ok: true, url };
    },

    async paymentStatus(req): Promise<ExchangeResult<PaymentStatus>> {
      const nos = await books.paymentOrders(req.paymentRef);
      if (nos.length === 0) return { ok: true, status: 'PENDING', realisedAt: null, bankName: null, vpa: null };
      let realisedAt: Date | null = null;
      let approved = 0;
      let bankName: string | null = null;
      let vpa: string | null = null;
      for (const orderNo of nos) {
        const a = await extra.mfapi(FLAG.paymentStatus, toPipe(PAYMENT_STATUS_LAYOUT, { ClientCode: req.clientCode, OrderNo: orderNo, Segment: 'BSEMF' }));
        if (!a.ok) return { ok: false, message: a.message };
        const words = a.message.toUpperCase();
        if (words.includes('REJECT') || words.includes('FAIL'))
          return { ok: true, status: 'REJECTED', realisedAt: null, bankName: a.rest[1] || null, vpa: a.rest[2] || null };
        if (words.includes('APPROVED')) {
          approved++;
          // the answer may carry when the money was realised, and how it was paid
          const at = a.rest[0] ? bseDateTime(a.rest[0]) : now();
          if (!realisedAt || at > realisedAt) realisedAt = at;
          bankName = a.rest[1] || bankName;
          vpa = a.rest[2] || vpa;
        }
      }
      if (approved === nos.length) return { ok: true, status: 'APPROVED', realisedAt, bankName, vpa };
      return { ok: true, status: 'PENDING', realisedAt: null, bankName: null, vpa: null };
    },

    async debitMandate(d: MandateDebit) {
      const m = await mandateRow(d.mandateId, d.clientCode);
      if (!m.ok) return { ok: true, approved: false, reason: 'Mandate not registered' };
      if (mandateState(field(m.row, 'Status')) !== 'APPROVED') return { ok: true, approved: false, reason: 'Mandate is not approved' };
      if (paise(field(m.row, 'Amount')) < d.amountPaise) return { ok: true, approved: false, reason: 'Amount is above the mandate limit' };
      return { ok: true, approved: true, reason: null };
    },

    async registerMandate(m: MandateRegistration) {
      const a = await extra.mfapi(
        FLAG.mandate,
        toPipe(MANDATE_LAYOUT, {
          ClientCode: m.clientCode,
          Amount: money(m.amountPaise),
          MandateType: m.mandateType,
          AccountNo: m.accountNumber,
          AccountType: m.accountType,
          IFSCCode: m.ifsc,
          StartDate: dmy(m.startDate),
          EndDate: dmy(m.endDate),
        }),
      );
      if (!a.ok) return { ok: false, message: a.message };
      const mandateId = a.rest[0] ?? '';
      if (!mandateId) throw new Error(`BSE mandate registration answered without a mandate ID: ${a.message}`);
      if (m.mandateType === 'X') return { ok: true, mandateId, authUrl: null };
      const auth = await extra.emandateAuthUrl({ clientCode: m.clientCode, mandateId });
      // registered at the exchange either way; without a link the investor authorises from the mandate list later
      return { ok: true, mandateId, authUrl: auth.ok && /^https?:\/\//.test(auth.message) ? auth.message : null };
    },

    async uploadMandateForm(mandateId, file): Promise<ExchangeResult> {
      const m = await mandateRow(mandateId);
      if (!m.ok) return { ok: false, message: m.message };
      if (file.bytes.length === 0) return { ok: false, message: 'Please Upload Image' };
      const r = await extra.uploadMandateScan({ clientCode: field(m.row, 'ClientCode'), mandateId, bytes: file.bytes, contentType: file.contentType });
      return r.ok ? { ok: true } : { ok: false, message: r.message };
    },

    async mandateStatus(mandateId) {
      const m = await mandateRow(mandateId);
      if (!m.ok) return { ok: false, message: m.message };
      return { ok: true, status: mandateState(field(m.row, 'Status')), remarks: field(m.row, 'Remarks') || null };
    },

    async findByTransNo(req) {
      const found = await findState(req.clientCode, req.transNo);
      return { ok: true, order: found?.state ?? null };
    },

    async orderStatusReport(req) {
      const day = dmy(req.date);
      return { ok: true, orders: await statusReport({ clientCode: '', from: day, to: day }) };
    },

    async allotmentStatement(req) {
      const q = {
        ClientCode: '',
        Filler1: '',
        Filler2: '',
        Filler3: '',
        FromDate: dmy(req.from),
        OrderNo: '',
        OrderStatus: 'ALL',
        OrderType: 'ALL',
        SettType: 'ALL',
        SubOrderType: 'ALL',
        ToDate: dmy(req.to),
      };
      const out: ExchangeAllotment[] = [];
      for (const [operation, list, item] of [
        ['AllotmentStatement', 'AllotmentDetails', 'AllotmentDetails'],
        ['RedemptionStatement', 'RedemptionDetails', 'RedemptionDetails'],
      ] as const) {
        const result = await extra.report(operation, q);
        const s = statusOf(result);
        if (!s.ok && !/NO (DATA|RECORD)/i.test(s.message)) return { ok: false, message: s.message };
        for (const d of listOf((result as Record<string, Record<string, unknown>>)[list]?.[item])) {
          const redeemed = operation === 'RedemptionStatement';
          out.push({
            clientCode: field(d, 'ClientCode'),
            orderNo: field(d, 'OrderNo'),
            schemeCode: field(d, 'SchemeCode'),
            folioNo: field(d, 'FolioNo'),
            units4: units4(field(d, redeemed ? 'Unit' : 'AllottedUnit')),
            nav4: units4(field(d, redeemed ? 'Nav' : 'AllottedNav')),
            amountPaise: paise(field(d, redeemed ? 'Amt' : 'AllottedAmt')),
            navDate: ymdOf(field(d, 'ReportDate')),
          });
        }
      }
      return { ok: true, allotments: out };
    },
  };
}

/** The exchange's `DD/MM/YYYY HH:MM:SS` (IST) as an instant. */
function bseDateTime(text: string): Date {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text.trim());
  if (!m) throw new Error(`not a BSE date and time: ${text}`);
  return new Date(`${m[3]}-${m[2]}-${m[1]}T${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}+05:30`);
}
