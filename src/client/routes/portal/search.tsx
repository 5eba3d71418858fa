import { useCallback } from 'react';
import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { ChevronLeftIcon } from 'lucide-react';
import { Page } from '../../components/layout/page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SchemeSearch, type AppliedSearch } from '../../features/schemes/components/scheme-search.tsx';
import { SchemeDetailSheet } from '../../features/schemes/components/scheme-detail-sheet.tsx';

type Search = AppliedSearch & { scheme?: number };

function SearchPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const router = useRouter();
  const { scheme, ...applied } = search;
  const onApply = useCallback((next: AppliedSearch) => void navigate({ search: next }), [navigate]);
  return (
    <Page
      title="Search Schemes"
      actions={
        <Button variant="outline" onClick={() => (router.history.canGoBack() ? router.history.back() : void navigate({ to: '/portal/investment' }))}>
          <ChevronLeftIcon aria-hidden="true" /> Back
        </Button>
      }
    >
      <SchemeSearch applied={applied} onApply={onApply} onOpen={(id) => void navigate({ search: { ...applied, scheme: id } })} />
      <SchemeDetailSheet schemeId={scheme ?? null} onClose={() => void navigate({ search: applied, replace: true })} />
    </Page>
  );
}

/** /portal/search (spec 3 §2.10): scheme search; what was searched stays in the URL, so going back returns to it. */
export const Route = createFileRoute('/portal/search')({
  validateSearch: (s: Record<string, unknown>): Search => {
    const out: Search = {};
    if (typeof s.q === 'string' && s.q.trim()) out.q = s.q.trim().slice(0, 100);
    if (typeof s.ac === 'string' && /^(equity|debt|hybrid|liquid)(,(equity|debt|hybrid|liquid))*$/.test(s.ac)) out.ac = s.ac;
    const r = Number(s.r);
    if (s.r !== undefined && Number.isInteger(r) && r >= 0 && r <= 2) out.r = r;
    const scheme = Number(s.scheme);
    if (Number.isInteger(scheme) && scheme > 0) out.scheme = scheme;
    return out;
  },
  component: SearchPage,
});
