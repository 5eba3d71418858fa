import type { CheckoutState } from './checkout.ts';

/**
 * What this feature carries in router navigation state (TanStack Router `state`): the checkout
 * from the cart to /portal/transaction-verify (spec 3 §2.1), and the history tab to open.
 */
declare module '@tanstack/history' {
  interface HistoryState {
    checkout?: CheckoutState;
    historyType?: 'Processing';
  }
}
