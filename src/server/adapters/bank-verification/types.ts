/**
 * Bank account verification: a penny drop or account-validation API asks the bank
 * whether an account exists and whose name it is in. A real provider (Razorpay, Cashfree,
 * Decentro ...) plugs in behind this interface; the embedded default simulates one.
 */
export type BankVerification = { ok: true; nameAtBank: string } | { ok: false; reason: 'not_found' | 'closed' | 'unavailable'; message: string };

export interface BankVerifier {
  readonly name: string;
  verify(input: { accountNumber: string; ifsc: string; holderName: string }): Promise<BankVerification>;
}
