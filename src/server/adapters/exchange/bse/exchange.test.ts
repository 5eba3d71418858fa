import { beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock.ts';
import type { ExchangeOrder } from '../types.ts';
import { bseExchange, type BseBooks } from './exchange.ts';
import { OrderOutcomeUnknown, type BseCredentials } from './order-entry.ts';
import { fault, fileRecord, orderAnswer, orderDetails, uploadAnswer, uploadRecord } from './recorded.ts';
import { parseXml, NoAnswer } from './soap.ts';

/**
 * The BSE adapter against recorded answers: every call's request is read back (its action, its
 * WS-Addressing headers and its fields) and answered with what the exchange writes, including its
 * refusals, an expired session password, a duplicate transaction number and a time-out.
 */
const creds: BseCredentials = {
  memberCode: '10231',
  userId: '1023101',
  password: 'member-pw',
  passKey: 'PASSKEY1',
  orderUrl: 'https://bsestarmfdemo.bseindia.com/MFOrderEntry/MFOrder.svc',
  uploadUrl: 'https://bsestarmfdemo.bseindia.com/MFUploadService/MFUploadService.svc',
  fileUploadUrl: 'https://bsestarmfdemo.bseindia.com/StarMFFileUploadService/StarMFFileUploadService.svc',
  apiUrl: 'https://bsestarmfdemo.bseindia.com/StarMFCommonAPI',
  timeoutMs: 200,
  sessionMinutes: 50,
};

interface Sent {
  url: string;
  action: string;
  operation: string;
  fields: Record<string, unknown>;
  json: Record<string, string> | null;
}
/** One scripted answer: the operation it must be for, and what comes back (a body, or no answer at all). */
type Step = { op: string; answer: string | 'hang'; status?: number };

let script: Step[];
let sent: Sent[];
const clock = new ManualClock('2026-11-28T05:30:00Z'); // 11:00 IST

const fakeFetch: typeof fetch = async (input, init) => {
  const url = String(input);
  const body = String(init?.body ?? '');
  const headers = new Headers(init?.headers);
  let s: Sent;
  if ((headers.get('content-type') ?? '').startsWith('application/json')) {
    s = { url, action: '', operation: url.split('/').at(-1)!, fields: {}, json: JSON.parse(body) as Record<string, string> };
  } else {
    const action = /action="([^"]+)"/.exec(headers.get('content-type') ?? '')?.[1] ?? '';
    const doc = parseXml(body) as { Envelope: { Header: { Action: string; To: string }; Body: Record<string, Record<string, unknown>> } };
    // WCF's wsHttpBinding refuses a message whose addressing headers do not match
    expect(doc.Envelope.Header.Action).toBe(action);
    expect(doc.Envelope.Header.To).toBe(url);
    const [operation, fields] = Object.entries(doc.Envelope.Body)[0]!;
    expect(action.endsWith(`/${operation}`)).toBe(true);
    s = { url, action, operation, fields: fields ?? {}, json: null };
  }
  sent.push(s);
  const step = script.shift();
  if (!step) throw new Error(`no recorded answer for ${s.operation}`);
  expect(s.operation).toBe(step.op);
  if (step.answer === 'hang') {
    return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
  }
  const json = step.answer.startsWith('{');
  return new Response(step.answer, {
    status: step.status ?? 200,
    headers: { 'content-type': json ? 'application/json' : 'application/soap+xml; charset=utf-8' },
  });
};

const books: BseBooks = {
  paymentOrders: async (ref) => (ref === 'PAYREF0001abcdef' ? ['31450001', '31450002'] : []),
  registrationClient: async (regNo) => (regNo.startsWith('5') ? 'NIV0000042' : null),
  nextTransNo: async () => '2026112810231000900',
};
const adapter = () => bseExchange(creds, { books, clock, fetchImpl: fakeFetch });
const pw = (text = '100|SESSPW1') => ({ op: 'getPassword', answer: orderAnswer('getPassword', text) });
const upw = (text = '100|UPLPW1') => ({ op: 'getPassword', answer: uploadAnswer('getPassword', text) });
const order = (over: Partial<ExchangeOrder> = {}): ExchangeOrder => ({
  clientCode: 'NIV0000042',
  transNo: '2026112810231000071',
  kind: 'PURCHASE',
  schemeCode: 'HDFC-GR',
  folioNo: null,
  amountPaise: 500_000n,
  units4: null,
  allUnits: false,
  ...over,
});
const statusOf = (lines: string) => ({
  op: 'OrderStatus',
  answer: uploadRecord(
    'OrderStatus',
    lines
      ? `<a:Message>SUCCESS</a:Message><a:OrderDetails>${lines}</a:OrderDetails><a:Status>100</a:Status>`
      : '<a:Message>NO DATA FOUND</a:Message><a:OrderDetails/><a:Status>101</a:Status>',
  ),
});

beforeEach(() => {
  script = [];
  sent = [];
  clock.set('2026-11-28T05:30:00Z');
});

