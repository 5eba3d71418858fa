import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assertRegisteredSms,
  DLT_VAR_MAX,
  matchesTemplate,
  placeholdersOf,
  renderSms,
  SMS_KINDS,
  SMS_TEMPLATES,
  smsMessage,
  templateOf,
} from './sms-templates.ts';

describe('the DLT template registry', () => {
  it('renders a template with its values in order, exactly', () => {
    expect(smsMessage('OTP_TRANSACTION', '482913', 'Normal')).toEqual({
      body: '482913 is your OTP to confirm your Normal order on Nivesh. It is valid for 5 minutes. Never share it with anyone.',
      sms: { kind: 'OTP_TRANSACTION', vars: ['482913', 'Normal'] },
    });
    expect(smsMessage('NOTICE_MOBILE_CHANGED', 'XXXXXX3210', 'https://nivesh.in/api/contact-change/report/abc').body).toBe(
      'Your Nivesh registered mobile was changed to XXXXXX3210. Not you? Report it: https://nivesh.in/api/contact-change/report/abc',
    );
  });

  it('refuses what a carrier would drop: a wrong number of values, a value over 30 characters, a line break, a link that is not one', () => {
    expect(() => renderSms({ kind: 'OTP_SIGN_IN', vars: [] })).toThrow('takes 1 values, got 0');
    expect(() => renderSms({ kind: 'OTP_FAMILY_LINK', vars: ['123456', 'x'.repeat(DLT_VAR_MAX + 1)] })).toThrow('does not fit a DLT {#var#}');
    expect(() => renderSms({ kind: 'OTP_FAMILY_LINK', vars: ['123456', 'x'.repeat(DLT_VAR_MAX)] })).not.toThrow();
    expect(() => renderSms({ kind: 'OTP_TRANSACTION', vars: ['123456', 'Normal\nClick here'] })).toThrow('one line');
    expect(() => renderSms({ kind: 'NOTICE_EMAIL_ADDED', vars: ['a***@x.in', 'javascript:alert(1)'] })).toThrow('not a link');
  });

  it('tells a text built from a template from one written by hand', () => {
    expect(templateOf(smsMessage('OTP_SIGN_IN', '000111').body)).toBe('OTP_SIGN_IN');
    expect(templateOf('000111 is your Nivesh code. Hurry!')).toBeNull();
    expect(() => assertRegisteredSms({ channel: 'sms', body: '000111 is your Nivesh code.' })).toThrow('without a registered DLT template');
    expect(() => assertRegisteredSms({ channel: 'sms', body: 'edited', sms: { kind: 'OTP_SIGN_IN', vars: ['000111'] } })).toThrow(
      'does not match its DLT template OTP_SIGN_IN',
    );
  });

  it('every template is one a DLT portal accepts: GSM text only, placeholders only as {#var#} or {#url#}, no two kinds alike', () => {
    for (const kind of SMS_KINDS) {
      const t = SMS_TEMPLATES[kind];
      // a non-GSM character (the rupee sign, curly quotes) would send the SMS as UCS-2 and break the template match
      expect(t, kind).toMatch(/^[A-Za-z0-9 .,:;'?!()\-@/{}#]+$/);
      expect(t.replace(/\{#(var|url)#\}/g, ''), kind).not.toMatch(/[{}]/);
      expect(placeholdersOf(kind).length, kind).toBeGreaterThan(0);
      const text = smsMessage(kind, ...placeholdersOf(kind).map((p) => (p === 'url' ? 'https://n.in/r' : '123456'))).body;
      expect(
        SMS_KINDS.filter((other) => matchesTemplate(other, text)),
        kind,
      ).toEqual([kind]);
    }
  });
});

/**
 * Every place in the server that sends an SMS builds it with smsMessage. The dev outbox and the
 * gateway both refuse an SMS whose text is not its template's rendering, so the API tests that
 * drive these flows (sign-up, sign-in, onboarding, contact change, family link, checkout,
 * insurance) prove the texts at run time; this scan makes a new sender impossible to miss.
 */
describe('every SMS the server can send', () => {
  const root = join(import.meta.dirname, '../..');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
    });
  // the files that hand an SMS to the delivery, and the templates each uses
  const SENDERS: Record<string, string[]> = {
    'services/auth.ts': ['OTP_SIGN_IN'],
    'services/onboarding/send-contact-otp.ts': ['OTP_MOBILE_VERIFY'],
    'services/profile/contact-change/common.ts': ['OTP_MOBILE_CHANGE'],
    'services/profile/contact-change/start.ts': ['OTP_CONTACT_CHANGE_OWNER'],
    'services/profile/contact-change/verify-new.ts': ['NOTICE_EMAIL_ADDED', 'NOTICE_MOBILE_CHANGED'],
    'services/family/link.ts': ['OTP_FAMILY_LINK'],
    'services/transactions/checkout-otp.ts': ['OTP_TRANSACTION'],
    'services/registrations/modify.ts': ['OTP_SIP_CHANGE'],
    'services/other-products/insurance.ts': ['INSURANCE_ACK'],
  };
  // files that name the SMS channel without composing a text: types, the OTP engine, the deliveries
  const PLUMBING = new Set([
    'services/otp.ts',
    'adapters/otp-delivery/types.ts',
    'adapters/otp-delivery/index.ts',
    'adapters/otp-delivery/dev-outbox.ts',
    'adapters/otp-delivery/sms-gupshup.ts',
    'adapters/otp-delivery/smtp.ts',
  ]);

  it('is built from a registered template, in every file that sends one', () => {
    const found: Record<string, string[]> = {};
    for (const file of files(root)) {
      const rel = relative(root, file).split('\\').join('/');
      const src = readFileSync(file, 'utf8');
      if (!/['"]sms['"]/.test(src) || PLUMBING.has(rel)) continue;
      found[rel] = [...src.matchAll(/smsMessage\('([A-Z_]+)'/g)].map((m) => m[1]!).sort();
    }
    expect(found).toEqual(Object.fromEntries(Object.entries(SENDERS).map(([f, k]) => [f, [...k].sort()])));
  });

  it('uses every registered template (none left registered and unused)', () => {
    expect(new Set(Object.values(SENDERS).flat())).toEqual(new Set(SMS_KINDS));
  });
});
