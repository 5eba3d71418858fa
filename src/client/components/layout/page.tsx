import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** A page inside the portal: one h1, then content. */
export function Page({ title, children, className, actions }: { title: string; children?: ReactNode; className?: string; actions?: ReactNode }) {
  return (
    <section className={cn('mx-auto w-full max-w-6xl px-4 py-6 sm:px-6', className)} aria-labelledby="page-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 id="page-title" className="text-2xl font-semibold tracking-tight">
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </section>
  );
}
