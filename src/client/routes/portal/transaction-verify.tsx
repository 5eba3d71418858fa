import { useState } from 'react';
import { Navigate, createFileRoute, useLocation } from '@tanstack/react-router';
import { Page } from '../../components/layout/page.tsx';
import { TransactionVerifyScreen } from '../../features/transactions/components/transaction-verify-screen.tsx';

function TransactionVerify() {
  // The cart hands over the transaction type, the OTP request and the order body in navigation
  // state. Read once: while this screen navigates on, the next location (without that state)
  // must not bounce it to the cart.
  const current = useLocation({ select: (l) => l.state.checkout });
  const [checkout] = useState(current);
  if (!checkout) return <Navigate to="/portal/cart" replace />;
  return (
    <Page title="Transaction Confimation">
      <TransactionVerifyScreen checkout={checkout} />
    </Page>
  );
}

/** /portal/transaction-verify (spec 3 §2.5): the OTP step before orders. */
export const Route = createFileRoute('/portal/transaction-verify')({
  component: TransactionVerify,
});
