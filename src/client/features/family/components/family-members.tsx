import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { FamilyDetails } from '@shared/contract/family.ts';
import { FAMILY_MESSAGES, mayAddMembers, mayDeleteMembers } from '@shared/rules/family/family.ts';
import { messageOf } from '../../../api/errors.ts';
import { ConfirmDialog } from '../../../components/ui/alert-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { familyCalls } from '../queries.ts';
import { LinkInvestor } from './link-investor.tsx';
import { MemberCard } from './member-card.tsx';

type Mode = 'list' | 'choose' | 'link';

/**
 * Family Members (spec 3 §2.9, §4.8): a carousel of the family without the user, with previous
 * and next arrows; 'Add New Member' (family_status 0 or 1) leads to 'New Investor' (Coming
 * soon!!) or 'Link Existing Investor'; only the head deletes, after the spec's confirmation; a
 * member may leave the family. Nothing is added or removed while acting as a member.
 */
export function FamilyMembers({
  details,
  own,
  actingAsMember,
  onChanged,
  afterLink,
}: {
  details: FamilyDetails;
  own: { pan: string | null; niveshId: string };
  actingAsMember: boolean;
  onChanged(): Promise<void>;
  /** where to go after a link (the family portfolio when the user came from there) */
  afterLink?: () => void;
}) {
  const others = details.family_details.filter((m) => !m.is_self);
  const [index, setIndex] = useState(0);
  const [mode, setMode] = useState<Mode>('list');
  const [comingSoon, setComingSoon] = useState(false);
  const [confirm, setConfirm] = useState<number | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const at = Math.min(index, Math.max(others.length - 1, 0));
  const member = others[at];
  const canAdd = mayAddMembers(details.family_status, actingAsMember);
  const canDelete = mayDeleteMembers(details.family_status, actingAsMember);

  const act = async (work: () => Promise<{ message: string } | { error: string }>) => {
    setError(null);
    try {
      const res = await work();
      if ('error' in res) return setError(res.error);
      toast(res.message, { variant: 'success' });
      await onChanged();
    } catch (err) {
      setError(messageOf(err));
    }
  };

  if (mode === 'link') {
    return (
      <LinkInvestor
        own={own}
        onCancel={() => setMode('choose')}
        onLinked={() => {
          toast(FAMILY_MESSAGES.linked, { variant: 'success' });
          setMode('list');
          void onChanged().then(() => afterLink?.());
        }}
      />
    );
  }

  if (mode === 'choose') {
    return (
      <section aria-labelledby="add-member" className="flex max-w-xl flex-col gap-4">
        <h2 id="add-member" className="text-lg font-semibold">
          Add New Member
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Card>
            <CardContent className="flex flex-col gap-3 p-4">
              <p className="font-medium">New Investor</p>
              <p className="text-sm text-muted-foreground">Open a Nivesh account for a family member (KYC Process).</p>
              <Button variant="outline" onClick={() => setComingSoon(true)}>
                New Investor
              </Button>
              {comingSoon && <output className="text-sm font-medium">{FAMILY_MESSAGES.comingSoon}</output>}
            </CardContent>
          </Card>
          <Card>
            <CardContent className="flex flex-col gap-3 p-4">
              <p className="font-medium">Link Existing Investor</p>
              <p className="text-sm text-muted-foreground">Link a family member who already invests with Nivesh, with the OTP sent to their mobile.</p>
              <Button onClick={() => setMode('link')}>Link Existing Investor</Button>
            </CardContent>
          </Card>
        </div>
        <div>
          <Button variant="ghost" onClick={() => setMode('list')}>
            Back to Family Members
          </Button>
        </div>
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {member ? (
        <section aria-roledescription="carousel" aria-label="Family members" className="flex items-center gap-2">
          <Button variant="ghost" size="icon" aria-label="Previous member" disabled={at === 0} onClick={() => setIndex(at - 1)}>
            <ChevronLeft aria-hidden className="size-5" />
          </Button>
          <Card className="flex-1">
            <CardContent className="flex flex-col items-center gap-4 p-6" aria-roledescription="slide" aria-label={`${at + 1} of ${others.length}`}>
              <MemberCard member={member} />
              {canDelete && member.family_status !== 1 && (
                <Button variant="outline" onClick={() => setConfirm(member.child_id)}>
                  Delete {member.name}
                </Button>
              )}
              <p className="text-xs text-muted-foreground" aria-live="polite">
                {at + 1} of {others.length}
              </p>
            </CardContent>
          </Card>
          <Button variant="ghost" size="icon" aria-label="Next member" disabled={at >= others.length - 1} onClick={() => setIndex(at + 1)}>
            <ChevronRight aria-hidden className="size-5" />
          </Button>
        </section>
      ) : (
        <p className="text-muted-foreground">You have not added any family members yet.</p>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {canAdd && <Button onClick={() => setMode('choose')}>Add New Member</Button>}
        {details.family_status === 2 && !actingAsMember && (
          <Button variant="outline" onClick={() => setLeaving(true)}>
            Leave this family
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={FAMILY_MESSAGES.confirmDelete}
        destructive
        onConfirm={() => {
          const id = confirm;
          setConfirm(null);
          setIndex(0);
          if (id !== null) void act(() => familyCalls.remove(id));
        }}
      />
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title="Are you sure you want to leave this family?"
        description="The head of the family will no longer see your portfolio or invest for you."
        destructive
        onConfirm={() => {
          setLeaving(false);
          void act(() => familyCalls.leave());
        }}
      />
    </div>
  );
}
