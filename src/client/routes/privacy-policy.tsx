import { createFileRoute } from '@tanstack/react-router';
import { PublicShell } from '../components/layout/public-shell.tsx';

function Doc() {
  return (
    <PublicShell>
      <article className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8 leading-relaxed">
        <h1 className="text-2xl font-semibold">Privacy Policy</h1>
        <p>
          We collect the information needed to open and operate your investment account under Indian KYC, FATCA and anti-money-laundering rules: your name, PAN,
          date of birth, contact details, bank accounts, nominees, joint holders and documents you upload.
        </p>
        <p>
          We share it only with the parties needed to execute your instructions: KYC registration agencies, the stock exchange platform, asset management
          companies, registrars and your bank, and with regulators when the law requires it.
        </p>
        <p>
          One-time passwords and session tokens are stored only as one-way hashes. Your full PAN, bank account numbers and documents are never stored on your
          device for offline use.
        </p>
        <p>You may ask for a copy of your data or its correction by writing to our support team from the Customer Support page.</p>
      </article>
    </PublicShell>
  );
}

export const Route = createFileRoute('/privacy-policy')({ component: Doc });
