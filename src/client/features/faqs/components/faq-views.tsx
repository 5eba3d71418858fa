import { Link } from '@tanstack/react-router';
import { ChevronRight, CloudOff } from 'lucide-react';
import type { FaqItem as FaqEntry } from '@shared/contract/faqs.ts';
import { groupByCategory } from '@shared/rules/support/faq-search.ts';
import { FaqItem } from '../../../components/ui/faq-item.tsx';
import type { FaqResults, FaqSet } from '../queries.ts';
import { savedOn } from '../../../offline/saved-on.ts';

function DeviceCopyNote({ at }: { at: number }) {
  return (
    <p className="mb-3 flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
      <CloudOff aria-hidden className="size-4" /> You are offline: these are the FAQs saved on this device on {savedOn(at)}.
    </p>
  );
}

/** The category list (spec 3 §2.11). */
export function FaqCategoryList({ set }: { set: FaqSet }) {
  return (
    <>
      {set.stale && <DeviceCopyNote at={set.fetchedAt} />}
      <ul className="divide-y rounded-lg border bg-card" aria-label="FAQ categories">
        {set.categories.map((c) => (
          <li key={c.ID}>
            <Link to="/portal/faqCategory" search={{ id: c.ID }} className="flex min-h-12 items-center justify-between px-4 hover:bg-muted">
              <span>{c.Name}</span>
              <span className="flex items-center gap-2 text-sm text-muted-foreground">
                {set.items.filter((i) => i.CategoryID === c.ID).length} questions
                <ChevronRight aria-hidden className="size-4" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export function FaqList({ items }: { items: FaqEntry[] }) {
  return (
    <div className="rounded-lg border bg-card px-4">
      {items.map((i) => (
        <FaqItem key={i.ID} question={i.Qname} answer={<p className="whitespace-pre-line">{i.AnsDesc}</p>} />
      ))}
    </div>
  );
}

/** Search results grouped by category name, or 'No Results Found'. */
export function FaqSearchResults({ results }: { results: FaqResults }) {
  const groups = groupByCategory(results.categories, results.items);
  return (
    <div aria-live="polite">
      {results.offline && <p className="mb-3 text-sm text-muted-foreground">Searched the FAQs saved on this device (offline).</p>}
      {groups.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground">No Results Found</p>
      ) : (
        <div className="flex flex-col gap-6">
          {groups.map((g) => (
            <section key={g.ID} aria-labelledby={`faq-group-${g.ID}`}>
              <h2 id={`faq-group-${g.ID}`} className="mb-2 text-lg font-semibold">
                {g.Name}
              </h2>
              <FaqList items={g.items} />
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
