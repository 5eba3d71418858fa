/**
 * How long a read waits for the server before the copy on this device is shown instead (the live
 * answer still replaces it when it comes). About 3 s: long enough for a slow but working phone
 * connection to answer first, short enough that a hanging one never leaves a spinner over figures
 * the device already has. A build can set it with VITE_READ_BOUND_MS.
 */
const built = Number((import.meta.env?.VITE_READ_BOUND_MS as string | undefined) ?? '');
const boundMs = Number.isFinite(built) && built > 0 ? built : 3_000;

export function readBoundMs(): number {
  return boundMs;
}
