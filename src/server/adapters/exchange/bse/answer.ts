/**
 * BSE StAR MF order entry answers: one pipe-separated line,
 * `TransCode|TransNo|OrderId|UserID|MemberId|ClientCode|BSERemarks|SuccessFlag`, SuccessFlag 0 for
 * an order taken and 1 for a refusal (BSE StAR MF web-service file structure, order entry).
 */
export interface OrderAnswer {
  transCode: string;
  transNo: string;
  /** the exchange's order number; 0 or empty when refused */
  orderId: string;
  userId: string;
  memberId: string;
  clientCode: string;
  remarks: string;
  ok: boolean;
  /** what a refusal means for us (refusal-kind below); null when the order was taken */
  refusal: OrderRefusal | null;
}

/**
 * password: our session password was refused or expired (fetch a new one; the order was not taken);
 * duplicate: the transaction number was used before today (ask for its outcome; never place it again);
 * cut-off: the order came after the exchange's time for it (the next session's order);
 * other: anything else, shown in the log with the exchange's words.
 */
export type OrderRefusal = 'password' | 'duplicate' | 'cut-off' | 'other';

export function refusalOf(remarks: string): OrderRefusal {
  const r = remarks.toUpperCase();
  if (/PASSWORD|PASS ?KEY|SESSION/.test(r)) return 'password';
  if (/DUPLICATE|ALREADY (EXISTS|USED|PLACED)|UNIQUE/.test(r) && /TRANS|REF/.test(r)) return 'duplicate';
  if (/CUT.?OFF|MARKET (IS )?CLOSED|TIME (IS )?OVER|AFTER .*TIME|ORDER ENTRY TIME/.test(r)) return 'cut-off';
  return 'other';
}

/** Reads one order entry answer; refuses a line that is not the eight-field shape instead of guessing. */
export function parseOrderAnswer(line: string): OrderAnswer {
  const parts = line.trim().split('|');
  if (parts.length !== 8) throw new Error(`BSE order answer is not 8 fields: ${line.slice(0, 200)}`);
  const [transCode, transNo, orderId, userId, memberId, clientCode, remarks, flag] = parts.map((p) => p.trim()) as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (flag !== '0' && flag !== '1') throw new Error(`BSE order answer has SuccessFlag "${flag}"`);
  const ok = flag === '0' && /^\d+$/.test(orderId) && orderId !== '0';
  return { transCode, transNo, orderId, userId, memberId, clientCode, remarks, ok, refusal: ok ? null : refusalOf(remarks) };
}

/** getPassword answers `100|<session password>` or `101|<reason>`. */
export function parsePasswordAnswer(line: string): { ok: true; password: string } | { ok: false; reason: string } {
  const at = line.indexOf('|');
  const code = at < 0 ? line.trim() : line.slice(0, at).trim();
  const rest = at < 0 ? '' : line.slice(at + 1).trim();
  if (code === '100' && rest) return { ok: true, password: rest };
  return { ok: false, reason: rest || line.trim() || 'empty answer' };
}

/**
 * xsipOrderEntryParam and sipOrderEntryParam answer
 * `TransCode|UniqueRefNo|MemberCode|ClientCode|UserId|RegId|BSERemarks|SuccessFlag`: the
 * registration number stands sixth (BSE StAR MF web-service file structure, XSIP entry).
 */
export interface RegistrationAnswer {
  transCode: string;
  transNo: string;
  memberCode: string;
  clientCode: string;
  userId: string;
  regId: string;
  remarks: string;
  ok: boolean;
  refusal: OrderRefusal | null;
}

export function parseRegistrationAnswer(line: string): RegistrationAnswer {
  const parts = line.trim().split('|');
  if (parts.length !== 8) throw new Error(`BSE registration answer is not 8 fields: ${line.slice(0, 200)}`);
  const [transCode, transNo, memberCode, clientCode, userId, regId, remarks, flag] = parts.map((p) => p.trim()) as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (flag !== '0' && flag !== '1') throw new Error(`BSE registration answer has SuccessFlag "${flag}"`);
  const ok = flag === '0' && /^\d+$/.test(regId) && regId !== '0';
  return { transCode, transNo, memberCode, clientCode, userId, regId, remarks, ok, refusal: ok ? null : refusalOf(remarks) };
}

/** The exchange's refusal words without its "FAILED:" lead, as the investor and the log should read them. */
export function bseWords(remarks: string): string {
  return remarks.replace(/^\s*FAILED\s*:\s*/i, '').trim();
}
