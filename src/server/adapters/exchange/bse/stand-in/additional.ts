import { eq } from 'drizzle-orm';
import { formatDecimal, parseDecimal } from '@shared/money/decimal.ts';
import { istDate } from '@shared/time/ist.ts';
import { simExchangeClients, simExchangeMandates, simExchangeOrders } from '../../../../db/schema.ts';
import { SIM_MANDATE_PATH } from '../../simulated-mandates.ts';
import type { ClientRegistration, MandateState } from '../../types.ts';
import {
  dmy,
  FATCA_LAYOUT,
  FLAG,
  fromPipe,
  MANDATE_LAYOUT,
  PAYMENT_STATUS_LAYOUT,
  STP_LAYOUT,
  SWP_LAYOUT,
  SYSTEMATIC_CANCEL_LAYOUT,
  UCC_LAYOUT,
  ymdOf,
} from '../layouts.ts';
import { bookedByReference, bookedByTransNo } from './order-entry.ts';
import { bseDateTimeOf, newSession, sessionValid, type StandInState } from './state.ts';

type Rec = Record<string, unknown>;
const text = (r: Rec, k: string) => (r[k] === undefined || r[k] === null || typeof r[k] === 'object' ? '' : String(r[k]));
const money = (s: string) => (s ? parseDecimal(s, 2) : null);

/** Our mandate states in the exchange's words (its mandate details report). */
const MANDATE_WORDS: Record<MandateState, string> = {
  REGISTERED: 'REGISTERED BY MEMBER',
  UNDER_APPROVAL: 'UNDER PROCESSING',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
};

/**
 * MFUploadService.svc (and the file upload service) as the exchange answers them, each service
 * judged by the simulated exchange and its books.
 */
