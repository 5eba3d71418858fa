import { Button } from '../../../components/ui/button.tsx';
import { useOnline } from '../../../components/layout/offline-banner.tsx';
import { OFFLINE_WRITE_MESSAGE } from '../mutations.ts';

/** CANCEL and PROCEED under every transaction form (spec 2 §2.6). */
export function FormButtons({ busy, onCancel, proceedLabel = 'PROCEED' }: { busy: boolean; onCancel(): void; proceedLabel?: string }) {
  const online = useOnline();
  return (
    <div className="flex flex-col gap-3">
      {!online && <p className="rounded-md bg-accent p-3 text-sm text-accent-foreground">{OFFLINE_WRITE_MESSAGE}</p>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          CANCEL
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Please wait...' : proceedLabel}
        </Button>
      </div>
    </div>
  );
}
