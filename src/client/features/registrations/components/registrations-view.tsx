import { useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Registration } from '@shared/contract/registrations.ts';
import { messageOf } from '../../../api/errors.ts';
import { ConfirmDialog } from '../../../components/ui/alert-dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useAlert } from '../../../components/ui/use-alert.tsx';
import { listTexts, splitRegistrations, type RegKind } from '../lists.ts';
import { REG_KEYS, regCalls, sipListQuery, swpStpQuery } from '../queries.ts';
import { CancelSipDialog } from './cancel-sip-dialog.tsx';
import { ModifySipDialog } from './modify-sip-dialog.tsx';
import { PauseDialog } from './pause-dialog.tsx';
import { RegistrationCard } from './registration-card.tsx';
import { DeviceCopyNote } from '../../../offline/device-copy-note.tsx';
import { copyOf } from '../../../offline/device-read.ts';

/**
 * Manage SIP / SWP / STP (spec 3 §2.7, §4.3): the active and completed tabs, each registration
 * with its instalments; cancel (a reason for a SIP, a confirmation for SWP/STP), pause and modify.
 * The server decides the windows; the buttons show only when it says they are open.
 */
export function RegistrationsView({ kind }: { kind: RegKind }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(kind === 'SIP' ? sipListQuery() : swpStpQuery());
  const { active, completed } = splitRegistrations(data, kind);
  const texts = listTexts(kind);
  const [tab, setTab] = useState<'active' | 'completed'>('active');
  const [cancelling, setCancelling] = useState<Registration | null>(null);
  const [pausing, setPausing] = useState<Registration | null>(null);
  const [modifying, setModifying] = useState<Registration | null>(null);
  const [alertEl, alert] = useAlert();
  const refresh = () => qc.invalidateQueries({ queryKey: kind === 'SIP' ? REG_KEYS.sips : REG_KEYS.swpStp });

  const cancelOther = async (r: Registration) => {
    try {
      const answer = kind === 'SWP' ? await regCalls.cancelSwp(r.BseOrderNo) : await regCalls.cancelStp(r.BseOrderNo);
      alert({ body: answer.msg, onClose: () => void refresh() });
    } catch (err) {
      alert({ body: messageOf(err) });
    }
  };

  const resume = async (r: Registration) => {
    try {
      const answer = await regCalls.resumeSip(r.BseOrderNo);
      alert({ title: answer.is_resumed ? 'SIP resumed' : 'SIP not resumed', body: answer.msg, onClose: () => void refresh() });
    } catch (err) {
      alert({ body: messageOf(err) });
    }
  };

  const list = (rows: Registration[], empty: string) =>
    rows.length === 0 ? (
      <p className="py-8 text-center text-muted-foreground">{empty}</p>
    ) : (
      <ul className="flex flex-col gap-3">
        {rows.map((r) => (
          <RegistrationCard
            key={r.ID}
            r={r}
            kind={kind}
            onCancel={setCancelling}
            onPause={setPausing}
            onResume={(x) => void resume(x)}
            onModify={kind === 'SIP' ? setModifying : undefined}
          />
        ))}
      </ul>
    );

  return (
    <>
      <DeviceCopyNote copy={copyOf(data)} className="mb-3" />
      <Tabs value={tab} onValueChange={(v) => setTab(v as 'active' | 'completed')}>
        <TabsList aria-label={`${kind} lists`}>
          <TabsTrigger value="active">{texts.activeTab}</TabsTrigger>
          <TabsTrigger value="completed">{texts.completedTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="active">{list(active, texts.activeEmpty)}</TabsContent>
        <TabsContent value="completed">{list(completed, texts.completedEmpty)}</TabsContent>
      </Tabs>
      {kind === 'SIP' && cancelling && (
        <CancelSipDialog
          regNo={cancelling.BseOrderNo}
          open
          onOpenChange={(o) => !o && setCancelling(null)}
          onAnswer={(message) => {
            setCancelling(null);
            alert({
              body: message,
              onClose: () => {
                void refresh();
                void navigate({ to: '/portal/menu/manage-sip' });
              },
            });
          }}
        />
      )}
      {kind !== 'SIP' && (
        <ConfirmDialog
          open={cancelling !== null}
          onOpenChange={(o) => !o && setCancelling(null)}
          title={`Are you sure want to cancel this ${kind}?`}
          description={cancelling ? `${cancelling.SchemeName}, registration ${cancelling.BseOrderNo}` : undefined}
          destructive
          onConfirm={() => {
            const r = cancelling;
            setCancelling(null);
            if (r) void cancelOther(r);
          }}
        />
      )}
      {pausing && (
        <PauseDialog
          regNo={pausing.BseOrderNo}
          open
          onOpenChange={(o) => !o && setPausing(null)}
          onAnswer={(message) => {
            setPausing(null);
            alert({ body: message, onClose: () => void refresh() });
          }}
        />
      )}
      {modifying && (
        <ModifySipDialog
          r={modifying}
          open
          onOpenChange={(o) => !o && setModifying(null)}
          onAnswer={(title, message) => {
            setModifying(null);
            alert({ title, body: message, onClose: () => void refresh() });
          }}
        />
      )}
      {alertEl}
    </>
  );
}
