import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Renders `children` once the page around it has been painted, as a transition of its own (issue
 * 16: TBT on a phone). A long page put on screen in one commit makes one long task (the commit,
 * then style and layout for all of it); the part below the fold, made after the first paint,
 * splits that into two shorter ones. Until then a block of `className` (its height: "min-h-96")
 * holds the place.
 */
export function AfterPaint({ className, children }: { className: string; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the frame's callback runs before its paint; a task queued from it runs after the paint
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  if (ready) return <>{children}</>;
  return <div aria-hidden className={cn('rounded-md', className)} />;
}
