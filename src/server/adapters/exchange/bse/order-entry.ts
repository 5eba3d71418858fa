import { formatDecimal } from '@shared/money/decimal.ts';
import type { ExchangeOrder, ExchangeResult, SystematicRegistration } from '../types.ts';
import {
  bseWords,
  parseOrderAnswer,
  parsePasswordAnswer,
  parseRegistrationAnswer,
  type OrderAnswer,
  type OrderRefusal,
  type RegistrationAnswer,
} from './answer.ts';
import { dmy } from './layouts.ts';
import { sessionKeeper } from './session.ts';
import { NoAnswer, soapCall, type BseService, type Transport } from './soap.ts';
import { isTodaysTransNo } from './trans-no.ts';

/** The member's access to BSE StAR MF (BSE_* settings). */
export interface BseCredentials {
  memberCode: string;
  userId: string;
  password: string;
  passKey: string;
  /** MFOrder.svc: order entry (the UAT one for testing, the live one in production) */
  orderUrl: string;
  /** MFUploadService.svc: the additional services (MFAPI, mandates, reports) */
  uploadUrl: string;
  /** StarMFFileUploadService.svc: the signed NACH form */
  fileUploadUrl: string;
  /** the JSON common API's base (payment gateway, SIP pause and resume) */
  apiUrl: string;
  /** one call gives up after this long; its outcome is then unknown, never a refusal */
  timeoutMs: number;
  /** a session password is renewed after this long, before the exchange lets it expire */
  sessionMinutes: number;
}

/**
 * Where an order's outcome is asked for by our transaction number, when its answer was lost (the
 * exchange's order status report).
 */
export interface OrderOutcomes {
  findByTransNo(q: { clientCode: string; transNo: string }): Promise<{ found: false } | { found: true; orderNo: string }>;
}

/** The call's answer never came and asking did not settle it: nothing may be placed again until it is known. */
export class OrderOutcomeUnknown extends Error {}

export const BSE_NS = 'http://bsestarmf.in/';
export const orderService = (url: string): BseService => ({ url, ns: BSE_NS, actionBase: `${BSE_NS}MFOrderEntry/` });

export interface OrderEntryDeps {
  outcomes: OrderOutcomes;
  fetchImpl?: typeof fetch;
  now?: () => Date;
}

/**
 * BSE StAR MF order entry (MFOrder.svc): getPassword turns the member's password and pass key
 * into a session password, renewed before it expires and once more when the exchange refuses it
 * (a refused order was not taken). orderEntryParam places purchases and redemptions and cancels
 * them, switchOrderEntryParam switches, xsipOrderEntryParam registers and cancels XSIP/ISIP.
 *
 * A call whose answer is lost may have placed the order: its outcome is asked for by our
 * transaction number before it is sent again, and sending again under the same number can only
 * be refused as a duplicate, never doubled. When even that does not settle it the call fails with
 * OrderOutcomeUnknown and the placement job asks again later.
 */
