import { Link, createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { ChevronLeftIcon } from 'lucide-react';
import { ASSET_CLASS, type AssetClassId } from '@shared/contract/schemes.ts';
import { Page } from '../../../../../components/layout/page.tsx';
import { Spinner } from '../../../../../components/ui/spinner.tsx';
import { SchemeListView } from '../../../../../features/schemes/components/scheme-list-view.tsx';
import { SchemeDetailSheet } from '../../../../../features/schemes/components/scheme-detail-sheet.tsx';
import { tabById } from '../../../../../features/schemes/asset-tabs.ts';
import { useSubAsset } from '../../../../../features/schemes/use-sub-asset.ts';
import { ASSET_TABS } from '../../../../../features/schemes/asset-tabs.ts';
import { schemeListQuery, subAssetClassesQuery } from '../../../../../features/schemes/queries.ts';

type Search = { scheme?: number };

function SchemeList() {
  const { subAssetId } = Route.useParams();
  const { scheme } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const id = Number(subAssetId);
  const { sub, pending } = useSubAsset(id);
  const tab = tabById(sub?.AssetClassID) ?? tabById(ASSET_CLASS.equity)!;
  return (
    <Page title={sub?.Sub_AssetclassName ?? 'Schemes'}>
      <Link
        to="/portal/investment/mutual-funds/categories/$assetClass"
        params={{ assetClass: tab.slug }}
        className="mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        <ChevronLeftIcon aria-hidden="true" className="size-4" /> {tab.label} categories
      </Link>
      {pending ? (
        <Spinner label="Loading" className="py-8" />
      ) : (
        <SchemeListView
          key={id}
          subAssetId={id}
          assetClassId={(sub?.AssetClassID ?? ASSET_CLASS.equity) as AssetClassId}
          onOpen={(schemeId) => void navigate({ search: { scheme: schemeId } })}
        />
      )}
      <SchemeDetailSheet schemeId={scheme ?? null} onClose={() => void navigate({ search: {}, replace: true })} />
    </Page>
  );
}

/** /portal/investment/mutual-funds/schemes/{subAssetId}[?scheme=id]: a category's schemes, with a scheme's detail open. */
export const Route = createFileRoute('/portal/investment/mutual-funds_/schemes/$subAssetId')({
  params: {
    parse: (p) => {
      if (!/^\d{1,5}$/.test(p.subAssetId)) throw notFound();
      return { subAssetId: p.subAssetId };
    },
  },
  validateSearch: (s: Record<string, unknown>): Search => {
    const scheme = Number(s.scheme);
    return Number.isInteger(scheme) && scheme > 0 ? { scheme } : {};
  },
  // the category and its schemes are in the first frame, so the footer is not pushed down when the
  // list arrives (CLS); a failure is the view's to show, with its own message
  loader: async ({ context, params }) => {
    const qc = context.queryClient;
    const id = Number(params.subAssetId);
    await Promise.all([...ASSET_TABS.map((t) => qc.ensureQueryData(subAssetClassesQuery(t.id))), qc.ensureQueryData(schemeListQuery(id))]).catch(
      () => undefined,
    );
  },
  component: SchemeList,
});
