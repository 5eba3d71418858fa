import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HolderActions } from '../../../components/transact/holder-actions.tsx';
import { useAuth } from '../../../session/store.ts';
import { heldFoliosQuery } from '../queries.ts';
import { InvestNow } from './invest-now.tsx';

/**
 * The scheme detail panel's actions (spec 2 §2.5): INVEST NOW for a new investor, ADDITIONAL
 * PURCHASE and MORE OPTIONS (with the folio chosen) for one who holds units of the scheme.
 */
export function SchemeActions({ schemeId, schemeNo }: { schemeId: number; schemeNo: string }) {
  const auth = useAuth(useQueryClient());
  const signedIn = Boolean(auth?.token && auth.is_user_onboarded);
  const held = useQuery(heldFoliosQuery(schemeNo, signedIn));
  const folio = held.data?.find((f) => Number(f.units) > 0);
  if (signedIn && folio) return <HolderActions schemeId={schemeId} folio={folio.folio} />;
  return <InvestNow schemeId={schemeId} schemeNo={schemeNo} />;
}
