import { parsePasswordAnswer, refusalOf } from './answer.ts';
import type { BseCredentials } from './order-entry.ts';
import { parseMfapiAnswer, type FLAG } from './layouts.ts';
import { sessionKeeper } from './session.ts';
import { field, soapCall, type BseService, type Transport, type XmlValue } from './soap.ts';

export const ADDITIONAL_NS = 'http://www.bsestarmf.in/2016/01/';
export const DATA_NS = 'http://schemas.datacontract.org/2004/07/StarMFWebService';
export const FILE_NS = 'http://tempuri.org/';
export const FILE_DATA_NS = 'http://schemas.datacontract.org/2004/07/StarMFFileUploadService';

export const additionalService = (url: string): BseService => ({ url, ns: ADDITIONAL_NS, actionBase: `${ADDITIONAL_NS}IStarMFWebService/`, dataNs: DATA_NS });
export const fileUploadService = (url: string): BseService => ({ url, ns: FILE_NS, actionBase: `${FILE_NS}IStarMFFileUploadService/`, dataNs: FILE_DATA_NS });

/** A data-contract answer's Status/Message (or ResponseString), the exchange's 100 for done. */
export function statusOf(result: unknown): { ok: boolean; message: string } {
  const status = field(result, 'Status');
  return { ok: status === '100', message: field(result, 'Message') || field(result, 'ResponseString') };
}

/**
 * BSE StAR MF additional services (MFUploadService.svc, "StarMFWebService"): its own session
 * password (getPassword with the member code), MFAPI with one flag per service and a pipe
 * `param`, and the data-contract calls (order status, allotment and redemption statements,
 * mandate details, the e-mandate authorisation URL). The signed NACH form goes to the file upload
 * service, which has a password of its own.
 */
export function bseAdditional(c: BseCredentials, deps: { fetchImpl?: typeof fetch; now?: () => Date }) {
  const t: Transport = { fetchImpl: deps.fetchImpl ?? fetch, timeoutMs: c.timeoutMs };
  const now = deps.now ?? (() => new Date());
  const service = additionalService(c.uploadUrl);
  const files = fileUploadService(c.fileUploadUrl);
  const lifetimeMs = c.sessionMinutes * 60_000;

  const session = sessionKeeper(
    async () => {
      const answer = parsePasswordAnswer(
        String(await soapCall(t, service, 'getPassword', { UserId: c.userId, MemberId: c.memberCode, Password: c.password, PassKey: c.passKey })),
      );
      if (!answer.ok) throw new Error(`BSE additional services getPassword refused: ${answer.reason}`);
      return answer.password;
    },
    { lifetimeMs, now },
  );

  const fileSession = sessionKeeper(
    async () => {
      const r = statusOf(await soapCall(t, files, 'GetPassword', { Param: { MemberId: c.memberCode, Password: c.password, UserId: c.userId } }));
      if (!r.ok) throw new Error(`BSE file upload GetPassword refused: ${r.message}`);
      return r.message;
    },
    { lifetimeMs, now },
  );

  /** One MFAPI call; a refusal that names the password renews it and sends once more. */
  async function mfapi(flag: (typeof FLAG)[keyof typeof FLAG], param: string) {
    const send = async () =>
      parseMfapiAnswer(String(await soapCall(t, service, 'MFAPI', { Flag: flag, UserId: c.userId, EncryptedPassword: await session.get(), param })));
    let answer = await send();
    if (!answer.ok && refusalOf(answer.message) === 'password') {
      session.invalidate();
      answer = await send();
    }
    return answer;
  }

  /** A data-contract call that carries the encrypted password; renewed once on a password refusal. */
  async function withEncrypted(operation: string, param: (password: string) => Record<string, XmlValue>): Promise<unknown> {
    let result = await soapCall(t, service, operation, { Param: param(await session.get()) });
    if (!statusOf(result).ok && refusalOf(statusOf(result).message) === 'password') {
      session.invalidate();
      result = await soapCall(t, service, operation, { Param: param(await session.get()) });
    }
    return result;
  }

  return {
    mfapi,
    /** a report call that carries the member's own password (the exchange's report contracts) */
    report: (operation: 'OrderStatus' | 'AllotmentStatement' | 'RedemptionStatement', q: Record<string, string>) =>
      soapCall(t, service, operation, { Param: { ...q, MemberCode: c.memberCode, Password: c.password, UserId: c.userId } }),
    mandateDetails: (q: { mandateId: string; clientCode: string; fromDate: string; toDate: string }) =>
      withEncrypted('MandateDetails', (pw) => ({
        ClientCode: q.clientCode,
        EncryptedPassword: pw,
        FromDate: q.fromDate,
        MandateId: q.mandateId,
        MemberCode: c.memberCode,
        ToDate: q.toDate,
      })),
    emandateAuthUrl: async (q: { clientCode: string; mandateId: string }) =>
      statusOf(
        await soapCall(t, service, 'EMandateAuthURL', {
          Param: { ClientCode: q.clientCode, MandateID: q.mandateId, MemberCode: c.memberCode, Password: c.password, UserId: c.userId },
        }),
      ),
    async uploadMandateScan(q: { clientCode: string; mandateId: string; bytes: Uint8Array; contentType: string }) {
      const ext = q.contentType === 'application/pdf' ? 'pdf' : q.contentType === 'image/png' ? 'png' : 'jpg';
      const send = async () =>
        statusOf(
          await soapCall(t, files, 'UploadMandateScanFile', {
            Data: {
              ClientCode: q.clientCode,
              EncryptedPassword: await fileSession.get(),
              Filler1: '',
              Filler2: '',
              ImageName: `${q.mandateId}.${ext}`,
              ImageType: ext.toUpperCase(),
              MandateId: q.mandateId,
              MemberCode: c.memberCode,
              pFileBytes: Buffer.from(q.bytes).toString('base64'),
            },
          }),
        );
      let r = await send();
      if (!r.ok && refusalOf(r.message) === 'password') {
        fileSession.invalidate();
        r = await send();
      }
      return r;
    },
  };
}

export type BseAdditional = ReturnType<typeof bseAdditional>;