describe('BSE order entry (MFOrder.svc)', () => {
  it('places a fresh purchase with the session password and reads the order number', async () => {
    script = [
      pw(),
      {
        op: 'orderEntryParam',
        answer: orderAnswer(
          'orderEntryParam',
          'NEW|2026112810231000071|31450001|1023101|10231|NIV0000042|ORD CONF: Your Request for FRESH PURCHASE 5000.00 in SCHEME: HDFC-GR is confirmed for CLIENT CODE: NIV0000042 ORDER NO: 31450001|0',
        ),
      },
    ];
    expect(await adapter().placeOrder(order())).toEqual({ ok: true, orderNo: '31450001' });
    expect(sent[0]!.fields).toEqual({ UserId: '1023101', Password: 'member-pw', PassKey: 'PASSKEY1' });
    expect(sent[1]!.action).toBe('http://bsestarmf.in/MFOrderEntry/orderEntryParam');
    expect(sent[1]!.fields).toMatchObject({
      TransCode: 'NEW',
      TransNo: '2026112810231000071',
      UserID: '1023101',
      MemberId: '10231',
      ClientCode: 'NIV0000042',
      SchemeCd: 'HDFC-GR',
      BuySell: 'P',
      BuySellType: 'FRESH',
      DPTxn: 'P',
      OrderVal: '5000.00',
      AllRedeem: 'N',
      KYCStatus: 'Y',
      RefNo: '2026112810231000071',
      EUINVal: 'N',
      DPC: 'Y',
      Password: 'SESSPW1',
      PassKey: 'PASSKEY1',
    });
  });

  it('sends an additional purchase into its folio, a redemption by units and one of all units', async () => {
    const ex = adapter();
    script = [
      pw(),
      ...['31450002', '31450003', '31450004'].map((no) => ({
        op: 'orderEntryParam',
        answer: orderAnswer('orderEntryParam', `NEW|2026112810231000071|${no}|1023101|10231|NIV0000042|ORD CONF|0`),
      })),
    ];
    await ex.placeOrder(order({ folioNo: '1234567/89' }));
    await ex.placeOrder(order({ kind: 'REDEMPTION', folioNo: '1234567/89', amountPaise: null, units4: 123_456n }));
    await ex.placeOrder(order({ kind: 'REDEMPTION', folioNo: '1234567/89', amountPaise: null, allUnits: true }));
    expect(
      sent.slice(1).map((s) => [s.fields.BuySell, s.fields.BuySellType, s.fields.OrderVal ?? '', s.fields.Qty ?? '', s.fields.AllRedeem, s.fields.FolioNo]),
    ).toEqual([
      ['P', 'ADDITIONAL', '5000.00', '', 'N', '1234567/89'],
      ['R', 'ADDITIONAL', '', '12.3456', 'N', '1234567/89'],
      ['R', 'ADDITIONAL', '', '', 'Y', '1234567/89'],
    ]);
    // one session password for all three
    expect(sent.filter((s) => s.operation === 'getPassword')).toHaveLength(1);
  });

  it("refuses with the exchange's words when SuccessFlag is 1, scheme not allowed and cut-off passed among them", async () => {
    const ex = adapter();
    script = [
      pw(),
      {
        op: 'orderEntryParam',
        answer: orderAnswer('orderEntryParam', 'NEW|2026112810231000071|0|1023101|10231|NIV0000042|FAILED: MINIMUM PURCHASE AMOUNT IS 5000|1'),
      },
      {
        op: 'orderEntryParam',
        answer: orderAnswer(
          'orderEntryParam',
          'NEW|2026112810231000071|0|1023101|10231|NIV0000042|FAILED: SCHEME HDFC-GR IS NOT ALLOWED FOR THIS TRANSACTION|1',
        ),
      },
      {
        op: 'orderEntryParam',
        answer: orderAnswer('orderEntryParam', 'NEW|2026112810231000071|0|1023101|10231|NIV0000042|FAILED: ORDER ENTRY TIME IS OVER (CUT OFF TIME PASSED)|1'),
      },
    ];
    expect(await ex.placeOrder(order())).toEqual({ ok: false, message: 'MINIMUM PURCHASE AMOUNT IS 5000' });
    expect(await ex.placeOrder(order())).toEqual({ ok: false, message: 'SCHEME HDFC-GR IS NOT ALLOWED FOR THIS TRANSACTION' });
    expect(await ex.placeOrder(order())).toEqual({
      ok: false,
      message: "The exchange's order time for this order has passed (FAILED: ORDER ENTRY TIME IS OVER (CUT OFF TIME PASSED))",
    });
  });

  it('renews an expired session password and sends once more; and renews before it expires', async () => {
    const ex = adapter();
    script = [
      pw('100|OLDPW'),
      {
        op: 'orderEntryParam',
        answer: orderAnswer('orderEntryParam', 'NEW|2026112810231000071|0|1023101|10231|NIV0000042|FAILED: PASSWORD EXPIRED OR INVALID|1'),
      },
      pw('100|NEWPW'),
      { op: 'orderEntryParam', answer: orderAnswer('orderEntryParam', 'NEW|2026112810231000071|31450001|1023101|10231|NIV0000042|ORD CONF|0') },
    ];
    expect(await ex.placeOrder(order())).toEqual({ ok: true, orderNo: '31450001' });
    expect(sent.filter((s) => s.operation === 'orderEntryParam').map((s) => s.fields.Password)).toEqual(['OLDPW', 'NEWPW']);
    clock.advance(51 * 60_000);
    script = [
      pw('100|NEXTPW'),
      { op: 'orderEntryParam', answer: orderAnswer('orderEntryParam', 'NEW|2026112810231000072|31450002|1023101|10231|NIV0000042|ORD CONF|0') },
    ];
    expect(await ex.placeOrder(order({ transNo: '2026112810231000072' }))).toEqual({ ok: true, orderNo: '31450002' });
    expect(sent.at(-1)!.fields.Password).toBe('NEXTPW');
  });

  it('a duplicate transaction number is an earlier attempt of ours: its order is found in the order status report', async () => {
    script = [
      pw(),
      {
        op: 'orderEntryParam',
        answer: orderAnswer('orderEntryParam', 'NEW|2026112810231000071|0|1023101|10231|NIV0000042|FAILED: DUPLICATE TRANSACTION NUMBER|1'),
      },
      statusOf(orderDetails({ client: 'NIV0000042', transNo: '2026112810231000071', orderNo: '31450001' })),
    ];
    expect(await adapter().placeOrder(order())).toEqual({ ok: true, orderNo: '31450001' });
    expect(sent[2]!.fields.Param).toMatchObject({
      ClientCode: 'NIV0000042',
      FromDate: '28/11/2026',
      ToDate: '28/11/2026',
      MemberCode: '10231',
      UserId: '1023101',
      Password: 'member-pw',
    });
  });

  it('a time-out is an unknown outcome: asked about, sent again once under the same number, never a refusal', async () => {
    script = [
      pw(),
      { op: 'orderEntryParam', answer: 'hang' },
      statusOf(''),
      { op: 'orderEntryParam', answer: orderAnswer('orderEntryParam', 'NEW|2026112810231000071|31450001|1023101|10231|NIV0000042|ORD CONF|0') },
    ];
    expect(await adapter().placeOrder(order())).toEqual({ ok: true, orderNo: '31450001' });
    script = [pw(), { op: 'orderEntryParam', answer: 'hang' }, statusOf(''), { op: 'orderEntryParam', answer: 'hang' }];
    await expect(adapter().placeOrder(order())).rejects.toBeInstanceOf(OrderOutcomeUnknown);
    // an answer lost after the exchange booked it: found, not sent again
    script = [
      pw(),
      { op: 'orderEntryParam', answer: 'hang' },
      statusOf(orderDetails({ client: 'NIV0000042', transNo: '2026112810231000071', orderNo: '31450009' })),
    ];
    expect(await adapter().placeOrder(order())).toEqual({ ok: true, orderNo: '31450009' });
  });

  it('a SOAP fault or an order of another day is no order', async () => {
    script = [
      pw(),
      {
        op: 'orderEntryParam',
        answer: fault("The message with Action '' cannot be processed at the receiver, due to a ContractFilter mismatch at the EndpointDispatcher."),
        status: 500,
      },
    ];
    await expect(adapter().placeOrder(order())).rejects.toThrow('ContractFilter mismatch');
    expect(await adapter().placeOrder(order({ transNo: '2026112710231000001' }))).toMatchObject({
      ok: false,
      message: expect.stringContaining('is not one of member 10231 for today'),
    });
  });

  it('switches by switchOrderEntryParam', async () => {
    script = [
      pw(),
      {
        op: 'switchOrderEntryParam',
        answer: orderAnswer('switchOrderEntryParam', 'NEW|2026112810231000071|31450005|1023101|10231|NIV0000042|ORD CONF: SWITCH|0'),
      },
    ];
    expect(await adapter().placeOrder(order({ kind: 'SWITCH', toSchemeCode: 'HDFC-LIQ', folioNo: '1234567/89', amountPaise: null, allUnits: true }))).toEqual({
      ok: true,
      orderNo: '31450005',
    });
    expect(sent[1]!.fields).toMatchObject({
      TransCode: 'NEW',
      FromSchemeCd: 'HDFC-GR',
      ToSchemeCd: 'HDFC-LIQ',
      BuySell: 'SO',
      AllUnitsFlag: 'Y',
      FolioNo: '1234567/89',
      MemberId: '10231',
    });
  });

  it('registers an XSIP with its mandate and an ISIP with its mandate in Param2, with a top-up; cancels with a reason code', async () => {
    const ex = adapter();
    const reg = {
      clientCode: 'NIV0000042',
      transNo: '2026112810231000073',
      kind: 'XSIP' as const,
      schemeCode: 'HDFC-GR',
      folioNo: null,
      amountPaise: 100_000n,
      units4: null,
      frequency: 'MONTHLY',
      startDate: '2026-12-05',
      installments: 12,
      mandateId: '2000001',
      firstOrderToday: true,
      stepUp: { percent: 10 },
    };
    script = [
      pw(),
      {
        op: 'xsipOrderEntryParam',
        answer: orderAnswer(
          'xsipOrderEntryParam',
          'NEW|2026112810231000073|10231|NIV0000042|1023101|5000001|XSIP HAS BEEN REGISTERED, XSIP REG NO IS 5000001|0',
        ),
      },
      { op: 'xsipOrderEntryParam', answer: orderAnswer('xsipOrderEntryParam', 'NEW|2026112810231000073|10231|NIV0000042|1023101|5000002|ISIP REGISTERED|0') },
      { op: 'xsipOrderEntryParam', answer: orderAnswer('xsipOrderEntryParam', 'CXL|2026112810231000900|10231|NIV0000042|1023101|5000001|XSIP CANCELLED|0') },
      {
        op: 'xsipOrderEntryParam',
        answer: orderAnswer('xsipOrderEntryParam', 'CXL|2026112810231000900|10231|NIV0000042|1023101|0|FAILED: XSIP REGISTRATION NOT FOUND|1'),
      },
    ];
    expect(await ex.registerSystematic(reg)).toEqual({ ok: true, regNo: '5000001' });
    expect(sent[1]!.fields).toMatchObject({
      TransactionCode: 'NEW',
      UniqueRefNo: '2026112810231000073',
      InternalRefNo: '2026112810231000073',
      StartDate: '05/12/2026',
      FrequencyType: 'MONTHLY',
      InstallmentAmount: '1000.00',
      NoOfInstallment: '12',
      FirstOrderFlag: 'Y',
      MandateID: '2000001',
      Param1: '10%',
    });
    expect(await ex.registerSystematic({ ...reg, kind: 'ISIP', stepUp: { amountPaise: 50_000n } })).toEqual({ ok: true, regNo: '5000002' });
    expect(sent[2]!.fields).toMatchObject({ Param2: '2000001', Param1: '500.00' });
    expect(sent[2]!.fields.MandateID ?? '').toBe('');
    expect(await ex.cancelSystematic('5000001', { kind: 'SIP', reasonCode: 4, remarks: null })).toEqual({ ok: true });
    expect(sent[3]!.fields).toMatchObject({
      TransactionCode: 'CXL',
      UniqueRefNo: '2026112810231000900',
      ClientCode: 'NIV0000042',
      XsipRegID: '5000001',
      Param1: '4',
    });
    expect(await ex.cancelSystematic('5000001', { kind: 'SIP', reasonCode: 4, remarks: null })).toEqual({ ok: false, message: 'XSIP REGISTRATION NOT FOUND' });
  });
});

