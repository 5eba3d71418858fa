import { createFileRoute } from '@tanstack/react-router';
import { PublicShell } from '../components/layout/public-shell.tsx';

function Doc() {
  return (
    <PublicShell>
      <article className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8 leading-relaxed">
        <h1 className="text-2xl font-semibold">Terms &amp; Conditions</h1>
        <p>
          These terms govern your use of Nivesh, a platform operated by Nivesh Investment Services Pvt. Ltd., an AMFI-registered mutual fund distributor. By
          signing up you agree to them.
        </p>
        <p>
          Orders you place are transmitted to the stock exchange mutual fund platform and processed by the asset management company of the scheme. Units are
          allotted at the NAV applicable under SEBI cut-off rules once your payment is realised.
        </p>
        <p>
          You are responsible for the accuracy of the information you provide, including your PAN, bank details, nominees and FATCA declaration, and for keeping
          your one-time passwords private.
        </p>
        <p>
          Mutual fund investments are subject to market risks. Past performance does not guarantee future returns. Read all scheme-related documents carefully
          before investing.
        </p>
      </article>
    </PublicShell>
  );
}

export const Route = createFileRoute('/terms')({ component: Doc });
