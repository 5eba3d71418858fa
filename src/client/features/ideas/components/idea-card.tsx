import { Link } from '@tanstack/react-router';
import type { Idea } from '@shared/contract/ideas.ts';
import { rupees } from '@shared/rules/format/figures.ts';

/** An idea card (spec 2 §2.3): icon, name, description, minimum investment; opens the idea. */
export function IdeaCard({ idea, onOpen }: { idea: Idea; onOpen?: (id: number) => void }) {
  const body = (
    <>
      <img src={idea.IconImage} alt="" width={48} height={48} className="size-12 shrink-0" />
      <span className="flex min-w-0 flex-col gap-1">
        <span className="font-semibold">{idea.Inv_IdeaName}</span>
        <span className="text-sm text-muted-foreground">{idea.Description}</span>
        <span className="text-sm">
          Minimum investment <strong>{rupees(idea.Min_Amt)}</strong>
        </span>
      </span>
    </>
  );
  const className =
    'flex h-full w-full gap-3 rounded-xl border border-border bg-card p-4 text-left shadow-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
  if (onOpen) {
    return (
      <button type="button" className={className} onClick={() => onOpen(idea.Id)}>
        {body}
      </button>
    );
  }
  return (
    <Link to="/portal/investment/mutual-funds/ideas/$ideaId" params={{ ideaId: String(idea.Id) }} className={className}>
      {body}
    </Link>
  );
}
