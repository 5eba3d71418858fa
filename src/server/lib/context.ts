import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { Adapters } from '../adapters/index.ts';
import type { Logger } from './logger.ts';

/** What every request handler and job can reach: built once in main.ts (or per test). */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  adapters: Adapters;
  log: Logger;
}

/** The signed-in investor, set by the session middleware. */
export interface SessionUser {
  sessionId: number;
  userId: number;
  /** the parent's user id when a parent acts as this family member */
  parentUserId: number | null;
  /** the parent's session when a parent acts as this family member */
  parentSessionId?: number | null;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    session: SessionUser | null;
    ip: string;
  };
};
