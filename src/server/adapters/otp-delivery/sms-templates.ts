/**
 * Every SMS the server sends, as registered on the DLT platform.
 *
 * TRAI's Telecom Commercial Communications Customer Preference Regulations, 2018 (DLT in force for
 * transactional and service SMS from 8 March 2021): a carrier delivers a commercial SMS only when
 * it names the sender's registered principal entity ID, a registered header (sender ID) and a
 * registered content template ID, and when its text matches that template, each `{#var#}` standing
 * for at most 30 characters. TRAI's direction of 20 August 2024 (in force 1 October 2024) blocks
 * SMS carrying a URL that is not whitelisted against the template: `{#url#}` marks such a place,
 * and its value must start with the whitelisted PUBLIC_URL.
 *
 * The texts below are registered word for word on the DLT portal; each kind's template ID comes
 * from configuration (SMS_DLT_TEMPLATE_<KIND>). A text is built only through `smsMessage`, never
 * by hand, so what is sent always matches what was registered.
 */
export const SMS_TEMPLATES = {
  OTP_SIGN_IN: '{#var#} is your Nivesh verification code. It is valid for 5 minutes. Do not share it with anyone.',
  OTP_MOBILE_VERIFY: '{#var#} is your Nivesh code to verify this mobile number. It is valid for 5 minutes. Do not share it with anyone.',
  OTP_MOBILE_CHANGE: '{#var#} is your Nivesh code to make this number your registered mobile. Valid for 5 minutes. Do not share it.',
  OTP_CONTACT_CHANGE_OWNER:
    '{#var#} is your Nivesh code to confirm changing your registered {#var#} to {#var#}. Valid for 5 minutes. If you did not ask for this, do not share it and contact Nivesh support.',
  OTP_FAMILY_LINK:
    "{#var#} is your Nivesh code to link your account to {#var#}'s family. They will see your portfolio and can invest for you. Share it only if you agree. Valid for 5 minutes.",
  OTP_TRANSACTION: '{#var#} is your OTP to confirm your {#var#} order on Nivesh. It is valid for 5 minutes. Never share it with anyone.',
  OTP_SIP_CHANGE:
    '{#var#} is your OTP to change your SIP {#var#} to Rs. {#var#} on day {#var#} on Nivesh. It is valid for 5 minutes. Never share it with anyone.',
  NOTICE_MOBILE_CHANGED: 'Your Nivesh registered mobile was changed to {#var#}. Not you? Report it: {#url#}',
  NOTICE_EMAIL_ADDED: 'An email ({#var#}) was added to your Nivesh account. Not you? Report it: {#url#}',
  // Rs. rather than the rupee sign: one non-GSM character would send the whole SMS as UCS-2 (70 characters a part)
  INSURANCE_ACK:
    'Dear {#var#}, we have received your term life insurance request (reference {#var#}). Suggested cover: Rs.{#var#}. Our insurance desk will call you within 2 working days.',
} as const;

export type SmsKind = keyof typeof SMS_TEMPLATES;
export const SMS_KINDS = Object.keys(SMS_TEMPLATES) as SmsKind[];

/** The longest value a `{#var#}` may take on the DLT platforms. */
export const DLT_VAR_MAX = 30;
/** A `{#url#}` carries a whole link; carriers check it against the whitelisted URL, not a length. */
export const DLT_URL_MAX = 200;

/** Which template an SMS was built from, and the values of its placeholders in order. */
export interface SmsTemplateRef {
  kind: SmsKind;
  vars: string[];
}

const PLACEHOLDER = /\{#(var|url)#\}/g;

/** The placeholders of a template, in order. */
export function placeholdersOf(kind: SmsKind): Array<'var' | 'url'> {
  return Array.from(SMS_TEMPLATES[kind].matchAll(PLACEHOLDER), (m) => m[1] as 'var' | 'url');
}

/** Fits a value shown for recognition (a name, a masked email) into one `{#var#}`. */
export function clipVar(value: string): string {
  return value.length <= DLT_VAR_MAX ? value : `${value.slice(0, DLT_VAR_MAX - 2)}..`;
}

/**
 * The text of a template with its values. Refuses a wrong number of values, a value too long for
 * its placeholder, and a value with a line break (a template's line structure is part of it).
 */
export function renderSms(ref: SmsTemplateRef): string {
  const kinds = placeholdersOf(ref.kind);
  if (kinds.length !== ref.vars.length) throw new Error(`SMS ${ref.kind} takes ${kinds.length} values, got ${ref.vars.length}`);
  ref.vars.forEach((v, i) => {
    const max = kinds[i] === 'url' ? DLT_URL_MAX : DLT_VAR_MAX;
    if (v.length === 0 || v.length > max || /[\r\n]/.test(v))
      throw new Error(`SMS ${ref.kind}: value ${i + 1} does not fit a DLT {#${kinds[i]}#} (1 to ${max} characters, one line)`);
    if (kinds[i] === 'url' && !/^https?:\/\//.test(v)) throw new Error(`SMS ${ref.kind}: value ${i + 1} is not a link`);
  });
  let i = 0;
  return SMS_TEMPLATES[ref.kind].replace(PLACEHOLDER, () => ref.vars[i++]!);
}

/** The message fields of an SMS built from its template: the text and the reference the gateway needs. */
export function smsMessage(kind: SmsKind, ...vars: string[]): { body: string; sms: SmsTemplateRef } {
  const sms = { kind, vars };
  return { body: renderSms(sms), sms };
}

/** Whether a text is an instance of a template (for checks over texts whose values are unknown). */
export function matchesTemplate(kind: SmsKind, text: string): boolean {
  const escaped = SMS_TEMPLATES[kind]
    .split(PLACEHOLDER)
    .map((part, i) =>
      i % 2 === 1 ? (part === 'url' ? `https?://\\S{1,${DLT_URL_MAX}}` : `[^\\r\\n]{1,${DLT_VAR_MAX}}`) : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^${escaped.join('')}$`).test(text);
}

/** The registered template an SMS text matches, if any. */
export function templateOf(text: string): SmsKind | null {
  return SMS_KINDS.find((k) => matchesTemplate(k, text)) ?? null;
}

/**
 * An SMS message is sendable only when its text is exactly its template's rendering: the check
 * every SMS delivery (dev outbox included) makes, so a sender that writes a text by hand fails in
 * every test that exercises it, long before a carrier drops it.
 */
export function assertRegisteredSms(m: { channel: string; body: string; sms?: SmsTemplateRef | undefined }): SmsTemplateRef {
  if (!m.sms) throw new Error('SMS without a registered DLT template: build it with smsMessage()');
  const text = renderSms(m.sms);
  if (text !== m.body) throw new Error(`SMS text does not match its DLT template ${m.sms.kind}`);
  return m.sms;
}
