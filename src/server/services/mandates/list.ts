import { and, desc, eq } from 'drizzle-orm';
import type { BankMandate } from '@shared/contract/mandates.ts';
import { formatDecimal } from '@shared/money/decimal.ts';
import { ymdToDmy } from '@shared/time/ist.ts';
import { bankAccounts, mandates, onboardingDocuments } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { absoluteUrl } from './register.ts';

const TYPES = new Set(['X', 'N', 'I']);
const STATES = new Set(['REGISTERED', 'UNDER_APPROVAL', 'APPROVED', 'REJECTED']);

/** Where an E-NACH/ISIP mandate still waiting for the investor is authorised: the link the exchange gave at registration. */
const authUrlOf = (m: { authUrl: string | null }, origin: string): string | null => (m.authUrl ? absoluteUrl(m.authUrl, origin) : null);

/** GET /profile/get_bank_mandate: newest first, account numbers masked. */
export async function listMandates(deps: AppDeps, userId: number, origin: string): Promise<{ mandate_details: BankMandate[] }> {
  const rows = await deps.db.select().from(mandates).where(eq(mandates.userId, userId)).orderBy(desc(mandates.createdAt), desc(mandates.id));
  const banks = await deps.db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId));
  const forms = await deps.db
    .select({ holderNo: onboardingDocuments.holderNo })
    .from(onboardingDocuments)
    .where(and(eq(onboardingDocuments.userId, userId), eq(onboardingDocuments.kind, 'nach_form')));
  const out: BankMandate[] = [];
  for (const m of rows) {
    const bank = banks.find((b) => b.id === m.bankAccountId);
    const type = (TYPES.has(m.mandateType) ? m.mandateType : 'X') as BankMandate['Mandate_Type'];
    const status = (STATES.has(m.status) ? m.status : 'REGISTERED') as BankMandate['LastBSEMandateStatus'];
    out.push({
      Mandate_Id: m.mandateId,
      Mandate_Type: type,
      LastBSEMandateStatus: status,
      AMOUNT: formatDecimal(m.amountPaise, 2),
      START_DATE: ymdToDmy(m.startDate),
      END_DATE: ymdToDmy(m.endDate),
      Bank_Name: m.bankName,
      ACCOUNT_NO: bank?.accountMasked ?? `XXXXXXXX${m.accountLast4}`,
      AccountType: bank?.accountType ?? null,
      IFSC_CODE: m.ifsc ?? bank?.ifsc ?? null,
      Address1: bank?.branchName ?? null,
      XsipStatus: type === 'X' ? (forms.some((f) => f.holderNo === m.id) || status !== 'REGISTERED' ? 'Form uploaded' : 'Form not uploaded') : null,
      remarks: m.remarks,
      auth_url: type !== 'X' && status === 'REGISTERED' ? authUrlOf(m, origin) : null,
      bank_account_id: m.bankAccountId,
    });
  }
  return { mandate_details: out };
}