describe('BSE additional services (MFAPI and the data-contract calls)', () => {
  const reg = {
    clientCode: 'NIV0000042',
    pan: 'ABCPK1234Z',
    firstName: 'Asha',
    lastName: 'Kulkarni',
    dateOfBirth: '1988-04-14',
    gender: 'F' as const,
    holdingNature: 'SI' as const,
    email: 'asha@example.in',
    mobile: '9876543210',
    address: { line1: '12, Prabhat Road', line2: 'Erandwane', city: 'Pune', state: 'Maharashtra', pincode: '411004', country: 'India' },
    bank: { accountNumber: '50100234567890', ifsc: 'HDFC0000007', accountType: 'SB' as const, isDefault: true },
    nominees: [
      { name: 'Rohan Kulkarni', relation: 'Spouse', percent: 60, isMinor: false, guardianName: null },
      { name: 'Mira Kulkarni', relation: 'Daughter', percent: 40, isMinor: true, guardianName: 'Rohan Kulkarni' },
    ],
    jointHolders: [],
  };

  it('registers the client (flag 02) and uploads FATCA (flag 01) under the additional services password', async () => {
    const ex = adapter();
    script = [
      upw(),
      { op: 'MFAPI', answer: uploadAnswer('MFAPI', '100|RECORD INSERTED SUCCESSFULLY|NIV0000042') },
      { op: 'MFAPI', answer: uploadAnswer('MFAPI', '100|RECORD INSERTED SUCCESSFULLY') },
    ];
    expect(await ex.registerClient(reg)).toEqual({ ok: true, clientCode: 'NIV0000042' });
    expect(sent[0]!.fields).toEqual({ UserId: '1023101', MemberId: '10231', Password: 'member-pw', PassKey: 'PASSKEY1' });
    expect(sent[1]!.action).toBe('http://www.bsestarmf.in/2016/01/IStarMFWebService/MFAPI');
    expect(sent[1]!.fields).toMatchObject({ Flag: '02', UserId: '1023101', EncryptedPassword: 'UPLPW1' });
    expect(String(sent[1]!.fields.param)).toBe(
      'NIV0000042|SI|01|01|Asha||Kulkarni|||14/04/1988|F||ABCPK1234Z|P|SB|50100234567890||HDFC0000007|Y|Asha Kulkarni|12, Prabhat Road|Erandwane||Pune|Maharashtra|411004|India|asha@example.in|E|02|||||9876543210|Rohan Kulkarni|Spouse|60|N||Mira Kulkarni|Daughter|40|Y|Rohan Kulkarni||||||Y||',
    );
    expect(
      await ex.uploadFatca({
        clientCode: 'NIV0000042',
        pan: 'ABCPK1234Z',
        name: 'Asha Kulkarni',
        placeOfBirth: 'Pune',
        countryOfBirth: 'India',
        nationality: 'India',
        taxResidency: 'India',
        occupationCode: '41',
        incomeSlabCode: '34',
        sourceOfWealthCode: '01',
        pep: 'N',
      }),
    ).toEqual({ ok: true });
    expect(sent[2]!.fields.Flag).toBe('01');
    expect(String(sent[2]!.fields.param).split('|').slice(0, 12)).toEqual([
      'ABCPK1234Z',
      '',
      'Asha Kulkarni',
      '',
      '',
      '',
      '01',
      'E',
      '1',
      'Pune',
      'India',
      'India',
    ]);
  });

  it("refuses with the exchange's words, and renews the password it says expired", async () => {
    const ex = adapter();
    script = [
      upw(),
      { op: 'MFAPI', answer: uploadAnswer('MFAPI', '101|FAILED: INVALID IFSC CODE') },
      { op: 'MFAPI', answer: uploadAnswer('MFAPI', '101|FAILED: PASSWORD EXPIRED OR INVALID') },
      upw('100|UPLPW2'),
      { op: 'MFAPI', answer: uploadAnswer('MFAPI', '100|RECORD INSERTED SUCCESSFULLY|NIV0000042') },
    ];
    expect(await ex.registerClient(reg)).toEqual({ ok: false, message: 'INVALID IFSC CODE' });
    expect(await ex.registerClient(reg)).toEqual({ ok: true, clientCode: 'NIV0000042' });
    expect(sent.at(-1)!.fields.EncryptedPassword).toBe('UPLPW2');
  });

  it('a time-out of a registration is thrown as no answer, never reported as a refusal', async () => {
    script = [upw(), { op: 'MFAPI', answer: 'hang' }];
    await expect(adapter().registerClient(reg)).rejects.toBeInstanceOf(NoAnswer);
  });

  it('registers an E-NACH mandate (flag 06) and asks for its authorisation URL; reads its status from the mandate details', async () => {
    const ex = adapter();
    script = [
      upw(),
      { op: 'MFAPI', answer: uploadAnswer('MFAPI', '100|MANDATE REGISTRATION DONE SUCCESSFULLY|2000001') },
      {
        op: 'EMandateAuthURL',
        answer: uploadRecord(
          'EMandateAuthURL',
          '<a:Filler/><a:ResponseString>https://bsestarmf.in/EMandate/Auth?id=abc</a:ResponseString><a:Status>100</a:Status>',
        ),
      },
      {
        op: 'MandateDetails',
        answer: uploadRecord(
          'MandateDetails',
          '<a:MandateDetails><a:MandateDetails><a:Amount>25000.00</a:Amount><a:ApprovedDate/><a:BankAccNo>XXXX7890</a:BankAccNo><a:BankBranch/><a:BankName>HDFC Bank</a:BankName><a:ClientCode>NIV0000042</a:ClientCode><a:ClientName/><a:CollectionType>MAXIMUM AMOUNT</a:CollectionType><a:MandateId>2000001</a:MandateId><a:MandateType>NET BANKING</a:MandateType><a:MemberCode>10231</a:MemberCode><a:RegnDate>28/11/2026 11:00:00</a:RegnDate><a:Remarks/><a:Status>UNDER PROCESSING</a:Status><a:UMRNNo/><a:UploadDate/></a:MandateDetails></a:MandateDetails><a:Message>SUCCESS</a:Message><a:Status>100</a:Status>',
        ),
      },
    ];
    expect(
      await ex.registerMandate({
        clientCode: 'NIV0000042',
        mandateType: 'N',
        amountPaise: 2_500_000n,
        accountNumber: '50100234567890',
        ifsc: 'HDFC0000007',
        accountType: 'SB',
        bankName: 'HDFC Bank',
        startDate: '2026-11-28',
        endDate: '2099-12-31',
      }),
    ).toEqual({ ok: true, mandateId: '2000001', authUrl: 'https://bsestarmf.in/EMandate/Auth?id=abc' });
    expect(sent[1]!.fields).toMatchObject({ Flag: '06', param: 'NIV0000042|25000.00|N|50100234567890|SB|HDFC0000007||28/11/2026|31/12/2099' });
    expect(sent[2]!.fields.Param).toEqual({ ClientCode: 'NIV0000042', MandateID: '2000001', MemberCode: '10231', Password: 'member-pw', UserId: '1023101' });
    expect(await ex.mandateStatus('2000001')).toEqual({ ok: true, status: 'UNDER_APPROVAL', remarks: null });
    expect(sent[3]!.fields.Param).toMatchObject({ EncryptedPassword: 'UPLPW1', MandateId: '2000001', MemberCode: '10231', ToDate: '28/11/2026' });
  });

  it('uploads the signed NACH form to the file upload service under its own password', async () => {
    script = [
      upw(),
      {
        op: 'MandateDetails',
        answer: uploadRecord(
          'MandateDetails',
          '<a:MandateDetails><a:MandateDetails><a:Amount>100000.00</a:Amount><a:ClientCode>NIV0000042</a:ClientCode><a:MandateId>2000002</a:MandateId><a:Status>REGISTERED BY MEMBER</a:Status></a:MandateDetails></a:MandateDetails><a:Message>SUCCESS</a:Message><a:Status>100</a:Status>',
        ),
      },
      { op: 'GetPassword', answer: fileRecord('GetPassword', '<a:Filler/><a:ResponseString>FILEPW1</a:ResponseString><a:Status>100</a:Status>') },
      {
        op: 'UploadMandateScanFile',
        answer: fileRecord('UploadMandateScanFile', '<a:Filler/><a:ResponseString>FILE UPLOADED SUCCESSFULLY</a:ResponseString><a:Status>100</a:Status>'),
      },
    ];
    expect(await adapter().uploadMandateForm('2000002', { bytes: new Uint8Array([0xff, 0xd8, 0xff]), contentType: 'image/jpeg' })).toEqual({ ok: true });
    expect(sent[2]!.action).toBe('http://tempuri.org/IStarMFFileUploadService/GetPassword');
    expect(sent[3]!.fields.Data).toMatchObject({
      ClientCode: 'NIV0000042',
      EncryptedPassword: 'FILEPW1',
      ImageName: '2000002.jpg',
      ImageType: 'JPG',
      MandateId: '2000002',
      MemberCode: '10231',
      pFileBytes: '/9j/',
    });
  });

  it('registers STP (flag 07) and SWP (flag 08) and cancels them (flags 09 and 10)', async () => {
    const ex = adapter();
    const base = {
      clientCode: 'NIV0000042',
      transNo: '2026112810231000074',
      schemeCode: 'HDFC-LIQ',
      toSchemeCode: 'HDFC-GR',
      folioNo: '1234567/89',
      amountPaise: 200_000n,
      units4: null,
      frequency: 'MONTHLY',
      startDate: '2026-12-10',
      installments: 6,
      mandateId: null,
      firstOrderToday: false,
    };
    script = [
      upw(),
      { op: 'MFAPI', answer: uploadAnswer('MFAPI', '100|STP REGISTERED SUCCESSFULLY|6000001') },
      { op: 'MFAPI', answer: uploadAnswer('MFAPI', '100|SWP REGISTERED SUCCESSFULLY|6000002') },
      { op: 'MFAPI', answer: uploadAnswer('MFAPI', '100|REGISTRATION CANCELLED SUCCESSFULLY') },
    ];
    expect(await ex.registerSystematic({ ...base, kind: 'STP' })).toEqual({ ok: true, regNo: '6000001' });
    expect(sent[1]!.fields).toMatchObject({
      Flag: '07',
      param: 'NIV0000042|HDFC-LIQ|HDFC-GR|ADDITIONAL|P|1234567/89|2026112810231000074|10/12/2026|MONTHLY|6|2000.00|N||N|||',
    });
    expect(await ex.registerSystematic({ ...base, kind: 'SWP', toSchemeCode: null })).toEqual({ ok: true, regNo: '6000002' });
    expect(sent[2]!.fields).toMatchObject({ Flag: '08', param: 'NIV0000042|1234567/89|HDFC-LIQ|P|2026112810231000074|10/12/2026|6|MONTHLY|2000.00||N||N|||' });
    expect(await ex.cancelSystematic('6000001', { kind: 'STP', reasonCode: null, remarks: 'Goal reached' })).toEqual({ ok: true });
    expect(sent[3]!.fields).toMatchObject({ Flag: '09', param: '|6000001|Goal reached' });
  });

  it('asks for a payment link by the JSON payment gateway API and the status of each order it covers (flag 11)', async () => {
    const ex = adapter();
    script = [
      {
        op: 'PaymentGatewayAPI',
        answer: JSON.stringify({
          statuscode: '100',
          internalrefno: 'PAYREF0001abcdef',
          responsestring: 'https://bsestarmf.in/ClientOrderPayment.aspx?id=PAYREF0001abcdef',
          filler1: '',
          filler2: '',
          filler3: '',
        }),
      },
    ];
    const createdAt = clock.now();
    expect(
      await ex.paymentLink({
        clientCode: 'NIV0000042',
        paymentRef: 'PAYREF0001abcdef',
        mode: 'UPI',
        amountPaise: 1_000_000n,
        orderNos: ['31450001', '31450002'],
        origin: 'https://app.nivesh.in',
        createdAt,
      }),
    ).toEqual({ ok: true, url: 'https://bsestarmf.in/ClientOrderPayment.aspx?id=PAYREF0001abcdef' });
    expect(sent[0]!.url).toBe('https://bsestarmfdemo.bseindia.com/StarMFCommonAPI/PaymentGatewayAPI');
    expect(sent[0]!.json).toMatchObject({
      LoginId: '1023101',
      membercode: '10231',
      clientcode: 'NIV0000042',
      modeofpayment: 'UPI',
      ordernumber: '31450001,31450002',
      totalamount: '10000.00',
      internalrefno: 'PAYREF0001abcdef',
      loopbackURL: 'https://app.nivesh.in/api/exchange/payment-return/PAYREF0001abcdef',
      allowloopBack: 'Y',
    });
    // NEFT money is paid outside the gateway
    expect(
      await ex.paymentLink({
        clientCode: 'NIV0000042',
        paymentRef: 'PAYREF0001abcdef',
        mode: 'NEFT',
        amountPaise: 1_000_000n,
        orderNos: ['31450001'],
        origin: 'https://app.nivesh.in',
        createdAt,
      }),
    ).toEqual({ ok: true, url: null });

    script = [
      upw(),
      { op: 'MFAPI', answer: uploadAnswer('MFAPI', '100|PAYMENT APPROVED|28/11/2026 11:04:10|HDFC Bank|') },
      { op: 'MFAPI', answer: uploadAnswer('MFAPI', '100|AWAITING FOR FUNDS CONFIRMATION') },
    ];
    expect(await ex.paymentStatus({ clientCode: 'NIV0000042', paymentRef: 'PAYREF0001abcdef', mode: 'UPI', createdAt })).toEqual({
      ok: true,
      status: 'PENDING',
      realisedAt: null,
      bankName: null,
      vpa: null,
    });
    expect(sent.slice(-2).map((s) => s.fields.param)).toEqual(['NIV0000042|31450001|BSEMF', 'NIV0000042|31450002|BSEMF']);
    script = [
      { op: 'MFAPI', answer: uploadAnswer('MFAPI', '100|PAYMENT APPROVED|28/11/2026 11:04:10|HDFC Bank|') },
      { op: 'MFAPI', answer: uploadAnswer('MFAPI', '100|PAYMENT APPROVED|28/11/2026 11:05:00|HDFC Bank|') },
    ];
    expect(await ex.paymentStatus({ clientCode: 'NIV0000042', paymentRef: 'PAYREF0001abcdef', mode: 'UPI', createdAt })).toEqual({
      ok: true,
      status: 'APPROVED',
      realisedAt: new Date('2026-11-28T05:35:00Z'),
      bankName: 'HDFC Bank',
      vpa: null,
    });
    script = [{ op: 'MFAPI', answer: uploadAnswer('MFAPI', '100|PAYMENT REJECTED||HDFC Bank|') }];
    expect(await ex.paymentStatus({ clientCode: 'NIV0000042', paymentRef: 'PAYREF0001abcdef', mode: 'UPI', createdAt })).toMatchObject({
      ok: true,
      status: 'REJECTED',
    });
  });

  it('pauses and resumes an XSIP by the JSON API', async () => {
    const ex = adapter();
    script = [
      { op: 'XSIPPause', answer: JSON.stringify({ StatusCode: '100', Remarks: 'XSIP PAUSED SUCCESSFULLY' }) },
      { op: 'XSIPResume', answer: JSON.stringify({ StatusCode: '101', Remarks: 'XSIP IS NOT PAUSED' }) },
    ];
    expect(await ex.pauseSystematic('5000001', { fromDate: '2027-01-05', instalments: 2 })).toEqual({ ok: true });
    expect(sent[0]!.json).toMatchObject({ MemberCode: '10231', ClientCode: 'NIV0000042', RegnNo: '5000001', FromDate: '05/01/2027', NoOfInstallments: '2' });
    expect(await ex.resumeSystematic('5000001', { fromDate: '2027-01-05' })).toEqual({ ok: false, message: 'XSIP IS NOT PAUSED' });
  });

  it('debits a mandate only when the exchange reports it approved and the amount is within it', async () => {
    const details = (status: string) => ({
      op: 'MandateDetails',
      answer: uploadRecord(
        'MandateDetails',
        `<a:MandateDetails><a:MandateDetails><a:Amount>1000.00</a:Amount><a:ClientCode>NIV0000042</a:ClientCode><a:MandateId>2000001</a:MandateId><a:Status>${status}</a:Status></a:MandateDetails></a:MandateDetails><a:Message>SUCCESS</a:Message><a:Status>100</a:Status>`,
      ),
    });
    const ex = adapter();
    const debit = { clientCode: 'NIV0000042', mandateId: '2000001', amountPaise: 100_000n, regNo: '5000001', instalment: 1 };
    script = [upw(), details('APPROVED'), details('APPROVED'), details('REJECTED')];
    expect(await ex.debitMandate(debit)).toEqual({ ok: true, approved: true, reason: null });
    expect(await ex.debitMandate({ ...debit, amountPaise: 100_001n })).toEqual({ ok: true, approved: false, reason: 'Amount is above the mandate limit' });
    expect(await ex.debitMandate(debit)).toEqual({ ok: true, approved: false, reason: 'Mandate is not approved' });
  });
});

