import { messageOf } from '../../../api/errors.ts';
import { Button } from '../../../components/ui/button.tsx';

/** A route's loader failed: say why (the server's words) and offer to try again. */
export function LoadError({ error, reset, title = 'We could not open this page' }: { error: unknown; reset(): void; title?: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-12 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p role="alert" className="text-muted-foreground">
        {messageOf(error)}
      </p>
      <Button onClick={reset}>Try again</Button>
    </section>
  );
}

/** When an offline copy is shown: when it was fetched. */
export function FetchedNote({ stale, fetchedAt }: { stale: boolean; fetchedAt: number }) {
  if (!stale) return null;
  const when = new Date(fetchedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' });
  return <p className="rounded-md bg-accent p-3 text-sm text-accent-foreground">You are offline: shown as last fetched on {when}.</p>;
}
