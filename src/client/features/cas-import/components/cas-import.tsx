import { useId, useState } from 'react';
import { folioBalance } from '@shared/cas/balance.ts';
import { CAS_MESSAGES, type CasFolio, type CasStatement } from '@shared/cas/model.ts';
import { casImport } from '@shared/contract/cas.ts';
import { groupDecimalString } from '@shared/rules/format/indian-number.ts';
import { ymdToDmy } from '@shared/time/ist.ts';
import { api } from '../../../api/client.ts';
import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { readCasFile } from '../read-cas.ts';

type Step =
  | { name: 'choose' }
  | { name: 'reading' }
  | { name: 'review'; statement: CasStatement }
  | { name: 'sending'; statement: CasStatement }
  | { name: 'done'; message: string };

/** The JSON limit of a call is 256 KB: a long statement goes in several calls of whole folios. */
const BATCH_CHARS = 180_000;

export function batchesOf(statement: CasStatement, folios: readonly CasFolio[]): CasStatement[] {
  const out: CasStatement[] = [];
  let current: CasFolio[] = [];
  let size = 0;
  for (const f of folios) {
    const n = JSON.stringify(f).length;
    if (current.length > 0 && size + n > BATCH_CHARS) {
      out.push({ ...statement, folios: current });
      current = [];
      size = 0;
    }
    current.push(f);
    size += n;
  }
  if (current.length) out.push({ ...statement, folios: current });
  return out;
}

const rupees = (t: string) => `₹${groupDecimalString(t)}`;

/**
 * Import holdings bought elsewhere from a CAMS or KFintech CAS: the PDF is opened on this device
 * with the password the investor typed; each folio is shown for a yes or no; only the folios
 * answered yes are sent, as figures. A folio whose lines do not add up is shown as such and
 * cannot be chosen.
 */
export function CasImport({ onImported }: { onImported(): Promise<void> | void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [answers, setAnswers] = useState<Record<number, 'yes' | 'no'>>({});

  async function read() {
    setError(null);
    if (!file) return setError('Please choose your statement PDF');
    if (!password) return setError(CAS_MESSAGES.passwordRequired);
    setStep({ name: 'reading' });
    try {
      const { statement } = await readCasFile(file, password);
      setAnswers({});
      setStep({ name: 'review', statement });
    } catch (err) {
      setStep({ name: 'choose' });
      setError(err instanceof Error ? err.message : CAS_MESSAGES.notPdf);
    }
  }

  async function send(statement: CasStatement) {
    setError(null);
    const chosen = statement.folios.filter((_, i) => answers[i] === 'yes');
    if (chosen.length === 0) return setError(CAS_MESSAGES.nothingChosen);
    setStep({ name: 'sending', statement });
    try {
      let folios = 0;
      for (const batch of batchesOf(statement, chosen)) {
        const res = await api(casImport, { statement: batch });
        folios += res.folios.length;
      }
      await onImported();
      setStep({
        name: 'done',
        message: `Imported ${folios} folio${folios === 1 ? '' : 's'} from your statement of ${ymdToDmy(statement.to)}. Your dashboard and portfolio now include them.`,
      });
    } catch (err) {
      setStep({ name: 'review', statement });
      setError(messageOf(err));
    }
  }

  if (step.name === 'done') {
    return <output className="block rounded-lg border bg-card p-4">{step.message}</output>;
  }

  if (step.name === 'review' || step.name === 'sending') {
    const s = step.statement;
    const balances = s.folios.map(folioBalance);
    return (
      <form
        className="flex flex-col gap-4"
        aria-labelledby={`${id}-review`}
        onSubmit={(e) => {
          e.preventDefault();
          void send(s);
        }}
      >
        <div>
          <h2 id={`${id}-review`} className="text-lg font-semibold">
            {s.registrar === 'CAMS' ? 'CAMS' : 'KFintech'} statement of {ymdToDmy(s.from)} to {ymdToDmy(s.to)}
          </h2>
          <p className="text-sm text-muted-foreground">
            {s.investorName} · {s.folios.length} folio{s.folios.length === 1 ? '' : 's'}. Choose yes for each folio to import; nothing is sent until you press
            Import.
          </p>
        </div>
        <ul className="flex flex-col gap-3">
          {s.folios.map((f, i) => {
            const ok = balances[i]!.ok;
            const name = `${id}-folio-${i}`;
            return (
              <li key={`${f.folioNo}-${f.schemeName}`} className="rounded-lg border bg-card p-3">
                <fieldset className="flex flex-col gap-1" disabled={step.name === 'sending'}>
                  <legend className="font-semibold">{f.schemeName}</legend>
                  <p className="text-sm text-muted-foreground">
                    {f.amc} · Folio {f.folioNo}
                    {f.isin ? ` · ISIN ${f.isin}` : ''}
                  </p>
                  <p className="text-sm">
                    {groupDecimalString(f.closingUnits)} units · {rupees(f.value)} on {ymdToDmy(f.navDate)} ·{' '}
                    {s.kind === 'SUMMARY' ? 'summary: cost not known' : `${f.transactions.length} transaction${f.transactions.length === 1 ? '' : 's'}`}
                  </p>
                  {ok ? (
                    <div className="mt-1 flex gap-6" role="radiogroup" aria-label={`Import ${f.schemeName}, folio ${f.folioNo}?`}>
                      {(['yes', 'no'] as const).map((v) => (
                        <label key={v} className="flex min-h-10 items-center gap-2">
                          <input
                            type="radio"
                            name={name}
                            value={v}
                            className="size-5"
                            checked={answers[i] === v}
                            onChange={() => setAnswers((a) => ({ ...a, [i]: v }))}
                          />
                          {v === 'yes' ? 'Yes, import' : 'No, skip'}
                        </label>
                      ))}
                    </div>
                  ) : (
                    <p className="text-sm font-medium text-destructive">{CAS_MESSAGES.unbalanced}</p>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ul>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={step.name === 'sending'}>
            {step.name === 'sending' ? 'Importing…' : 'Import'}
          </Button>
          <Button type="button" variant="outline" disabled={step.name === 'sending'} onClick={() => setStep({ name: 'choose' })}>
            Choose another statement
          </Button>
        </div>
      </form>
    );
  }

  const reading = step.name === 'reading';
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void read();
      }}
    >
      <p className="text-sm text-muted-foreground">
        Ask CAMS or KFintech for a detailed Consolidated Account Statement (CAS) and choose the PDF they email you. It is opened on this device with the
        password you set when you asked for it: the file and the password never leave this device. Only the folios you confirm are sent.
      </p>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-file`}>Statement PDF</Label>
        <input
          id={`${id}-file`}
          type="file"
          accept="application/pdf,.pdf"
          disabled={reading}
          className="block min-h-11 w-full text-sm file:mr-3 file:h-11 file:rounded-[var(--radius)] file:border file:border-input file:bg-background file:px-4 file:text-sm file:font-semibold hover:file:bg-muted"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-password`}>Statement password</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="off"
          value={password}
          disabled={reading}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      <p aria-live="polite" className="text-sm">
        {reading ? 'Reading your statement on this device…' : ''}
      </p>
      <Button type="submit" disabled={reading} className="self-start">
        Read statement
      </Button>
    </form>
  );
}
