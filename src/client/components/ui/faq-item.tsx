import type { ReactNode } from 'react';
import { Collapsible } from 'radix-ui';
import { ChevronDownIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export type FaqItemProps = {
  question: string;
  answer: ReactNode;
  defaultOpen?: boolean;
  className?: string;
};

/** One expandable question; the trigger is a real button, so Enter and Space toggle it. */
export function FaqItem({ question, answer, defaultOpen = false, className }: FaqItemProps) {
  return (
    <Collapsible.Root defaultOpen={defaultOpen} className={cn('group border-b border-border', className)}>
      <Collapsible.Trigger
        className={cn(
          'flex min-h-12 w-full items-center justify-between gap-4 py-3 text-left text-base font-medium text-foreground',
          'hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        )}
      >
        <span>{question}</span>
        <ChevronDownIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180" />
      </Collapsible.Trigger>
      <Collapsible.Content className="pb-4 text-sm leading-relaxed text-muted-foreground">{answer}</Collapsible.Content>
    </Collapsible.Root>
  );
}
