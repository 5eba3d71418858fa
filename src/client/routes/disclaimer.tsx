import { createFileRoute } from '@tanstack/react-router';
import { PublicShell } from '../components/layout/public-shell.tsx';

function Doc() {
  return (
    <PublicShell>
      <article className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8 leading-relaxed">
        <h1 className="text-2xl font-semibold">Disclaimers</h1>
        <p>Mutual fund investments are subject to market risks, read all scheme related documents carefully.</p>
        <p>
          Nivesh Investment Services Pvt. Ltd. is a distributor of mutual funds (AMFI ARN-271828) and does not provide investment advice. Information on this
          platform, including returns, ratings and curated portfolios, is for education only.
        </p>
        <p>
          Returns shown for periods under one year are absolute; for one year and above they are annualised. NAVs are as published by the fund houses and may be
          delayed.
        </p>
      </article>
    </PublicShell>
  );
}

export const Route = createFileRoute('/disclaimer')({ component: Doc });
