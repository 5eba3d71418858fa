import { Link } from '@tanstack/react-router';

const SOCIAL = [
  { label: 'Nivesh on X', href: 'https://x.com/niveshapp' },
  { label: 'Nivesh on LinkedIn', href: 'https://www.linkedin.com/company/niveshapp' },
  { label: 'Nivesh on YouTube', href: 'https://www.youtube.com/@niveshapp' },
  { label: 'Nivesh on Instagram', href: 'https://www.instagram.com/niveshapp' },
];

const STORES = [
  { label: 'Get it on Google Play', href: 'https://play.google.com/store/apps/details?id=in.nivesh.app' },
  { label: 'Download on the App Store', href: 'https://apps.apple.com/in/app/nivesh-mutual-funds/id6450000000' },
];

/** The footer of every page: AMFI distributor line, legal links, social and app-store links. */
export function Footer() {
  return (
    <footer className="border-t bg-muted px-4 pt-6 pb-24 text-sm text-muted-foreground md:pb-6">
      <div className="mx-auto flex max-w-6xl flex-col gap-4">
        <p>
          Nivesh Investment Services Pvt. Ltd. is an AMFI-registered Mutual Fund Distributor, ARN-271828 (valid till 31-Mar-2028). Mutual fund investments are
          subject to market risks; read all scheme-related documents carefully.
        </p>
        <nav aria-label="Legal" className="flex flex-wrap gap-x-5">
          <Link to="/disclaimer" className="inline-flex min-h-11 min-w-11 items-center underline underline-offset-2 hover:text-foreground">
            Disclaimers
          </Link>
          <Link to="/terms" className="inline-flex min-h-11 min-w-11 items-center underline underline-offset-2 hover:text-foreground">
            Terms &amp; Conditions
          </Link>
          <Link to="/privacy-policy" className="inline-flex min-h-11 min-w-11 items-center underline underline-offset-2 hover:text-foreground">
            Privacy Policy
          </Link>
        </nav>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ul aria-label="Social media" className="flex flex-wrap gap-x-4">
            {SOCIAL.map((s) => (
              <li key={s.href}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 min-w-11 items-center underline underline-offset-2 hover:text-foreground"
                >
                  {s.label.replace('Nivesh on ', '')}
                  <span className="sr-only"> ({s.label}, opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
          <ul aria-label="Mobile apps" className="flex flex-wrap gap-3">
            {STORES.map((s) => (
              <li key={s.href}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center rounded-md border border-foreground/30 bg-foreground px-3 text-xs font-medium text-background"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <p>
          © Nivesh Investment Services Pvt. Ltd. · Version {__APP_VERSION__}
          {import.meta.env.VITE_BUILD_ID ? ` (${import.meta.env.VITE_BUILD_ID})` : ''}
        </p>
      </div>
    </footer>
  );
}
