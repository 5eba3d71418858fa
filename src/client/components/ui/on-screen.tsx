import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Renders `children` only once its place comes on screen (issue 16: chart code is loaded only
 * when a chart is on screen, so one below the fold costs nothing at start-up). Until then a block
 * of the same size (`className` gives it: "h-64 w-full") holds the place, so nothing below moves
 * when the content arrives.
 */
export function OnScreen({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    const observer = new IntersectionObserver((entries) => {
      // a transition: React draws what arrives (a chart) in slices, yielding to the page between them
      if (entries.some((e) => e.isIntersecting)) startTransition(() => setSeen(true));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [seen]);
  if (seen) return <>{children}</>;
  return <div ref={ref} aria-hidden className={cn('animate-pulse rounded-md bg-muted', className)} />;
}
