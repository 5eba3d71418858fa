import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { maskAccountNumber } from '@shared/rules/banks/bank-account.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bankAccounts } from '../../db/schema.ts';
import { fieldCrypto } from '../../lib/field-crypto.ts';
import type { AppDeps } from '../../lib/context.ts';

/**
 * Bank account numbers at rest: every writer stores them through `accountColumns`,
 * every reader of the full number goes through `accountNumberOf` (the exchange registration and
 * mandate registration are the only ones that need it); screens and payouts use `accountMasked`.
 */
export const ACCOUNT_FIELD = 'bank_accounts.account_number';

type KeyConfig = Pick<Config, 'mode' | 'fieldKey'>;
type BankRow = Pick<typeof bankAccounts.$inferSelect, 'id' | 'accountNumberEnc' | 'legacyAccountNumber'>;

export const accountFingerprint = (config: KeyConfig, ifsc: string, accountNumber: string): string =>
  fieldCrypto(config).fingerprint(`${ifsc.toUpperCase()}:${accountNumber}`, ACCOUNT_FIELD);

/** The columns that hold an account number: ciphertext, last 4 digits and the duplicate-check digest. */
export function accountColumns(config: KeyConfig, ifsc: string, accountNumber: string) {
  return {
    accountNumberEnc: fieldCrypto(config).encrypt(accountNumber, ACCOUNT_FIELD),
    accountMasked: maskAccountNumber(accountNumber),
    accountFingerprint: accountFingerprint(config, ifsc, accountNumber),
    legacyAccountNumber: null,
  };
}

/** The full number, for the few callers that must send it to the exchange. */
export function accountNumberOf(config: KeyConfig, row: BankRow): string {
  if (row.accountNumberEnc) return fieldCrypto(config).decrypt(row.accountNumberEnc, ACCOUNT_FIELD);
  if (row.legacyAccountNumber) return row.legacyAccountNumber;
  throw new Error(`bank account ${row.id} has no account number`);
}

/**
 * Encrypts the numbers of rows written before encryption at rest (run at every start; a no-op
 * once done). Row by row, each in its own statement, so a crash halfway leaves every row whole.
 */
export async function encryptLegacyAccountNumbers(deps: Pick<AppDeps, 'config' | 'log'> & { db: Db | Tx }): Promise<number> {
  const rows = await deps.db
    .select({ id: bankAccounts.id, ifsc: bankAccounts.ifsc, plain: bankAccounts.legacyAccountNumber })
    .from(bankAccounts)
    .where(and(isNull(bankAccounts.accountNumberEnc), isNotNull(bankAccounts.legacyAccountNumber)));
  let done = 0;
  for (const r of rows) {
    try {
      await deps.db
        .update(bankAccounts)
        .set(accountColumns(deps.config, r.ifsc, r.plain!))
        .where(and(eq(bankAccounts.id, r.id), isNull(bankAccounts.accountNumberEnc)));
      done++;
    } catch (err) {
      // e.g. two legacy rows of one investor with the same number: leave it readable, say so, go on
      deps.log.error('bank account number: could not encrypt a legacy row', { bankAccountId: r.id, error: (err as Error).message });
    }
  }
  // the simulated exchange's client master kept whole numbers before: keep only the last 4 digits
  await deps.db.execute(sql`
    update sim_exchange_clients
       set registration = jsonb_set(registration, '{bank,accountNumber}', to_jsonb('XXXX' || right(registration->'bank'->>'accountNumber', 4)))
     where registration->'bank'->>'accountNumber' !~ '^XXXX'`);
  if (done > 0) deps.log.info('bank account numbers encrypted at rest', { rows: done });
  return done;
}
