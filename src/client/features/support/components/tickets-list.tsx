import { useSuspenseQuery } from '@tanstack/react-query';
import type { Ticket } from '@shared/contract/support.ts';
import { istParts } from '@shared/time/ist.ts';
import { cn } from '../../../lib/cn.ts';
import { ticketsQuery } from '../queries.ts';

const dmy = (iso: string) => {
  const p = istParts(new Date(iso));
  return `${String(p.day).padStart(2, '0')}/${String(p.month).padStart(2, '0')}/${p.year}`;
};

const STATUS_STYLE: Record<Ticket['status'], string> = {
  Open: 'bg-amber-100 text-amber-900',
  Answered: 'bg-emerald-100 text-emerald-900',
  Closed: 'bg-muted text-muted-foreground',
};

/** The investor's tickets with their status and our reply (the route's loader has them). */
export function TicketsList({ owner }: { owner: string }) {
  const { data } = useSuspenseQuery(ticketsQuery(owner));
  if (data.length === 0) return <p className="text-muted-foreground">You have not raised any query yet.</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label="Your tickets">
      {data.map((t) => (
        <li key={t.ticket_no} className="rounded-lg border bg-card p-4" aria-label={`Ticket ${t.ticket_no}, ${t.subject}, ${t.status}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold">
              {t.ticket_no} · {t.subject}
            </span>
            <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLE[t.status])}>{t.status}</span>
          </div>
          <p className="mt-1 text-xs text-muted-foreground">
            Raised on {dmy(t.created_at)} · {t.account} · reply to {t.email}
          </p>
          <p className="mt-2 text-sm whitespace-pre-line">{t.description}</p>
          {t.reply && (
            <div className="mt-3 rounded-md bg-muted p-3 text-sm">
              <p className="font-medium">Our reply{t.answered_at ? ` (${dmy(t.answered_at)})` : ''}</p>
              <p className="mt-1 whitespace-pre-line">{t.reply}</p>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
