import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { Adapters } from '../adapters/index.ts';

/** What every request handler and job can reach: built once in main.ts (or per test). */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  adapters: Adapters;
  log: Logger;
}

export interface Logger {
  info(msg: string, data?: Record<string, unknown>): void;
  warn(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
}

export const consoleLogger: Logger = {
  info: (msg, data) => console.log(JSON.stringify({ level: 'info', msg, ...data })),
  warn: (msg, data) => console.warn(JSON.stringify({ level: 'warn', msg, ...data })),
  error: (msg, data) => console.error(JSON.stringify({ level: 'error', msg, ...data })),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** The signed-in investor, set by the session middleware. */
export interface SessionUser {
  sessionId: number;
  userId: number;
  /** the parent's user id when a parent acts as this family member */
  parentUserId: number | null;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    session: SessionUser | null;
    ip: string;
  };
};
