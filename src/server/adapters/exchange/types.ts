/**
 * The stock-exchange mutual-fund platform (BSE StAR MF or the embedded simulator). Onboarding
 * registers the investor (UCC and FATCA); the transactions module adds orders, mandates and
 * payments to this interface.
 */
export interface ClientRegistration {
  /** the exchange's unique client code; we use the Nivesh ID */
  clientCode: string;
  pan: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string; // YYYY-MM-DD
  gender: 'M' | 'F' | 'O';
  /** SI single, JO joint, AS anyone or survivor */
  holdingNature: 'SI' | 'JO' | 'AS';
  email: string;
  mobile: string;
  address: { line1: string; line2: string; city: string; state: string; pincode: string; country: string };
  bank: { accountNumber: string; ifsc: string; accountType: 'SB' | 'CB' | 'NE' | 'NO'; isDefault: boolean };
  nominees: Array<{ name: string; relation: string; percent: number; isMinor: boolean; guardianName: string | null }>;
  jointHolders: Array<{ name: string; pan: string; dateOfBirth: string }>;
}

export interface FatcaDeclaration {
  clientCode: string;
  pan: string;
  name: string;
  placeOfBirth: string;
  countryOfBirth: string;
  nationality: string;
  taxResidency: string;
  occupationCode: string;
  incomeSlabCode: string;
  sourceOfWealthCode: string;
  pep: 'Y' | 'N' | 'R';
}

export type ExchangeResult<T extends object = object> = ({ ok: true } & T) | { ok: false; message: string };

export interface ExchangeAdapter extends ExchangeOrders, ExchangeMandates, ExchangeReports {
  readonly name: string;
  /** UCC registration (client master) */
  registerClient(input: ClientRegistration): Promise<ExchangeResult<{ clientCode: string }>>;
  /** FATCA declaration upload */
  uploadFatca(input: FatcaDeclaration): Promise<ExchangeResult>;
}

/** A lumpsum purchase, a redemption or a switch, as sent to the exchange's order entry. */
export interface ExchangeOrder {
  clientCode: string;
  /** our unique reference: 19 characters, YYYYMMDD + member code + sequence */
  transNo: string;
  kind: 'PURCHASE' | 'REDEMPTION' | 'SWITCH';
  schemeCode: string;
  toSchemeCode?: string | null;
  folioNo: string | null;
  amountPaise: bigint | null;
  units4: bigint | null;
  allUnits: boolean;
}

/** XSIP/ISIP, SWP and STP registrations. */
export interface SystematicRegistration {
  clientCode: string;
  transNo: string;
  kind: 'XSIP' | 'ISIP' | 'SWP' | 'STP';
  schemeCode: string;
  toSchemeCode?: string | null;
  folioNo: string | null;
  amountPaise: bigint | null;
  units4: bigint | null;
  frequency: string;
  startDate: string;
  installments: number;
  mandateId: string | null;
  firstOrderToday: boolean;
  /** SIP yearly step-up (the exchange's XSIP top-up): a percentage or an amount */
  stepUp?: { percent: number } | { amountPaise: bigint } | null;
}

/** Why a registration is cancelled: the exchange's XSIP reason code (SIP only) and the investor's words. */
export interface SystematicCancel {
  kind: 'SIP' | 'SWP' | 'STP';
  reasonCode: number | null;
  remarks: string | null;
}

/** How an order's money is paid: through the exchange's gateway (net banking, UPI) or outside it (NEFT, cheque). */
export type PaymentMode = 'NETBANKING' | 'UPI' | 'NEFT' | 'CHEQUE';

export interface PaymentRequest {
  clientCode: string;
  /** our payment reference, unique per payment */
  paymentRef: string;
  mode: PaymentMode;
  amountPaise: bigint;
  /** the exchange's order numbers the payment covers */
  orderNos: string[];
  /** where the gateway sends the investor back; the server's public origin */
  origin: string;
  createdAt: Date;
}

export interface PaymentStatus {
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  /** when the money reached the fund house (decides the NAV date) */
  realisedAt: Date | null;
  bankName: string | null;
  vpa: string | null;
}

export interface MandateDebit {
  clientCode: string;
  mandateId: string;
  amountPaise: bigint;
  /** the SIP registration and which instalment this is */
  regNo: string;
  instalment: number;
}

/**
 * Money through the exchange: the payment link an investor opens, the status the exchange
 * reports for a payment, and SIP instalment debits through a registered mandate. Services never
 * build a gateway URL or decide a debit themselves.
 */
export interface ExchangePayments {
  /** the gateway link to pay at (null for NEFT and cheque, which are paid outside the gateway) */
  paymentLink(req: PaymentRequest): Promise<ExchangeResult<{ url: string | null }>>;
  paymentStatus(req: Pick<PaymentRequest, 'clientCode' | 'paymentRef' | 'mode' | 'createdAt'>): Promise<ExchangeResult<PaymentStatus>>;
  debitMandate(req: MandateDebit): Promise<ExchangeResult<{ approved: boolean; reason: string | null }>>;
}