export async function additionalOperation(state: StandInState, operation: string, body: Rec): Promise<string | Rec> {
  const { member, sim } = state;
  const param = (body.Param ?? body.Data ?? {}) as Rec;

  switch (operation) {
    case 'getPassword': {
      const ok =
        text(body, 'UserId') === member.userId &&
        text(body, 'MemberId') === member.memberCode &&
        text(body, 'Password') === member.password &&
        text(body, 'PassKey') === member.passKey;
      return ok ? `100|${newSession(state, 'UPL')}` : '101|FAILED: INVALID USER ID OR PASSWORD';
    }
    case 'GetPassword': {
      const ok = text(param, 'UserId') === member.userId && text(param, 'MemberId') === member.memberCode && text(param, 'Password') === member.password;
      return ok
        ? { Filler: '', ResponseString: newSession(state, 'FIL'), Status: '100' }
        : { Filler: '', ResponseString: 'FAILED: INVALID USER ID OR PASSWORD', Status: '101' };
    }
    case 'MFAPI': {
      if (text(body, 'UserId') !== member.userId || !sessionValid(state, text(body, 'EncryptedPassword'))) return '101|FAILED: PASSWORD EXPIRED OR INVALID';
      return mfapi(state, text(body, 'Flag'), text(body, 'param'));
    }
    case 'EMandateAuthURL': {
      if (text(param, 'UserId') !== member.userId || text(param, 'Password') !== member.password || text(param, 'MemberCode') !== member.memberCode)
        return { Filler: '', ResponseString: 'FAILED: INVALID USER ID OR PASSWORD', Status: '101' };
      const [m] = await state.db
        .select()
        .from(simExchangeMandates)
        .where(eq(simExchangeMandates.mandateId, text(param, 'MandateID')))
        .limit(1);
      if (!m || m.clientCode !== text(param, 'ClientCode')) return { Filler: '', ResponseString: 'MANDATE NOT FOUND', Status: '101' };
      if (m.mandateType === 'X') return { Filler: '', ResponseString: 'E-MANDATE AUTHENTICATION IS ONLY FOR E-NACH AND ISIP MANDATES', Status: '101' };
      return { Filler: '', ResponseString: `${state.baseUrl}${SIM_MANDATE_PATH}${m.authToken}`, Status: '100' };
    }
    case 'MandateDetails': {
      if (!sessionValid(state, text(param, 'EncryptedPassword')) || text(param, 'MemberCode') !== member.memberCode)
        return { MandateDetails: '', Message: 'FAILED: PASSWORD EXPIRED OR INVALID', Status: '101' };
      const id = text(param, 'MandateId');
      const rows = id ? await state.db.select().from(simExchangeMandates).where(eq(simExchangeMandates.mandateId, id)) : [];
      const mine = rows.filter((m) => !text(param, 'ClientCode') || m.clientCode === text(param, 'ClientCode'));
      if (mine.length === 0) return { MandateDetails: '', Message: 'NO DATA FOUND', Status: '101' };
      const details = [];
      for (const m of mine) {
        // asking is what moves the simulated bank's approval along, as with the in-process simulator
        const s = await sim.mandateStatus(m.mandateId);
        const [now] = await state.db.select().from(simExchangeMandates).where(eq(simExchangeMandates.mandateId, m.mandateId)).limit(1);
        details.push({
          Amount: formatDecimal(m.amountPaise, 2),
          ApprovedDate: now?.decidedAt ? bseDateTimeOf(now.decidedAt) : '',
          BankAccNo: `XXXX${m.accountLast4}`,
          BankBranch: '',
          BankName: m.bankName,
          ClientCode: m.clientCode,
          ClientName: '',
          CollectionType: 'MAXIMUM AMOUNT',
          MandateId: m.mandateId,
          MandateType: m.mandateType === 'X' ? 'XSIP' : m.mandateType === 'I' ? 'ISIP' : 'NET BANKING',
          MemberCode: member.memberCode,
          RegnDate: bseDateTimeOf(m.createdAt),
          Remarks: s.ok ? (s.remarks ?? '') : s.message,
          Status: s.ok ? MANDATE_WORDS[s.status] : 'REJECTED',
          UMRNNo: '',
          UploadDate: m.submittedAt ? bseDateTimeOf(m.submittedAt) : '',
        });
      }
      return { MandateDetails: { MandateDetails: details }, Message: 'SUCCESS', Status: '100' };
    }
    case 'UploadMandateScanFile': {
      if (!sessionValid(state, text(param, 'EncryptedPassword')) || text(param, 'MemberCode') !== member.memberCode)
        return { Filler: '', ResponseString: 'FAILED: PASSWORD EXPIRED OR INVALID', Status: '101' };
      const bytes = Buffer.from(text(param, 'pFileBytes'), 'base64');
      const type = text(param, 'ImageType').toUpperCase();
      const r = await sim.uploadMandateForm(text(param, 'MandateId'), {
        bytes: new Uint8Array(bytes),
        contentType: type === 'PDF' ? 'application/pdf' : type === 'PNG' ? 'image/png' : 'image/jpeg',
      });
      return r.ok ? { Filler: '', ResponseString: 'FILE UPLOADED SUCCESSFULLY', Status: '100' } : { Filler: '', ResponseString: r.message, Status: '101' };
    }
    case 'OrderStatus':
    case 'AllotmentStatement':
    case 'RedemptionStatement':
      if (text(param, 'UserId') !== member.userId || text(param, 'Password') !== member.password || text(param, 'MemberCode') !== member.memberCode)
        return { Message: 'FAILED: INVALID USER ID OR PASSWORD', Status: '101' };
      return reports(state, operation, param);
    default:
      throw new Error(`Unknown operation ${operation}`);
  }
}

