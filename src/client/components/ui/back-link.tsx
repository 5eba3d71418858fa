import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { ChevronLeftIcon } from 'lucide-react';

/** The step back of a flow (spec 2 §4: "Back reverses each step"), as a real link. */
export function BackLink({ children, ...link }: LinkProps & { children: ReactNode }) {
  return (
    <Link {...link} className="mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline">
      <ChevronLeftIcon aria-hidden="true" className="size-4" /> {children}
    </Link>
  );
}
