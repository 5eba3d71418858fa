import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * False on the first render, true once the page around the caller has been painted (set as a
 * transition of its own). A page put on screen in one commit makes one long task: the commit, then
 * style and layout for all of it (TBT on a phone). What waits for this is made after the
 * first paint, which splits that work in two.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the frame's callback runs before its paint; a task queued from it runs after the paint
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * Renders `children` once the page around it has been painted. Until then `fallback` holds the
 * place, or a block of `className` (its height: "min-h-96").
 */
export function AfterPaint(props: { children: ReactNode } & ({ className: string } | { fallback: ReactNode })) {
  const painted = usePainted();
  if (painted) return <>{props.children}</>;
  if ('fallback' in props) return <>{props.fallback}</>;
  return <div aria-hidden className={cn('rounded-md', props.className)} />;
}