async function mfapi(state: StandInState, flag: string, param: string): Promise<string> {
  const { sim } = state;
  try {
    switch (flag) {
      case FLAG.ucc: {
        const u = fromPipe(UCC_LAYOUT, param);
        const nominees = ([1, 2, 3] as const)
          .map((i) => ({
            name: u[`Nominee${i}Name`],
            relation: u[`Nominee${i}Relationship`],
            percent: Number(u[`Nominee${i}Applicable`] || 0),
            isMinor: u[`Nominee${i}MinorFlag`] === 'Y',
            guardianName: u[`Nominee${i}Guardian`] || null,
          }))
          .filter((n) => n.name);
        const joint = [
          [u.ClientAppName2, u.PAN2, u.DOB2],
          [u.ClientAppName3, u.PAN3, u.DOB3],
        ].filter(([n]) => n);
        const reg: ClientRegistration = {
          clientCode: u.ClientCode,
          pan: u.ClientPAN,
          firstName: u.ClientAppName1First,
          lastName: u.ClientAppName1Last,
          dateOfBirth: u.ClientDOB ? ymdOf(u.ClientDOB) : '',
          gender: u.ClientGender as ClientRegistration['gender'],
          holdingNature: u.ClientHolding as ClientRegistration['holdingNature'],
          email: u.Email,
          mobile: u.Mobile,
          address: { line1: u.Add1, line2: u.Add2, city: u.City, state: u.State, pincode: u.Pincode, country: u.Country },
          bank: {
            accountNumber: u.AccNo1,
            ifsc: u.NEFTCode1,
            accountType: u.AccType1 as ClientRegistration['bank']['accountType'],
            isDefault: u.DefaultBankFlag1 === 'Y',
          },
          nominees,
          jointHolders: joint.map(([name, pan, dob]) => ({ name: name!, pan: pan!, dateOfBirth: dob ? ymdOf(dob) : '' })),
        };
        const r = await sim.registerClient(reg);
        return r.ok ? `100|RECORD INSERTED SUCCESSFULLY|${r.clientCode}` : `101|${r.message}`;
      }
      case FLAG.fatca: {
        const x = fromPipe(FATCA_LAYOUT, param);
        // FATCA is keyed by PAN; the log name carries the client code it was sent for
        const clients = await state.db.select().from(simExchangeClients).where(eq(simExchangeClients.pan, x.PAN_RP));
        const client = clients.find((c) => c.clientCode === x.LOG_NAME) ?? clients[0];
        if (!client) return '101|Client not registered';
        const r = await sim.uploadFatca({
          clientCode: client.clientCode,
          pan: x.PAN_RP,
          name: x.INV_NAME,
          placeOfBirth: x.PO_BIR_INC,
          countryOfBirth: x.CO_BIR_INC,
          nationality: x.CO_BIR_INC,
          taxResidency: x.TAX_RES1,
          occupationCode: x.OCC_CODE,
          incomeSlabCode: x.INC_SLAB,
          sourceOfWealthCode: x.SRCE_WEALT,
          pep: x.PEP_FLAG as 'Y' | 'N' | 'R',
        });
        return r.ok ? '100|RECORD INSERTED SUCCESSFULLY' : `101|${r.message}`;
      }
      case FLAG.mandate: {
        const m = fromPipe(MANDATE_LAYOUT, param);
        const r = await sim.registerMandate({
          clientCode: m.ClientCode,
          mandateType: m.MandateType as 'X' | 'N' | 'I',
          amountPaise: money(m.Amount) ?? 0n,
          accountNumber: m.AccountNo,
          ifsc: m.IFSCCode,
          accountType: m.AccountType as 'SB',
          // the exchange knows the bank from the IFSC
          bankName: bankOf(m.IFSCCode),
          startDate: ymdOf(m.StartDate),
          endDate: ymdOf(m.EndDate),
        });
        return r.ok ? `100|MANDATE REGISTRATION DONE SUCCESSFULLY|${r.mandateId}` : `101|${r.message}`;
      }
      case FLAG.stp:
      case FLAG.swp: {
        const stp = flag === FLAG.stp;
        const s = stp ? fromPipe(STP_LAYOUT, param) : null;
        const w = stp ? null : fromPipe(SWP_LAYOUT, param);
        const transNo = (s ?? w)!.InternalRefNo;
        if (await bookedByTransNo(state, transNo)) return '101|FAILED: DUPLICATE TRANSACTION NUMBER';
        if (state.cutOffPassed) return '101|FAILED: ORDER ENTRY TIME IS OVER (CUT OFF TIME PASSED)';
        const r = await sim.registerSystematic({
          clientCode: (s ?? w)!.ClientCode,
          transNo,
          kind: stp ? 'STP' : 'SWP',
          schemeCode: s ? s.FromBSESchemeCode : w!.SchemeCode,
          toSchemeCode: s ? s.ToBSESchemeCode || null : null,
          folioNo: (s ?? w)!.FolioNo || null,
          amountPaise: money((s ?? w)!.InstallmentAmount),
          units4: w?.InstallmentUnits ? parseDecimal(w.InstallmentUnits, 4) : null,
          frequency: (s ?? w)!.FrequencyType,
          startDate: ymdOf((s ?? w)!.StartDate),
          installments: Number(s ? s.NoOfTransfers : w!.NoOfWithdrawls),
          mandateId: null,
          firstOrderToday: (s ?? w)!.FirstOrderToday === 'Y',
        });
        return r.ok ? `100|${stp ? 'STP' : 'SWP'} REGISTERED SUCCESSFULLY|${r.regNo}` : `101|${r.message}`;
      }
      case FLAG.stpCancel:
      case FLAG.swpCancel: {
        const c = fromPipe(SYSTEMATIC_CANCEL_LAYOUT, param);
        const row = await bookedByReference(state, c.RegNo);
        const r = await sim.cancelSystematic(c.RegNo, { kind: flag === FLAG.stpCancel ? 'STP' : 'SWP', reasonCode: null, remarks: c.Remarks || null });
        if (!r.ok) return `101|${r.message}`;
        if (row) await sim.cancelByTransNo({ clientCode: (row.request as { clientCode: string }).clientCode, transNo: row.transNo });
        return '100|REGISTRATION CANCELLED SUCCESSFULLY';
      }
      case FLAG.paymentStatus:
        return paymentStatus(state, fromPipe(PAYMENT_STATUS_LAYOUT, param));
      default:
        return `101|FAILED: INVALID FLAG ${flag}`;
    }
  } catch (err) {
    // a param the layout cannot read is the member's error, answered as the exchange does
    return `101|FAILED: ${err instanceof Error ? err.message : String(err)}`;
  }
}

