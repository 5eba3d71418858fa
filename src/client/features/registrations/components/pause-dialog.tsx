import { useId, useState } from 'react';
import { MAX_PAUSE_INSTALMENTS } from '@shared/rules/registrations/registrations.ts';
import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { regCalls } from '../queries.ts';

/** Pause a SIP for its next 1 to 6 instalments (ours); the server checks the count and the 2-day window. */
export function PauseDialog({
  regNo,
  open,
  onOpenChange,
  onAnswer,
}: {
  regNo: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onAnswer(message: string): void;
}) {
  const [count, setCount] = useState('1');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = async () => {
    setBusy(true);
    try {
      onAnswer((await regCalls.pauseSip(regNo, Number(count))).msg);
    } catch (err) {
      onAnswer(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={`${id}-hint`}>
        <DialogTitle className="text-lg font-semibold">Pause SIP</DialogTitle>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          The paused instalments are not debited; the SIP resumes on its own dates and keeps its end date.
        </p>
        <Dropdown
          label="Instalments to pause"
          value={count}
          onValueChange={setCount}
          options={Array.from({ length: MAX_PAUSE_INSTALMENTS }, (_, i) => ({ value: String(i + 1), label: `${i + 1} instalment${i ? 's' : ''}` }))}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            CLOSE
          </Button>
          <Button onClick={() => void submit()} disabled={busy}>
            PAUSE SIP
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
