import { Spinner } from './spinner.tsx';

export type LoaderOverlayProps = {
  /** Requests in flight (from the loader counter); the overlay shows while it is above 0. */
  count: number;
  label?: string;
};

export function LoaderOverlay({ count, label = 'Loading' }: LoaderOverlayProps) {
  if (count <= 0) return null;
  return (
    <div aria-busy="true" className="fixed inset-0 z-[100] flex items-center justify-center bg-background/70 backdrop-blur-[1px]">
      <div className="rounded-full bg-card p-4 shadow-lg">
        <Spinner size="lg" label={label} />
      </div>
    </div>
  );
}