export function bseOrderEntry(c: BseCredentials, deps: OrderEntryDeps) {
  const t: Transport = { fetchImpl: deps.fetchImpl ?? fetch, timeoutMs: c.timeoutMs };
  const now = deps.now ?? (() => new Date());
  const service = orderService(c.orderUrl);
  const session = sessionKeeper(
    async () => {
      const answer = parsePasswordAnswer(String(await soapCall(t, service, 'getPassword', { UserId: c.userId, Password: c.password, PassKey: c.passKey })));
      if (!answer.ok) throw new Error(`BSE getPassword refused: ${answer.reason}`);
      return answer.password;
    },
    { lifetimeMs: c.sessionMinutes * 60_000, now },
  );

  /** One call with the session password; a password refusal renews it and sends once more. */
  async function withSession<A extends { refusal: OrderRefusal | null }>(
    operation: string,
    fields: (password: string) => Record<string, string>,
    parse: (line: string) => A,
  ): Promise<A> {
    let answer = parse(String(await soapCall(t, service, operation, fields(await session.get()))));
    if (answer.refusal === 'password') {
      session.invalidate();
      answer = parse(String(await soapCall(t, service, operation, fields(await session.get()))));
    }
    return answer;
  }

  const amount = (p: bigint | null) => (p === null ? '' : formatDecimal(p, 2));
  const units = (u: bigint | null) => (u === null ? '' : formatDecimal(u, 4));

  function orderFields(o: ExchangeOrder, password: string): Record<string, string> {
    const redeem = o.kind === 'REDEMPTION';
    return {
      TransCode: 'NEW',
      TransNo: o.transNo,
      OrderId: '',
      UserID: c.userId,
      MemberId: c.memberCode,
      ClientCode: o.clientCode,
      SchemeCd: o.schemeCode,
      BuySell: redeem ? 'R' : 'P',
      BuySellType: o.folioNo ? 'ADDITIONAL' : 'FRESH',
      // units are held in statement (non-demat) form
      DPTxn: 'P',
      OrderVal: o.amountPaise !== null && !o.allUnits ? amount(o.amountPaise) : '',
      Qty: o.units4 !== null && !o.allUnits ? units(o.units4) : '',
      AllRedeem: o.allUnits ? 'Y' : 'N',
      FolioNo: o.folioNo ?? '',
      Remarks: '',
      KYCStatus: 'Y',
      RefNo: o.transNo,
      SubBrCode: '',
      EUIN: '',
      // execution-only: no advice was given, so no EUIN is declared
      EUINVal: 'N',
      MinRedeem: 'N',
      DPC: 'Y',
      IPAdd: '',
      Password: password,
      PassKey: c.passKey,
      Parma1: '',
      Param2: '',
      Param3: '',
    };
  }

  function switchFields(o: ExchangeOrder, password: string): Record<string, string> {
    return {
      TransCode: 'NEW',
      TransNo: o.transNo,
      OrderId: '',
      UserId: c.userId,
      MemberId: c.memberCode,
      ClientCode: o.clientCode,
      FromSchemeCd: o.schemeCode,
      ToSchemeCd: o.toSchemeCode ?? '',
      BuySell: 'SO',
      BuySellType: 'ADDITIONAL',
      DPTxn: 'P',
      OrderVal: o.amountPaise !== null && !o.allUnits ? amount(o.amountPaise) : '',
      SwitchUnits: o.units4 !== null && !o.allUnits ? units(o.units4) : '',
      AllUnitsFlag: o.allUnits ? 'Y' : 'N',
      FolioNo: o.folioNo ?? '',
      Remarks: '',
      KYCStatus: 'Y',
      SubBrCode: '',
      EUIN: '',
      EUINVal: 'N',
      MinRedeem: 'N',
      IPAdd: '',
      Password: password,
      PassKey: c.passKey,
      Parma1: '',
      Param2: '',
      Param3: '',
    };
  }

  function xsipFields(r: SystematicRegistration, password: string): Record<string, string> {
    const isip = r.kind === 'ISIP';
    const stepUp = r.stepUp ?? null;
    return {
      TransactionCode: 'NEW',
      UniqueRefNo: r.transNo,
      SchemeCode: r.schemeCode,
      MemberCode: c.memberCode,
      ClientCode: r.clientCode,
      UserId: c.userId,
      InternalRefNo: r.transNo,
      TransMode: 'P',
      DpTxnMode: 'P',
      StartDate: dmy(r.startDate),
      FrequencyType: r.frequency,
      FrequencyAllowed: '1',
      InstallmentAmount: amount(r.amountPaise),
      NoOfInstallment: String(r.installments),
      Remarks: '',
      FolioNo: r.folioNo ?? '',
      FirstOrderFlag: r.firstOrderToday ? 'Y' : 'N',
      Brokerage: '',
      // XSIP names its mandate here; ISIP names it in Param2
      MandateID: isip ? '' : (r.mandateId ?? ''),
      SubberCode: '',
      Euin: '',
      EuinVal: 'N',
      DPC: 'Y',
      XsipRegID: '',
      IPAdd: '',
      Password: password,
      PassKey: c.passKey,
      // the yearly top-up: an amount in Param1, or a percentage after it
      Param1: stepUp === null ? '' : 'amountPaise' in stepUp ? amount(stepUp.amountPaise) : `${stepUp.percent}%`,
      Param2: isip ? (r.mandateId ?? '') : '',
      Param3: '',
    };
  }

  async function outcome(clientCode: string, transNo: string, why: string): Promise<{ found: false } | { found: true; orderNo: string }> {
    try {
      return await deps.outcomes.findByTransNo({ clientCode, transNo });
    } catch (err) {
      throw new OrderOutcomeUnknown(`${why}; asking for transaction ${transNo} failed too: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /**
   * Sends under our transaction number with the lost-answer rules above; `reference` is the
   * answer's order or registration number.
   */
  async function placeOnce<A extends OrderAnswer | RegistrationAnswer>(
    clientCode: string,
    transNo: string,
    send: () => Promise<A>,
    reference: (a: A) => string,
  ): Promise<ExchangeResult<{ reference: string }>> {
    if (!isTodaysTransNo(transNo, c.memberCode, now()))
      return { ok: false, message: `Transaction number ${transNo} is not one of member ${c.memberCode} for today` };
    let answer: A;
    try {
      answer = await send();
    } catch (err) {
      if (!(err instanceof NoAnswer)) throw err;
      // the exchange may have taken it: ask before sending again
      const first = await outcome(clientCode, transNo, err.message);
      if (first.found) return { ok: true, reference: first.orderNo };
      try {
        answer = await send();
      } catch (again) {
        if (again instanceof NoAnswer) throw new OrderOutcomeUnknown(`${again.message} (sent twice under ${transNo})`);
        throw again;
      }
    }
    if (answer.refusal === 'duplicate') {
      // an earlier attempt under this number reached the exchange: its order is ours
      const found = await outcome(clientCode, transNo, `BSE says transaction ${transNo} exists`);
      if (found.found) return { ok: true, reference: found.orderNo };
      throw new OrderOutcomeUnknown(`BSE says transaction ${transNo} exists but it cannot be found yet`);
    }
    if (answer.ok) {
      if (answer.transNo !== transNo) throw new Error(`BSE answered for transaction ${answer.transNo}, not ${transNo}`);
      return { ok: true, reference: reference(answer) };
    }
    if (answer.refusal === 'cut-off') return { ok: false, message: `The exchange's order time for this order has passed (${answer.remarks})` };
    return { ok: false, message: bseWords(answer.remarks) || 'The exchange refused the order' };
  }

  return {
    async placeOrder(o: ExchangeOrder): Promise<ExchangeResult<{ orderNo: string }>> {
      const r =
        o.kind === 'SWITCH'
          ? await placeOnce(
              o.clientCode,
              o.transNo,
              () => withSession('switchOrderEntryParam', (pw) => switchFields(o, pw), parseOrderAnswer),
              (a) => a.orderId,
            )
          : await placeOnce(
              o.clientCode,
              o.transNo,
              () => withSession('orderEntryParam', (pw) => orderFields(o, pw), parseOrderAnswer),
              (a) => a.orderId,
            );
      return r.ok ? { ok: true, orderNo: r.reference } : r;
    },

    async registerXsip(r: SystematicRegistration): Promise<ExchangeResult<{ regNo: string }>> {
      const out = await placeOnce(
        r.clientCode,
        r.transNo,
        () => withSession('xsipOrderEntryParam', (pw) => xsipFields(r, pw), parseRegistrationAnswer),
        (a) => a.regId,
      );
      return out.ok ? { ok: true, regNo: out.reference } : out;
    },

    /** Cancels by the exchange's registration number; `transNo` is the cancellation's own (fresh) transaction number. */
    async cancelXsip(q: { clientCode: string; regNo: string; transNo: string; reasonCode: number | null; remarks: string | null }): Promise<ExchangeResult> {
      const a = await withSession(
        'xsipOrderEntryParam',
        (pw) => ({
          TransactionCode: 'CXL',
          UniqueRefNo: q.transNo,
          SchemeCode: '',
          MemberCode: c.memberCode,
          ClientCode: q.clientCode,
          UserId: c.userId,
          InternalRefNo: '',
          TransMode: '',
          DpTxnMode: '',
          StartDate: '',
          FrequencyType: '',
          FrequencyAllowed: '',
          InstallmentAmount: '',
          NoOfInstallment: '',
          Remarks: q.remarks ?? '',
          FolioNo: '',
          FirstOrderFlag: '',
          Brokerage: '',
          MandateID: '',
          SubberCode: '',
          Euin: '',
          EuinVal: '',
          DPC: '',
          XsipRegID: q.regNo,
          IPAdd: '',
          Password: pw,
          PassKey: c.passKey,
          // the exchange's cancellation reason code (1-13)
          Param1: q.reasonCode === null ? '' : String(q.reasonCode),
          Param2: '',
          Param3: '',
        }),
        parseRegistrationAnswer,
      );
      if (a.ok || a.refusal === 'duplicate') return { ok: true };
      return { ok: false, message: bseWords(a.remarks) || 'The exchange refused the cancellation' };
    },

    /** Cancels by the exchange's order number; `transNo` is the cancellation's own (fresh) transaction number. */
    async cancelOrder(q: {
      clientCode: string;
      orderNo: string;
      transNo: string;
      kind: 'PURCHASE' | 'REDEMPTION' | 'SWITCH';
      schemeCode: string;
      toSchemeCode: string;
    }): Promise<ExchangeResult> {
      const transNo = q.transNo;
      const a =
        q.kind === 'SWITCH'
          ? await withSession(
              'switchOrderEntryParam',
              (pw) => ({
                ...switchFields(
                  {
                    clientCode: q.clientCode,
                    transNo,
                    kind: 'SWITCH',
                    schemeCode: q.schemeCode,
                    toSchemeCode: q.toSchemeCode,
                    folioNo: null,
                    amountPaise: null,
                    units4: null,
                    allUnits: false,
                  },
                  pw,
                ),
                TransCode: 'CXL',
                OrderId: q.orderNo,
              }),
              parseOrderAnswer,
            )
          : await withSession(
              'orderEntryParam',
              (pw) => ({
                ...orderFields(
                  {
                    clientCode: q.clientCode,
                    transNo,
                    kind: q.kind === 'REDEMPTION' ? 'REDEMPTION' : 'PURCHASE',
                    schemeCode: q.schemeCode,
                    folioNo: null,
                    amountPaise: null,
                    units4: null,
                    allUnits: false,
                  },
                  pw,
                ),
                TransCode: 'CXL',
                OrderId: q.orderNo,
                RefNo: '',
              }),
              parseOrderAnswer,
            );
      if (a.ok || a.refusal === 'duplicate') return { ok: true };
      return { ok: false, message: bseWords(a.remarks) || 'The exchange refused the cancellation' };
    },
  };
}

export type BseOrderEntry = ReturnType<typeof bseOrderEntry>;
