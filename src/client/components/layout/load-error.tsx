import { messageOf } from '../../api/errors.ts';
import { Button } from '../ui/button.tsx';
import type { Cached } from '../../offline/cache.ts';
import { DeviceCopyNote } from '../../offline/device-copy-note.tsx';

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

/** When a copy from the device is shown: why, and when it was saved (the one note for device copies). */
export function FetchedNote(copy: Pick<Cached<unknown>, 'fetchedAt' | 'stale' | 'reason' | 'future'>) {
  return <DeviceCopyNote copy={copy} />;
}
