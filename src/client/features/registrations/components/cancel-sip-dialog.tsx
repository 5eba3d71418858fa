import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { OTHER_REASON_ID, REGISTRATION_MESSAGES, validateCancelReason } from '@shared/rules/registrations/registrations.ts';
import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTitle } from '../../../components/ui/dialog.tsx';
import { inputClassName } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { cancelReasonsQuery, regCalls } from '../queries.ts';

/**
 * The cancel dialog (spec 3 §4.3, §5): a reason must be chosen ('Please select reason'); "Others"
 * needs the investor's words ('Please enter reason', the box saying 'please enter reason'). The
 * server checks the same and the window; its message is alerted, then the list refreshes.
 */
export function CancelSipDialog({
  regNo,
  open,
  onOpenChange,
  onAnswer,
}: {
  regNo: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onAnswer(message: string, cancelled: boolean): void;
}) {
  const reasons = useQuery({ ...cancelReasonsQuery(), enabled: open });
  const [reason, setReason] = useState<string>('');
  const [remarks, setRemarks] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const other = Number(reason) === OTHER_REASON_ID;
  const submit = async () => {
    const error = validateCancelReason(reason ? Number(reason) : null, remarks);
    if (error) {
      setProblem(error);
      return;
    }
    setBusy(true);
    try {
      const answer = await regCalls.cancelSip(regNo, Number(reason), remarks.trim());
      onAnswer(answer.msg, answer.is_deleted);
    } catch (err) {
      onAnswer(messageOf(err), false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={`${id}-hint`}>
        <DialogTitle className="text-lg font-semibold">Cancel SIP</DialogTitle>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          Registration {regNo}. Please tell us why you are cancelling.
        </p>
        {reasons.isPending ? (
          <Spinner label="Loading reasons" />
        ) : (
          <RadioGroup
            aria-label="Reason for cancelling"
            value={reason}
            onValueChange={(v) => (setReason(v), setProblem(null))}
            className="max-h-72 overflow-y-auto"
          >
            {(reasons.data ?? []).map((r) => (
              <div key={r.id} className="flex items-center gap-3">
                <RadioGroupItem id={`${id}-r${r.id}`} value={String(r.id)} />
                <Label htmlFor={`${id}-r${r.id}`}>{r.reason}</Label>
              </div>
            ))}
          </RadioGroup>
        )}
        {other && (
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-remarks`}>Reason</Label>
            <textarea
              id={`${id}-remarks`}
              className={cn(inputClassName, 'h-20')}
              placeholder="please enter reason"
              value={remarks}
              maxLength={200}
              aria-invalid={problem === REGISTRATION_MESSAGES.enterReason}
              onChange={(e) => (setRemarks(e.target.value), setProblem(null))}
            />
            {problem === REGISTRATION_MESSAGES.enterReason && <p className="text-sm text-destructive">please enter reason</p>}
          </div>
        )}
        {problem && (
          <p role="alert" className="font-medium text-destructive">
            {problem}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            CLOSE
          </Button>
          <Button variant="destructive" onClick={() => void submit()} disabled={busy}>
            {busy ? 'Cancelling…' : 'CANCEL SIP'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
