import { useSuspenseQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { reportsListQuery } from '../queries.ts';
import { DeviceCopyNote } from '../../../offline/device-copy-note.tsx';
import { copyOf } from '../../../offline/device-read.ts';

const SIZE = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** The statements asked for, newest first, with their download links (signed, valid for an hour); the route's loader has them. */
export function StatementsList() {
  const { data } = useSuspenseQuery(reportsListQuery());
  const note = <DeviceCopyNote copy={copyOf(data)} className="mb-2" extra="Downloads need a connection." />;
  if (data.length === 0)
    return (
      <>
        {note}
        <p className="text-muted-foreground">No Data Found</p>
      </>
    );
  return (
    <>
      {note}
      <ul className="flex flex-col gap-2" aria-label="Your statements">
        {data.map((r) => (
          <li
            key={r.ID}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-3"
            aria-label={`${r.ReportName}, ${r.Status}`}
          >
            <div className="flex flex-col">
              <span className="font-medium">{r.ReportName}</span>
              <span className="text-sm text-muted-foreground">
                {r.FromDate ? `${r.FromDate} to ${r.ToDate ?? r.FromDate}` : 'As on today'} · asked {r.RequestedAt}
              </span>
            </div>
            <div className="flex items-center gap-2">
              {r.Status === 'Generating' && (
                <output className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Spinner size="sm" label="Generating" /> Your statement is being generated
                </output>
              )}
              {r.Status === 'Failed' && <span className="text-sm text-destructive">Request failed</span>}
              {r.files.map((f) => (
                <a
                  key={f.format}
                  href={f.url}
                  download={f.name}
                  className="inline-flex h-11 items-center gap-1 rounded-md border px-3 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Download aria-hidden className="size-4" />
                  {`Download ${f.format === 'pdf' ? 'PDF' : 'Excel'}`}
                  <span className="sr-only">{` of ${r.ReportName}`}</span>
                  <span className="text-muted-foreground">({SIZE(f.bytes)})</span>
                </a>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
