import { useId, useState, type FormEvent } from 'react';
import { DESCRIPTION_MAX, QUERY_TYPES, TICKET_MESSAGES, ticketProblem, type TicketAccount } from '@shared/rules/support/support-ticket.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { Input, inputClassName } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { messageOf } from '../../../api/errors.ts';
import { cn } from '../../../lib/cn.ts';
import { useRaiseTicket } from '../queries.ts';
import { useAlert } from '../../../components/ui/use-alert.tsx';

/**
 * 'Raise a Query' (spec 3 §2.7, §5, §7.3): Primary / Family, the query type, a description and
 * the address for the reply. The spec's alerts come first; the server checks the same rules.
 */
export function RaiseQueryForm({ defaultEmail }: { defaultEmail: string }) {
  const ids = { desc: useId(), email: useId(), account: useId() };
  const [account, setAccount] = useState<TicketAccount>('Primary');
  const [subject, setSubject] = useState<string | undefined>(undefined);
  const [description, setDescription] = useState('');
  const email = defaultEmail;
  const raise = useRaiseTicket();
  const [alertEl, alert] = useAlert();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = ticketProblem({ subject: subject ?? '', description, email });
    if (problem) return alert(problem);
    raise.mutate(
      { subject: subject!, description, email, account },
      {
        onSuccess: (r) => {
          alert(`${TICKET_MESSAGES.raised}. Your ticket number is ${r.ticket.ticket_no}.`);
          setSubject(undefined);
          setDescription('');
        },
        onError: (err) => alert(messageOf(err)),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex max-w-xl flex-col gap-5" noValidate>
      <fieldset className="flex flex-col gap-2">
        <legend id={ids.account} className="mb-2 text-sm font-medium">
          Query for
        </legend>
        <RadioGroup aria-labelledby={ids.account} value={account} onValueChange={(v) => setAccount(v as TicketAccount)} className="flex gap-6">
          {(['Primary', 'Family'] as const).map((a) => (
            <div key={a} className="flex items-center gap-2">
              <RadioGroupItem id={`${ids.account}-${a}`} value={a} />
              <Label htmlFor={`${ids.account}-${a}`}>{a}</Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      <Dropdown
        label="Query Type"
        value={subject}
        onValueChange={setSubject}
        options={QUERY_TYPES.map((q) => ({ value: q, label: q }))}
        placeholder="Select query type"
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.desc}>Description</Label>
        <textarea
          id={ids.desc}
          value={description}
          maxLength={DESCRIPTION_MAX}
          rows={5}
          onChange={(e) => setDescription(e.target.value)}
          className={cn(inputClassName, 'h-auto min-h-28 py-2')}
          aria-describedby={`${ids.desc}-count`}
        />
        <span id={`${ids.desc}-count`} className="text-right text-xs text-muted-foreground">
          {description.length}/{DESCRIPTION_MAX}
        </span>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.email}>Email for our reply</Label>
        {/* only the registered (verified) email gets our mail: it is shown, not typed */}
        <Input id={ids.email} type="email" value={email} readOnly aria-describedby={`${ids.email}-hint`} />
        <span id={`${ids.email}-hint`} className="text-xs text-muted-foreground">
          {email
            ? 'Our reply goes to your registered email. To use another, change your email in your profile.'
            : 'Our reply will be shown under your tickets here. Add an email in your profile to get it by mail too.'}
        </span>
      </div>
      <Button type="submit" disabled={raise.isPending} className="self-start">
        {raise.isPending ? 'Submitting...' : 'SUBMIT'}
      </Button>
      {alertEl}
    </form>
  );
}
