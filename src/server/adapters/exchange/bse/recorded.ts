/**
 * Recorded exchanges with BSE StAR MF, for the adapter's tests: each request's operation and the
 * answer as the exchange's WCF services write it (SOAP 1.2, the response action, the `a:` data
 * contract prefix) or as its JSON API writes it. Written from the services' published contracts
 * (MFOrder.svc, MFUploadService.svc, StarMFFileUploadService.svc, the common API); no live answer
 * could be captured from here, so remarks texts are of the documented kind.
 */
export const ORDER_ACTION = 'http://bsestarmf.in/MFOrderEntry/';
export const UPLOAD_ACTION = 'http://www.bsestarmf.in/2016/01/IStarMFWebService/';
export const FILE_ACTION = 'http://tempuri.org/IStarMFFileUploadService/';

const env = (action: string, body: string) =>
  `<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope" xmlns:a="http://www.w3.org/2005/08/addressing"><s:Header><a:Action s:mustUnderstand="1">${action}Response</a:Action></s:Header><s:Body>${body}</s:Body></s:Envelope>`;

/** A pipe answer of MFOrder.svc. */
export const orderAnswer = (op: string, text: string) =>
  env(`${ORDER_ACTION}${op}`, `<${op}Response xmlns="http://bsestarmf.in/"><${op}Result>${text}</${op}Result></${op}Response>`);

/** A pipe answer of MFUploadService.svc (getPassword, MFAPI). */
export const uploadAnswer = (op: string, text: string) =>
  env(`${UPLOAD_ACTION}${op}`, `<${op}Response xmlns="http://www.bsestarmf.in/2016/01/"><${op}Result>${text}</${op}Result></${op}Response>`);

/** A data-contract answer of MFUploadService.svc. */
export const uploadRecord = (op: string, inner: string) =>
  env(
    `${UPLOAD_ACTION}${op}`,
    `<${op}Response xmlns="http://www.bsestarmf.in/2016/01/"><${op}Result xmlns:a="http://schemas.datacontract.org/2004/07/StarMFWebService" xmlns:i="http://www.w3.org/2001/XMLSchema-instance">${inner}</${op}Result></${op}Response>`,
  );

export const fileRecord = (op: string, inner: string) =>
  env(
    `${FILE_ACTION}${op}`,
    `<${op}Response xmlns="http://tempuri.org/"><${op}Result xmlns:a="http://schemas.datacontract.org/2004/07/StarMFFileUploadService" xmlns:i="http://www.w3.org/2001/XMLSchema-instance">${inner}</${op}Result></${op}Response>`,
  );

export const fault = (reason: string) =>
  `<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><s:Fault><s:Code><s:Value>s:Sender</s:Value></s:Code><s:Reason><s:Text xml:lang="en-US">${reason}</s:Text></s:Reason></s:Fault></s:Body></s:Envelope>`;

/** One line of the order status report. */
export const orderDetails = (d: {
  client: string;
  transNo: string;
  orderNo: string;
  type?: string;
  status?: string;
  buySell?: string;
  scheme?: string;
  remarks?: string;
}) =>
  `<a:OrderDetails><a:ALLUnits>N</a:ALLUnits><a:Amount>5000.00</a:Amount><a:BuySell>${d.buySell ?? 'P'}</a:BuySell><a:BuySellType>FRESH</a:BuySellType><a:ClientCode>${d.client}</a:ClientCode><a:ClientName>TEST INVESTOR</a:ClientName><a:DPC>Y</a:DPC><a:DPFolioNo/><a:DPTrans>P</a:DPTrans><a:Date>28/11/2026</a:Date><a:EUIN/><a:EUINDecl>N</a:EUINDecl><a:EntryBy>1023101</a:EntryBy><a:FirstOrder>N</a:FirstOrder><a:FolioNo/><a:ISIN>INF179K01BE2</a:ISIN><a:InternalRefNo>${d.transNo}</a:InternalRefNo><a:KYCFlag>Y</a:KYCFlag><a:MINRedeemFlag>N</a:MINRedeemFlag><a:MemberCode>10231</a:MemberCode><a:MemberRemarks/><a:OrderNumber>${d.type && d.type !== 'NRM' ? '' : d.orderNo}</a:OrderNumber><a:OrderRemarks>${d.remarks ?? ''}</a:OrderRemarks><a:OrderStatus>${d.status ?? 'VALID'}</a:OrderStatus><a:OrderType>${d.type ?? 'NRM'}</a:OrderType><a:SIPRegnDate/><a:SIPRegnNo>${d.type && d.type !== 'NRM' ? d.orderNo : ''}</a:SIPRegnNo><a:SchemeCode>${d.scheme ?? 'HDFC-GR'}</a:SchemeCode><a:SchemeName>HDFC GROWTH FUND</a:SchemeName><a:SettNo>2627158</a:SettNo><a:SettType>MF</a:SettType><a:SubBrCode/><a:SubBrokerARNCode/><a:SubOrderType>NRM</a:SubOrderType><a:Time>11:00:04</a:Time><a:Units/></a:OrderDetails>`;