describe('BSE reports', () => {
  it("finds by transaction number, reads a day's order status report and cancels what stands", async () => {
    const ex = adapter();
    const lines =
      orderDetails({ client: 'NIV0000042', transNo: '2026112810231000071', orderNo: '31450001' }) +
      orderDetails({ client: 'NIV0000043', transNo: '2026112810231000073', orderNo: '5000001', type: 'XSIP' }) +
      orderDetails({ client: 'NIV0000044', transNo: '2026112810231000075', orderNo: '31450003', status: 'CANCELLED', remarks: 'ORDER CANCELLED BY MEMBER' });
    script = [statusOf(lines)];
    expect(await ex.orderStatusReport({ date: '2026-11-28' })).toEqual({
      ok: true,
      orders: [
        { clientCode: 'NIV0000042', transNo: '2026112810231000071', orderNo: '31450001', state: 'BOOKED', remarks: null },
        { clientCode: 'NIV0000043', transNo: '2026112810231000073', orderNo: '5000001', state: 'BOOKED', remarks: null },
        { clientCode: 'NIV0000044', transNo: '2026112810231000075', orderNo: '31450003', state: 'CANCELLED', remarks: 'ORDER CANCELLED BY MEMBER' },
      ],
    });
    expect(sent[0]!.fields.Param).toMatchObject({ ClientCode: '', FromDate: '28/11/2026', ToDate: '28/11/2026' });
    script = [statusOf('')];
    expect(await ex.findByTransNo({ clientCode: 'NIV0000042', transNo: '2026112810231000079' })).toEqual({ ok: true, order: null });

    script = [
      statusOf(lines),
      pw(),
      {
        op: 'orderEntryParam',
        answer: orderAnswer('orderEntryParam', 'CXL|2026112810231000900|31450001|1023101|10231|NIV0000042|ORD CXL: ORDER NO 31450001 CANCELLED|0'),
      },
    ];
    expect(await ex.cancelByTransNo({ clientCode: 'NIV0000042', transNo: '2026112810231000071' })).toEqual({ ok: true, found: true });
    expect(sent.at(-1)!.fields).toMatchObject({ TransCode: 'CXL', TransNo: '2026112810231000900', OrderId: '31450001', SchemeCd: 'HDFC-GR' });
    script = [statusOf(lines)];
    expect(await ex.cancelByTransNo({ clientCode: 'NIV0000044', transNo: '2026112810231000075' })).toEqual({ ok: true, found: true });
    script = [statusOf('')];
    expect(await ex.cancelByTransNo({ clientCode: 'NIV0000042', transNo: '2026112810231000079' })).toEqual({ ok: true, found: false });
  });

  it('reads the allotment and redemption statements of a period', async () => {
    script = [
      {
        op: 'AllotmentStatement',
        answer: uploadRecord(
          'AllotmentStatement',
          '<a:AllotmentDetails><a:AllotmentDetails><a:AllottedAmt>5000.00</a:AllottedAmt><a:AllottedNav>123.4560</a:AllottedNav><a:AllottedUnit>40.5002</a:AllottedUnit><a:Amount>5000.00</a:Amount><a:ClientCode>NIV0000042</a:ClientCode><a:FolioNo>1234567/89</a:FolioNo><a:InternalRefNo>2026112810231000071</a:InternalRefNo><a:OrderDate>28/11/2026</a:OrderDate><a:OrderNo>31450001</a:OrderNo><a:OrderType>NRM</a:OrderType><a:ReportDate>28/11/2026</a:ReportDate><a:SchemeCode>HDFC-GR</a:SchemeCode></a:AllotmentDetails></a:AllotmentDetails><a:Message>SUCCESS</a:Message><a:Status>100</a:Status>',
        ),
      },
      {
        op: 'RedemptionStatement',
        answer: uploadRecord('RedemptionStatement', '<a:Message>NO DATA FOUND</a:Message><a:RedemptionDetails/><a:Status>101</a:Status>'),
      },
    ];
    expect(await adapter().allotmentStatement({ from: '2026-11-28', to: '2026-11-28' })).toEqual({
      ok: true,
      allotments: [
        {
          clientCode: 'NIV0000042',
          orderNo: '31450001',
          schemeCode: 'HDFC-GR',
          folioNo: '1234567/89',
          units4: 405_002n,
          nav4: 1_234_560n,
          amountPaise: 500_000n,
          navDate: '2026-11-28',
        },
      ],
    });
    expect(sent[0]!.fields.Param).toMatchObject({ FromDate: '28/11/2026', ToDate: '28/11/2026', MemberCode: '10231', UserId: '1023101' });
  });
});
