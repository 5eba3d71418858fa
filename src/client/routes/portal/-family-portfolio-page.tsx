import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { dmyToYmd } from '../../features/portfolio/format.ts';
import { messageOf } from '../../api/errors.ts';
import { Button } from '../../components/ui/button.tsx';
import { useAlert } from '../../components/ui/use-alert.tsx';
import { FamilyPortfolioView } from '../../features/family/components/family-portfolio-view.tsx';
import { familyQueries } from '../../features/family/queries.ts';
import { SavedAge } from '../../features/portfolio/components/saved-age.tsx';
import { HeldThrough } from '../../components/held-through.tsx';
import type { HoldingSourceFilter } from '@shared/contract/holding-source.ts';
import { useAuth } from '../../session/store.ts';
import { todayIst } from './-family-portfolio-load.ts';
import { actingAsMember, switchBack, switchToMember } from '../../session/switch-profile.ts';

/** The family portfolio (spec 2 §2.8), shared by /portal/family-portfolio and, for a head, /portal/portfolio (spec 2 §2.9). */
export function FamilyPortfolioPage({
  date,
  setDate,
  source = 'all',
  setSource,
  showFamilyLink,
}: {
  date: string | undefined;
  setDate(date: string | undefined): void;
  /** which holdings the figures count (held through Nivesh, elsewhere, or all) */
  source?: HoldingSourceFilter;
  setSource?(source: HoldingSourceFilter): void;
  showFamilyLink: boolean;
}) {
  const qc = useQueryClient();
  const auth = useAuth(qc);
  const owner = auth?.user_details?.ID ?? '';
  const today = todayIst();
  const day = date ?? today;
  const cached = useSuspenseQuery(familyQueries.portfolio(owner, day, source)).data;
  const navigate = useNavigate();
  const [alert, showAlert] = useAlert();
  const [busy, setBusy] = useState(false);
  const login = auth?.user_details?.login_date;
  const head = auth?.user_details?.family_status === 1 && !actingAsMember(auth);

  // spec 2 §4: View Portfolio switches to the member, then opens the individual portfolio
  const view = async (m: { childId: number; niveshId: string }) => {
    if (busy) return;
    setBusy(true);
    try {
      if (m.niveshId !== owner) {
        const parentIsTarget =
          actingAsMember(auth) &&
          (await qc.fetchQuery(familyQueries.switchList(owner))).switch_list.some((x) => x.child_id === m.childId && x.family_status === 1);
        if (parentIsTarget) await switchBack(qc);
        else await switchToMember(qc, m.childId);
      }
      await navigate({ to: '/portal/individual-portfolio' });
    } catch (err) {
      showAlert({ body: messageOf(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {showFamilyLink && (
        <div className="mb-4">
          <Button variant="outline" asChild>
            {/* the spec's way from the family view to the head's own holdings; named for where it goes */}
            <Link to="/portal/individual-portfolio">My portfolio</Link>
          </Button>
        </div>
      )}
      {setSource && (
        <div className="mb-4">
          <HeldThrough value={source} onChange={setSource} />
        </div>
      )}
      <FamilyPortfolioView
        answer={cached.data}
        date={day}
        today={today}
        minDate={login ? dmyToYmd(login) : undefined}
        onDate={(d) => setDate(d >= today ? undefined : d)}
        canAdd={head}
        addMember={
          <Button asChild>
            <Link to="/portal/profile/family-members" search={{ from: 'portfolio' }}>
              Add Family Member
            </Link>
          </Button>
        }
        onViewPortfolio={(m) => void view(m)}
        savedAge={<SavedAge {...cached} />}
      />
      {alert}
    </>
  );
}
