import { useRef } from 'react';
import { MESSAGES, type BodyOf } from '@shared/contract/common.ts';
import {
  checkCartItem,
  createTransaction,
  insertTransactionOtp,
  placeOrder,
  reinitiatePayment,
  removeCartItem,
  returnToCart,
  resendTransactionOtp,
  verifyTransactionOtp,
  type TransactionOtpRequest,
} from '@shared/contract/transactions.ts';
import { api } from '../../api/client.ts';
import { newIdempotencyKey } from './format.ts';

/** Writes need a connection: the API client refuses them offline before anything is sent. */
export const OFFLINE_WRITE_MESSAGE = MESSAGES.offlineWrite;

const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export type CreateTransactionBody = BodyOf<typeof createTransaction>;
export type PlaceOrderBody = BodyOf<typeof placeOrder>;

/** The cart and checkout calls; offline each rejects with OFFLINE_WRITE_MESSAGE (from the API client) before anything is sent. */
export const txCalls = {
  async createTransaction(body: CreateTransactionBody, key: string) {
    return api(createTransaction, body, withKey(key));
  },
  async removeCartItems(ihnos: number[], trType: 'S' | 'N') {
    return api(removeCartItem, { Ihnos: ihnos.join(','), TrType: trType });
  },
  async checkCartItems(ihnos: number[], checked: boolean) {
    return api(checkCartItem, { Ihnos: ihnos.join(','), checked }, { quiet: true });
  },
  async sendOtp(body: TransactionOtpRequest) {
    return api(insertTransactionOtp, body);
  },
  async resendOtp(body: TransactionOtpRequest) {
    return api(resendTransactionOtp, body);
  },
  async verifyOtp(ihno: number[], otp: string, code: string) {
    return api(verifyTransactionOtp, { ihno, otp, code });
  },
  async placeOrder(body: PlaceOrderBody, key: string) {
    return api(placeOrder, body, withKey(key));
  },
  async reinitiatePayment(ihno: number, type: 'Normal' | 'Sys') {
    return api(reinitiatePayment, { ihno, type });
  },
  async returnToCart(paymentId: number) {
    return api(returnToCart, { payment_id: paymentId });
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