const BANK_CODES: Record<string, string> = {
  HDFC: 'HDFC Bank',
  ICIC: 'ICICI Bank',
  SBIN: 'State Bank of India',
  UTIB: 'Axis Bank',
  KKBK: 'Kotak Mahindra Bank',
  BARB: 'Bank of Baroda',
  PUNB: 'Punjab National Bank',
  CNRB: 'Canara Bank',
  UBIN: 'Union Bank of India',
  IDFB: 'IDFC FIRST Bank',
};
const bankOf = (ifsc: string) => BANK_CODES[ifsc.slice(0, 4)] ?? ifsc.slice(0, 4);

/** The money for one order: through the gateway (the newest payment that covers it) or outside it (NEFT, cheque). */
async function paymentStatus(state: StandInState, q: { ClientCode: string; OrderNo: string }): Promise<string> {
  const paid = [...state.payments.values()].filter((p) => p.orderNos.includes(q.OrderNo)).at(-1);
  if (paid) {
    const s = await state.sim.paymentStatus({ clientCode: paid.clientCode, paymentRef: paid.ref, mode: paid.mode, createdAt: paid.createdAt });
    if (!s.ok) return `101|${s.message}`;
    if (s.status === 'APPROVED') return `100|PAYMENT APPROVED|${bseDateTimeOf(s.realisedAt ?? state.clock.now())}|${s.bankName ?? ''}|${s.vpa ?? ''}`;
    if (s.status === 'REJECTED') return `100|PAYMENT REJECTED||${s.bankName ?? ''}|${s.vpa ?? ''}`;
    return '100|PAYMENT NOT INITIATED FOR GIVEN ORDER';
  }
  const row = await bookedByReference(state, q.OrderNo);
  if (!row) return '101|FAILED: ORDER NOT FOUND';
  const s = await state.sim.paymentStatus({ clientCode: q.ClientCode, paymentRef: `offline-${q.OrderNo}`, mode: 'NEFT', createdAt: row.createdAt });
  if (s.ok && s.status === 'APPROVED') return `100|PAYMENT APPROVED|${bseDateTimeOf(s.realisedAt ?? state.clock.now())}||`;
  return '100|AWAITING FOR FUNDS CONFIRMATION';
}

type Booked = typeof simExchangeOrders.$inferSelect;
type Req = {
  clientCode: string;
  kind: string;
  schemeCode: string;
  toSchemeCode?: string | null;
  folioNo: string | null;
  amountPaise: string | null;
  units4: string | null;
  allUnits?: boolean;
};

