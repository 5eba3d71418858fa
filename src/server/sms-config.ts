import { SMS_KINDS, type SmsKind } from './adapters/otp-delivery/sms-templates.ts';

/**
 * The SMS gateway and the sender's DLT registration (TRAI TCCCPR 2018: entity ID, header and one
 * template ID per message text). Read from the environment; `smsConfigProblems` says what is missing.
 */
export interface SmsConfig {
  /** SMS_PROVIDER: the gateway whose API we speak (gupshup: Gupshup Enterprise SMS) */
  provider: 'gupshup' | null;
  /** SMS_GATEWAY_URL: the gateway's send endpoint (defaults to the provider's public one) */
  url: string;
  /** SMS_USER_ID and SMS_API_KEY: the gateway account */
  userId: string | null;
  apiKey: string | null;
  /** SMS_DLT_ENTITY_ID: the principal entity ID registered on the DLT platform */
  entityId: string | null;
  /** SMS_SENDER_HEADER: the registered six-letter header (sender ID) */
  header: string | null;
  /** SMS_DLT_TEMPLATES (a JSON map kind → ID) and SMS_DLT_TEMPLATE_<KIND> (wins over the map) */
  templateIds: Partial<Record<SmsKind, string>>;
  /** SMS_TIMEOUT_MS: one send gives up after this long */
  timeoutMs: number;
}

const DEFAULT_URL = { gupshup: 'https://enterprise.smsgupshup.com/GatewayAPI/rest' } as const;

export function smsConfig(env: NodeJS.ProcessEnv): SmsConfig {
  const provider = env.SMS_PROVIDER?.trim() || null;
  if (provider !== null && provider !== 'gupshup') throw new Error(`SMS_PROVIDER must be gupshup, got "${provider}"`);
  const templateIds: Partial<Record<SmsKind, string>> = {};
  if (env.SMS_DLT_TEMPLATES?.trim()) {
    let map: unknown;
    try {
      map = JSON.parse(env.SMS_DLT_TEMPLATES);
    } catch {
      throw new Error('SMS_DLT_TEMPLATES must be a JSON object of message kind to DLT template ID, for example {"OTP_SIGN_IN":"1207161234567890123"}');
    }
    if (typeof map !== 'object' || map === null || Array.isArray(map))
      throw new Error('SMS_DLT_TEMPLATES must be a JSON object of message kind to DLT template ID');
    for (const [kind, id] of Object.entries(map)) {
      if (!(SMS_KINDS as string[]).includes(kind))
        throw new Error(`SMS_DLT_TEMPLATES names an unknown message kind "${kind}"; the kinds are ${SMS_KINDS.join(', ')}`);
      templateIds[kind as SmsKind] = String(id);
    }
  }
  for (const kind of SMS_KINDS) {
    const id = env[`SMS_DLT_TEMPLATE_${kind}`]?.trim();
    if (id) templateIds[kind] = id;
  }
  const raw = env.SMS_TIMEOUT_MS;
  const timeoutMs = raw === undefined || raw === '' ? 10_000 : Number(raw);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1) throw new Error(`SMS_TIMEOUT_MS must be a positive integer, got "${raw}"`);
  return {
    provider,
    url: env.SMS_GATEWAY_URL?.trim() || (provider ? DEFAULT_URL[provider] : ''),
    userId: env.SMS_USER_ID?.trim() || null,
    apiKey: env.SMS_API_KEY || null,
    entityId: env.SMS_DLT_ENTITY_ID?.trim() || null,
    header: env.SMS_SENDER_HEADER?.trim() || null,
    templateIds,
    timeoutMs,
  };
}

/** What a live SMS setup still lacks or has wrong, each as the variable to set; empty when complete. */
export function smsConfigProblems(c: SmsConfig): string[] {
  if (!c.provider) return ['SMS_PROVIDER (gupshup) with its DLT fields (SMS)'];
  const out: string[] = [];
  if (!c.userId) out.push('SMS_USER_ID');
  if (!c.apiKey) out.push('SMS_API_KEY');
  if (!c.entityId) out.push('SMS_DLT_ENTITY_ID (the principal entity ID registered on the DLT platform)');
  else if (!/^\d{10,25}$/.test(c.entityId)) out.push(`SMS_DLT_ENTITY_ID as the DLT platform's numeric ID (got "${c.entityId}")`);
  // TRAI: a transactional or service header is six letters
  if (!c.header) out.push('SMS_SENDER_HEADER (the registered six-letter header)');
  else if (!/^[A-Za-z]{6}$/.test(c.header)) out.push(`SMS_SENDER_HEADER as six letters (got "${c.header}")`);
  const missing = SMS_KINDS.filter((k) => !c.templateIds[k]);
  if (missing.length > 0) out.push(`a DLT template ID for every SMS text: ${missing.map((k) => `SMS_DLT_TEMPLATE_${k}`).join(', ')} (or SMS_DLT_TEMPLATES)`);
  const bad = SMS_KINDS.filter((k) => c.templateIds[k] && !/^\d{10,25}$/.test(c.templateIds[k]!));
  if (bad.length > 0) out.push(`numeric DLT template IDs for ${bad.join(', ')}`);
  if (!URL.canParse(c.url) || !/^https?:/.test(c.url)) out.push(`SMS_GATEWAY_URL as an http(s) URL (got "${c.url}")`);
  return out;
}
