import { createFileRoute } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Page } from '../../../components/layout/page.tsx';
import { CasImport } from '../../../features/cas-import/components/cas-import.tsx';
import { ownerOf, refreshDashboard } from '../../../features/portfolio/queries.ts';

function ImportHoldings() {
  const qc = useQueryClient();
  return (
    <Page title="Import Holdings">
      <CasImport
        onImported={async () => {
          // the dashboard's device copy is kept for 4 hours: after an import it is asked for at once
          const owner = ownerOf(qc);
          await refreshDashboard(qc, owner);
          await qc.invalidateQueries({ queryKey: ['portfolio', owner] });
          await qc.invalidateQueries({ queryKey: ['product-summary', owner] });
        }}
      />
    </Page>
  );
}

/** /portal/menu/import-holdings (ours; the spec has no such screen): holdings bought elsewhere, from a CAMS or KFintech CAS read on this device. */
export const Route = createFileRoute('/portal/menu/import-holdings')({ component: ImportHoldings });
