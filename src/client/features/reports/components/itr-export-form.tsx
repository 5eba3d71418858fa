import { useState } from 'react';
import { fyLabel } from '@shared/rules/tax/cost-inflation-index.ts';
import { istDate } from '@shared/time/ist.ts';
import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dropdown } from '../../../components/ui/dropdown.tsx';
import { reportCalls } from '../queries.ts';

/** The current financial year and the eight before it (losses carry forward eight years). */
function recentYears(today: string): string[] {
  const start = Number(fyLabel(today).slice(0, 4));
  return Array.from({ length: 9 }, (_, i) => fyLabel(`${start - i}-04-01`));
}

/** Saves a text file on the device (the browser's download). */
function save(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * ITR-ready capital-gains files for one financial year: Schedule 112A as the e-filing utility's
 * CSV upload, and the Schedule CG summary (by rate, set-off, exemption, carry-forward).
 */
export function ItrExportForm() {
  // the year list is fixed when the form first renders (a form left open past 31 March keeps its list)
  const [years] = useState(() => recentYears(istDate(new Date())));
  const [fy, setFy] = useState(years[1] ?? years[0]!);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setProblem(null);
    setDone(null);
    try {
      const answer = await reportCalls.itrExport(fy);
      if ('error' in answer) return setProblem(answer.error);
      for (const f of answer.itr_export.files) save(f.name, f.csv);
      setDone(answer.itr_export.files.map((f) => `${f.title}: ${f.rows} ${f.rows === 1 ? 'row' : 'rows'} (${f.name})`).join('; '));
    } catch (err) {
      setProblem(messageOf(err) || 'Download failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="flex flex-col gap-4 rounded-lg border bg-card p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void download();
      }}
      noValidate
    >
      <h2 className="font-semibold">For your income-tax return</h2>
      <p className="text-sm text-muted-foreground">
        Schedule 112A (long-term gains on equity-oriented funds, to upload in the return) and the Schedule CG summary, for one financial year.
      </p>
      <Dropdown label="Financial year" value={fy} onValueChange={setFy} options={years.map((y) => ({ value: y, label: `FY ${y}` }))} />
      {problem && (
        <p role="alert" className="font-medium text-destructive">
          {problem}
        </p>
      )}
      <p aria-live="polite" className="text-sm">
        {done ? `Downloaded: ${done}` : ''}
      </p>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Preparing the files' : 'DOWNLOAD ITR FILES'}
        </Button>
      </div>
    </form>
  );
}