/** The order status report and the allotment and redemption statements, from the stand-in's own book. */
async function reports(state: StandInState, operation: string, param: Rec): Promise<Rec> {
  const from = ymdOf(text(param, 'FromDate'));
  const to = ymdOf(text(param, 'ToDate'));
  const client = text(param, 'ClientCode');
  const rows = (await state.db.select().from(simExchangeOrders)).filter((r: Booked) => {
    const day = istDate(r.createdAt);
    return day >= from && day <= to && (!client || (r.request as Req).clientCode === client);
  });
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.reference.localeCompare(b.reference));
  if (operation === 'OrderStatus') {
    const details = rows.map((r) => {
      const q = r.request as Req;
      const registration = ['XSIP', 'ISIP', 'STP', 'SWP'].includes(q.kind);
      return {
        ALLUnits: q.allUnits ? 'Y' : 'N',
        Amount: q.amountPaise ? formatDecimal(BigInt(q.amountPaise), 2) : '',
        BuySell: q.kind === 'REDEMPTION' || q.kind === 'SWP' ? 'R' : q.kind === 'SWITCH' ? 'SO' : 'P',
        BuySellType: q.folioNo ? 'ADDITIONAL' : 'FRESH',
        ClientCode: q.clientCode,
        Date: dmy(istDate(r.createdAt)),
        FolioNo: q.folioNo ?? '',
        InternalRefNo: r.transNo,
        MemberCode: state.member.memberCode,
        OrderNumber: registration ? '' : r.reference,
        OrderRemarks: r.cancelledAt ? 'ORDER CANCELLED BY MEMBER' : '',
        OrderStatus: r.cancelledAt ? 'CANCELLED' : 'VALID',
        OrderType: registration ? q.kind : 'NRM',
        SIPRegnNo: registration ? r.reference : '',
        SchemeCode: q.schemeCode,
        SubOrderType: q.kind === 'SWITCH' ? 'SWITCH' : 'NRM',
        Time: bseDateTimeOf(r.createdAt).slice(11),
        Units: q.units4 ? formatDecimal(BigInt(q.units4), 4) : '',
      };
    });
    return details.length
      ? { Message: 'SUCCESS', OrderDetails: { OrderDetails: details }, Status: '100' }
      : { Message: 'NO DATA FOUND', OrderDetails: '', Status: '101' };
  }
  const redemption = operation === 'RedemptionStatement';
  const lines = [];
  for (const r of rows) {
    const q = r.request as Req;
    if (r.cancelledAt || q.kind !== (redemption ? 'REDEMPTION' : 'PURCHASE')) continue;
    const navDate = istDate(r.createdAt);
    const nav4 = state.navs.get(`${q.schemeCode}|${navDate}`);
    if (!nav4) continue;
    // amount in paise over NAV (10^4): units scaled 10^4
    const units4 = q.units4 ? BigInt(q.units4) : ((q.amountPaise ? BigInt(q.amountPaise) : 0n) * 1_000_000n) / nav4;
    const amountPaise = q.amountPaise && !q.units4 ? BigInt(q.amountPaise) : (units4 * nav4) / 1_000_000n;
    const common = {
      ClientCode: q.clientCode,
      FolioNo: q.folioNo ?? `${q.clientCode}/01`,
      MemberCode: state.member.memberCode,
      OrderDate: dmy(navDate),
      OrderNo: r.reference,
      OrderType: 'NRM',
      ReportDate: dmy(navDate),
      SchemeCode: q.schemeCode,
      SettType: 'MF',
      ValidFlag: 'Y',
    };
    lines.push(
      redemption
        ? { ...common, Amt: formatDecimal(amountPaise, 2), Nav: formatDecimal(nav4, 4), Unit: formatDecimal(units4, 4) }
        : {
            ...common,
            AllottedAmt: formatDecimal(amountPaise, 2),
            AllottedNav: formatDecimal(nav4, 4),
            AllottedUnit: formatDecimal(units4, 4),
            InternalRefNo: r.transNo,
          },
    );
  }
  const list = redemption ? 'RedemptionDetails' : 'AllotmentDetails';
  return lines.length ? { [list]: { [list]: lines }, Message: 'SUCCESS', Status: '100' } : { [list]: '', Message: 'NO DATA FOUND', Status: '101' };
}
