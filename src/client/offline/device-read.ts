import { readThrough, type Cached } from './cache.ts';
import { onLateAnswer } from './late-answers.ts';

/**
 * Reads whose screens take the answer as it is (a list, an object), kept on the device like the
 * others: the answer is returned unchanged, and where it came from (server or device, saved when,
 * why) is kept beside it for `copyOf`, so the screen adds its note without changing its data.
 * The copy belongs to the signed-in investor (or the family member being viewed).
 */
let currentOwner: () => string = () => '';
const copies = new WeakMap<object, Cached<unknown>>();

/** Set once at start-up: whose copies these are (the Nivesh ID of the profile in use). */
export function configureDeviceOwner(owner: () => string): void {
  currentOwner = owner;
}

// a late answer to such a read keeps its note: the fresh data is known as the server's
onLateAnswer((served, fresh) => {
  if (typeof served.data === 'object' && served.data !== null && copies.has(served.data) && typeof fresh.data === 'object' && fresh.data !== null)
    copies.set(fresh.data, fresh);
});

export async function readData<T extends object>(
  key: string,
  fetcher: () => Promise<T>,
  opts: { owner?: string; forDevice?: (data: T) => T } = {},
): Promise<T> {
  const owner = opts.owner ?? currentOwner();
  // whose it is not known yet: not kept, so no one else's copy can ever be shown for it
  if (owner === '') return fetcher();
  const copy = await readThrough(key, owner, fetcher, opts.forDevice ? { forDevice: opts.forDevice } : {});
  copies.set(copy.data, copy as Cached<unknown>);
  return copy.data;
}

/** Where a read's answer came from (undefined for answers not read through the device). */
export function copyOf(data: unknown): Cached<unknown> | undefined {
  return typeof data === 'object' && data !== null ? copies.get(data) : undefined;
}
