import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Laptop, Smartphone } from 'lucide-react';
import { SESSION_MESSAGES, type ActiveSession } from '@shared/contract/sessions.ts';
import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { sessionCalls } from '../mutations.ts';
import { sessionQueries } from '../queries.ts';
import { istDateTime, lastUsedText } from '../format.ts';

type Confirm = { kind: 'one'; session: ActiveSession } | { kind: 'others' } | null;

const isPhone = (device: string) => /Android|iPhone|iPad/.test(device);

/**
 * Active sessions, for Personal Information: each sign-in with its device, IP
 * and last use; any other one can be ended, or all others at once. Ending asks first.
 */
export function SessionsCard({ now = () => new Date() }: { now?: () => Date }) {
  const qc = useQueryClient();
  const { data: sessions } = useSuspenseQuery(sessionQueries.active());
  const [confirm, setConfirm] = useState<Confirm>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: sessionQueries.active().queryKey });
  const onError = (err: unknown) => {
    toast(messageOf(err), { variant: 'error' });
    void refresh();
  };
  const endOne = useMutation({
    mutationFn: (id: number) => sessionCalls.endOne(id),
    onSuccess: () => {
      toast(SESSION_MESSAGES.ended, { variant: 'success' });
      void refresh();
    },
    onError,
  });
  const endOthers = useMutation({
    mutationFn: () => sessionCalls.endOthers(),
    onSuccess: () => {
      toast(SESSION_MESSAGES.endedOthers, { variant: 'success' });
      void refresh();
    },
    onError,
  });
  const others = sessions.filter((s) => !s.current);
  const busy = endOne.isPending || endOthers.isPending;
  const at = now();

  return (
    <Card aria-labelledby="sessions-title">
      <CardHeader>
        <CardTitle id="sessions-title">Active sessions</CardTitle>
        <CardDescription>Devices signed in to your account. End any you do not recognise.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border" aria-label="Signed-in devices">
          {sessions.map((s) => {
            const Icon = isPhone(s.device) ? Smartphone : Laptop;
            return (
              <li key={s.session_id} className="flex items-center gap-3 py-3">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">
                    {s.device}
                    {s.current && (
                      <span className="ml-2 rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">This device</span>
                    )}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {s.ip ? `${s.ip} · ` : ''}
                    {s.current ? 'Active now' : lastUsedText(s.last_used_at, at)} · Signed in {istDateTime(new Date(s.signed_in_at))}
                  </p>
                </div>
                {!s.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    onClick={() => setConfirm({ kind: 'one', session: s })}
                    aria-label={`End session on ${s.device}`}
                  >
                    End
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
      {others.length > 0 && (
        <CardFooter>
          <Button variant="destructive" disabled={busy} onClick={() => setConfirm({ kind: 'others' })}>
            Sign out of all other sessions
          </Button>
        </CardFooter>
      )}
      <AlertDialog open={confirm !== null} onOpenChange={(open) => !open && setConfirm(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{confirm?.kind === 'others' ? 'Sign out of all other sessions?' : 'End this session?'}</AlertDialogTitle>
            <AlertDialogDescription>
              {confirm?.kind === 'one'
                ? `${confirm.session.device} will be signed out and will need an OTP to sign in again.`
                : `${others.length} other ${others.length === 1 ? 'device' : 'devices'} will be signed out and will need an OTP to sign in again.`}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              destructive
              onClick={() => {
                if (confirm?.kind === 'one') endOne.mutate(confirm.session.session_id);
                else if (confirm?.kind === 'others') endOthers.mutate();
                setConfirm(null);
              }}
            >
              {confirm?.kind === 'others' ? 'Sign out others' : 'End session'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
