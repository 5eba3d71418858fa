import { Link } from '@tanstack/react-router';
import { CheckCircle2, CircleDashed } from 'lucide-react';
import type { UserDetails } from '@shared/contract/user.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

function Step({ done, title, children }: { done: boolean; title: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      {done ? (
        <CheckCircle2 aria-label="Done" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
      ) : (
        <CircleDashed aria-label="To do" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      )}
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{title}</p>
        <div className="text-sm text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

/**
 * What the investor sees when onboarding is submitted: that the account is open (and registered
 * with the exchange), and what to do next: a mandate for SIPs, the risk profile, the first investment.
 */
export function OnboardingComplete({ user }: { user: UserDetails }) {
  const registered = user.BseRegStatus === 'Y' && user.BseFatcaStatus === 'Y';
  return (
    <Card className="mx-auto max-w-2xl">
      <CardHeader>
        <CardTitle className="text-2xl">Your account is open</CardTitle>
        <p className="text-muted-foreground">
          Welcome to Nivesh{user.name ? `, ${user.name}` : ''}. Your Nivesh account ID is <strong>{user.CAccountNo ?? user.ID}</strong>.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <ol aria-label="What happens next" className="flex flex-col gap-4">
          <Step done={registered} title="Registered with the exchange">
            {registered
              ? 'Your details, FATCA declaration and bank account are registered with BSE StAR MF. You can buy mutual funds now.'
              : 'Your registration with BSE StAR MF is being completed; you can invest once it is done.'}
          </Step>
          <Step done={false} title="Set up a bank mandate for SIPs">
            SIP instalments are debited through a mandate. An E-NACH mandate is authorised online and is approved by your bank in about 2 working days.{' '}
            <Link to="/portal/profile/bank-mandates" className="font-medium text-primary underline underline-offset-2">
              Add a bank mandate
            </Link>
          </Step>
          <Step done={Boolean(user.risk_status)} title="Know your risk appetite">
            Ten questions that suggest how to split your money between equity and debt.{' '}
            <Link to="/portal/profile/risk-appetite" className="font-medium text-primary underline underline-offset-2">
              Take the risk assessment
            </Link>
          </Step>
        </ol>
        <Button asChild className="self-start">
          <Link to="/portal/investment">START INVESTING</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
