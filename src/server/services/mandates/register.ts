import { and, eq } from 'drizzle-orm';
import type { RegisterMandateBody } from '@shared/contract/mandates.ts';
import { PROFILE_MESSAGES as P } from '@shared/contract/profile.ts';
import { addDays } from '@shared/money/returns.ts';
import { parseRupees } from '@shared/money/decimal.ts';
import { MANDATE_END_DATE, MANDATE_MESSAGES as M, MANDATE_START_OFFSET_DAYS, validateMandate, type MandateType } from '@shared/rules/mandates/mandate.ts';
import { istDate } from '@shared/time/ist.ts';
import type { MandateRegistration } from '../../adapters/exchange/types.ts';
import { bankAccounts, exchangeRegistrations, mandates, masters } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { accountNumberOf } from '../banks/account-number.ts';
import { userFor } from '../onboarding/common.ts';
import { prefilledFormUrl } from './form.ts';

export interface RegisterAnswer {
  is_mandate_registered: boolean;
  message: string;
  prefilled_url: string | null;
  mandateId: string | null;
  auth_url: string | null;
}

const isTruthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true' || v === 'Y';

/** An authorisation URL the exchange gave as a path is on our origin (the simulator's pages). */
export const absoluteUrl = (url: string, origin: string): string => new URL(url, origin).toString();

/**
 * POST /profile/register_mandate (spec 3 §4.6, §5, §9): the form's rules, then the exchange's
 * registration for the investor's own bank account (by its ID; another investor's is not found).
 * NACH (X) answers the prefilled form to print and sign; E-NACH (N) and ISIP (I) answer the page
 * where the investor authorises it. The mandate starts REGISTERED; the status job moves it on.
 */
export async function registerMandate(deps: AppDeps, userId: number, body: RegisterMandateBody, origin: string): Promise<RegisterAnswer> {
  if (isTruthy(body.is_encrypted)) throw refuse('invalid', P.encryptedRefused);
  const accountId = String(body.AccountNO).trim();
  const amount = String(body.Amount).trim();
  const problem = validateMandate({ accountId, amount, mandateType: body.mandate_type, bankName: body.BankName ?? '' });
  if (problem) throw refuse('invalid', problem);
  if (!/^\d{1,12}$/.test(accountId)) throw refuse('invalid', M.selectAccount);
  const user = await userFor(deps.db, userId, 'profile');
  const [bank] = await deps.db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, Number(accountId)), eq(bankAccounts.userId, userId)))
    .limit(1);
  if (!bank) throw refuse('not-found', 'Bank account not found');
  const [reg] = await deps.db.select().from(exchangeRegistrations).where(eq(exchangeRegistrations.userId, userId)).limit(1);
  if (!reg)
    return { is_mandate_registered: false, message: 'Your exchange registration is not complete yet', prefilled_url: null, mandateId: null, auth_url: null };

  const type = body.mandate_type as MandateType;
  const [acType] = await deps.db
    .select()
    .from(masters)
    .where(and(eq(masters.kind, 'BankAccountType'), eq(masters.id, bank.accountType)))
    .limit(1);
  const today = istDate(deps.clock.now());
  const request: MandateRegistration = {
    clientCode: reg.clientCode,
    mandateType: type,
    amountPaise: parseRupees(amount)!,
    accountNumber: accountNumberOf(deps.config, bank),
    ifsc: bank.ifsc,
    accountType: (String(acType?.extra?.code ?? 'SB') as MandateRegistration['accountType']) || 'SB',
    bankName: bank.bankName,
    startDate: addDays(today, MANDATE_START_OFFSET_DAYS[type]),
    endDate: MANDATE_END_DATE,
  };
  const answer = await deps.adapters.exchange.registerMandate(request);
  if (!answer.ok) {
    deps.log.warn('mandate registration refused by the exchange', { userId, message: answer.message });
    return { is_mandate_registered: false, message: answer.message, prefilled_url: null, mandateId: null, auth_url: null };
  }
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(mandates)
    .values({
      userId,
      mandateId: answer.mandateId,
      mandateType: type,
      bankName: bank.bankName,
      accountLast4: bank.accountMasked.slice(-4),
      amountPaise: request.amountPaise,
      startDate: request.startDate,
      endDate: request.endDate,
      status: 'REGISTERED',
      createdAt: now,
      bankAccountId: bank.id,
      ifsc: bank.ifsc,
      statusCheckedAt: now,
      // the list offers the exchange's authorisation link until the investor has used it
      authUrl: answer.authUrl,
    })
    .returning();
  if (type === 'X') {
    return {
      is_mandate_registered: true,
      message: 'Mandate registered. Download the form, sign it and upload the signed copy.',
      prefilled_url: await prefilledFormUrl(deps, user, row!),
      mandateId: answer.mandateId,
      auth_url: null,
    };
  }
  return {
    is_mandate_registered: true,
    message: 'Mandate registered. Authorise it on the exchange page to send it to your bank.',
    prefilled_url: null,
    mandateId: answer.mandateId,
    auth_url: answer.authUrl ? absoluteUrl(answer.authUrl, origin) : null,
  };
}
