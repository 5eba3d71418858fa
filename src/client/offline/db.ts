import Dexie, { type EntityTable } from 'dexie';

/**
 * What an investor may read offline (ARCHITECTURE: Offline). Each row is one cached view with
 * when it was fetched and whose it is; logging out or switching profile clears the user's rows.
 * Full PAN, bank account numbers and documents are never stored here.
 */
export interface CachedView {
  /** "<owner>|<view>", e.g. "NVDEMA2345|dashboard", "|scheme:1234" */
  key: string;
  /** the Nivesh ID the data belongs to ('' for data that is the same for everyone) */
  owner: string;
  data: unknown;
  fetchedAt: number;
  /** catalogue rows: when last read or written, and about how large, for pruning (offline/prune.ts) */
  usedAt?: number;
  bytes?: number;
}

export interface CachedMasters {
  kind: string;
  data: unknown;
  fetchedAt: number;
}

export class NiveshDb extends Dexie {
  views!: EntityTable<CachedView, 'key'>;
  masters!: EntityTable<CachedMasters, 'kind'>;

  constructor(name = 'nivesh') {
    super(name);
    // v1: cached views (dashboard, portfolio, history, catalogue) and masters.
    this.version(1).stores({
      views: 'key, owner, fetchedAt',
      masters: 'kind',
    });
    // v2: catalogue copies are pruned least recently used first
    this.version(2).stores({
      views: 'key, owner, fetchedAt, usedAt',
      masters: 'kind',
    });
  }
}

export const offlineDb = new NiveshDb();

/** Deletes everything cached on this device (logout). */
export async function clearOfflineData(db: NiveshDb = offlineDb): Promise<void> {
  await db.transaction('rw', db.views, db.masters, async () => {
    await db.views.clear();
    await db.masters.clear();
  });
}

/** Deletes every stored view but keeps the masters (a new device key cannot read the old copy). */
export async function clearViews(db: NiveshDb = offlineDb): Promise<void> {
  await db.views.clear();
}

/** Deletes one user's cached views (profile switch). */
export async function clearOwner(owner: string, db: NiveshDb = offlineDb): Promise<void> {
  await db.views.where('owner').equals(owner).delete();
}