export interface ExchangeOrders extends ExchangePayments {
  placeOrder(order: ExchangeOrder): Promise<ExchangeResult<{ orderNo: string }>>;
  registerSystematic(reg: SystematicRegistration): Promise<ExchangeResult<{ regNo: string }>>;
  cancelSystematic(regNo: string, why: SystematicCancel): Promise<ExchangeResult>;
  /** XSIP pause: the `instalments` instalments from `fromDate` are not debited */
  pauseSystematic(regNo: string, pause: { fromDate: string; instalments: number }): Promise<ExchangeResult>;
  /** ends an XSIP pause: instalments from `fromDate` are debited again */
  resumeSystematic(regNo: string, resume: { fromDate: string }): Promise<ExchangeResult>;
  /**
   * Cancels whatever the exchange booked under our transaction number (an order, or a SIP/SWP/STP
   * registration), used when placing is given up so nothing stands at the exchange that our books
   * call FAILED. `found` is false when nothing was booked under that number; cancelling twice is fine.
   */
  cancelByTransNo(req: { clientCode: string; transNo: string }): Promise<ExchangeResult<{ found: boolean }>>;
}

/**
 * Mandate registration: X physical NACH (a signed form goes to the bank), N E-NACH and
 * I ISIP (the investor authorises on the exchange's or bank's page). Debits against an approved
 * mandate belong to the order engine.
 */
export interface MandateRegistration {
  clientCode: string;
  mandateType: 'X' | 'N' | 'I';
  amountPaise: bigint;
  accountNumber: string;
  ifsc: string;
  accountType: 'SB' | 'CB' | 'NE' | 'NO';
  bankName: string;
  startDate: string; // YYYY-MM-DD
  endDate: string; // YYYY-MM-DD
}

/** Our four states; the exchange's own words are mapped onto them by the adapter. */
export type MandateState = 'REGISTERED' | 'UNDER_APPROVAL' | 'APPROVED' | 'REJECTED';

export interface ExchangeMandates {
  /** `authUrl`: where the investor authorises an E-NACH/ISIP mandate (may be a path on our origin); null for NACH */
  registerMandate(m: MandateRegistration): Promise<ExchangeResult<{ mandateId: string; authUrl: string | null }>>;
  /** the signed NACH form (image or PDF) for the exchange to send to the bank */
  uploadMandateForm(mandateId: string, file: { bytes: Uint8Array; contentType: string }): Promise<ExchangeResult>;
  mandateStatus(mandateId: string): Promise<ExchangeResult<{ status: MandateState; remarks: string | null }>>;
}

/** One order or registration as the exchange's order status report shows it. */
export interface ExchangeOrderState {
  clientCode: string;
  /** our transaction number it was placed under */
  transNo: string;
  /** the exchange's order number (or SIP/SWP/STP registration number) */
  orderNo: string;
  /** BOOKED: accepted and standing; CANCELLED: cancelled at the exchange; REJECTED: refused by the exchange or the fund house */
  state: 'BOOKED' | 'CANCELLED' | 'REJECTED';
  /** the exchange's words (its remarks column), when it gives any */
  remarks: string | null;
}

/** One line of the exchange's allotment (or redemption) statement. */
export interface ExchangeAllotment {
  clientCode: string;
  orderNo: string;
  schemeCode: string;
  folioNo: string;
  /** units allotted or redeemed, scaled by 10^4 */
  units4: bigint;
  /** the NAV applied, scaled by 10^4 */
  nav4: bigint;
  amountPaise: bigint;
  /** the NAV date (IST, YYYY-MM-DD) */
  navDate: string;
}

/**
 * What the exchange knows, asked rather than assumed: before an order whose placing had an
 * unknown outcome (a time-out, a cut connection) is placed again, the engine asks for it by our
 * transaction number; the reconciliation job compares our books with the order status report and
 * the allotment statement.
 */
export interface ExchangeReports {
  /** the order or registration booked under our transaction number, or null when the exchange has none */
  findByTransNo(req: { clientCode: string; transNo: string }): Promise<ExchangeResult<{ order: ExchangeOrderState | null }>>;
  /** every order booked on one exchange day (IST, YYYY-MM-DD) */
  orderStatusReport(req: { date: string }): Promise<ExchangeResult<{ orders: ExchangeOrderState[] }>>;
  /** allotments and redemptions whose NAV date falls in from..to (IST, inclusive) */
  allotmentStatement(req: { from: string; to: string }): Promise<ExchangeResult<{ allotments: ExchangeAllotment[] }>>;
}
