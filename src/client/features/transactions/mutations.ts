import { useRef } from 'react';
import type { BodyOf } from '@shared/contract/common.ts';
import {
  checkCartItem,
  createTransaction,
  insertTransactionOtp,
  placeOrder,
  reinitiatePayment,
  removeCartItem,
  resendTransactionOtp,
  verifyTransactionOtp,
  type TransactionOtpRequest,
} from '@shared/contract/transactions.ts';
import { api } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { newIdempotencyKey } from './format.ts';

/** Writes need a connection: offline they are refused before anything is sent (ours). */
export const OFFLINE_WRITE_MESSAGE = 'You are offline. This needs an internet connection; nothing you entered is lost.';

function requireOnline(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError(OFFLINE_WRITE_MESSAGE, 'network', null);
}

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export type CreateTransactionBody = BodyOf<typeof createTransaction>;
export type PlaceOrderBody = BodyOf<typeof placeOrder>;

/** The cart and checkout calls; offline each rejects with OFFLINE_WRITE_MESSAGE before anything is sent. */
export const txCalls = {
  async createTransaction(body: CreateTransactionBody, key: string) {
    requireOnline();
    return api(createTransaction, body, withKey(key));
  },
  async removeCartItems(ihnos: number[], trType: 'S' | 'N') {
    requireOnline();
    return api(removeCartItem, { Ihnos: ihnos.join(','), TrType: trType });
  },
  async checkCartItems(ihnos: number[], checked: boolean) {
    requireOnline();
    return api(checkCartItem, { Ihnos: ihnos.join(','), checked }, { quiet: true });
  },
  async sendOtp(body: TransactionOtpRequest) {
    requireOnline();
    return api(insertTransactionOtp, body);
  },
  async resendOtp(body: TransactionOtpRequest) {
    requireOnline();
    return api(resendTransactionOtp, body);
  },
  async verifyOtp(ihno: number[], otp: string, code: string) {
    requireOnline();
    return api(verifyTransactionOtp, { ihno, otp, code });
  },
  async placeOrder(body: PlaceOrderBody, key: string) {
    requireOnline();
    return api(placeOrder, body, withKey(key));
  },
  async reinitiatePayment(ihno: number, type: 'Normal' | 'Sys') {
    requireOnline();
    return api(reinitiatePayment, { ihno, type });
  },
};

/**
 * One Idempotency-Key per submission: the same body submitted again before it succeeded (a
 * double tap, a retry after a network error) reuses the key, so the server adds it once; a
 * changed body, or any body after a success, gets a fresh key.
 */
export function useSubmissionKey(): { keyFor(body: unknown): string; settled(): void } {
  const last = useRef<{ json: string; key: string } | null>(null);
  return {
    keyFor(body) {
      const json = JSON.stringify(body);
      if (last.current?.json !== json) last.current = { json, key: newIdempotencyKey() };
      return last.current.key;
    },
    settled() {
      last.current = null;
    },
  };
}
