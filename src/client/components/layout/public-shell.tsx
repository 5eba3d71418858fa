import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Footer } from './footer.tsx';

/** Pages outside the portal (sign-in, sign-up, legal): a brand bar, the content, the footer. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-16 items-center border-b bg-card px-4">
        <Link to="/" className="flex min-h-11 items-center gap-2 text-lg font-semibold text-primary">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Nivesh
        </Link>
      </header>
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      <Footer />
    </div>
  );
}
