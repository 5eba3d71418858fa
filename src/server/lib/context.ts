import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { Adapters } from '../adapters/index.ts';
import { redactLogData, scrubText } from './log-redact.ts';

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

/** A JSON-lines logger whose every line passes through the redaction list (lib/log-redact.ts). */
export function createLogger(write: (level: 'info' | 'warn' | 'error', line: string) => void): Logger {
  const line = (level: 'info' | 'warn' | 'error', msg: string, data?: Record<string, unknown>) =>
    write(level, JSON.stringify({ level, msg: scrubText(msg), ...(data ? (redactLogData(data) as Record<string, unknown>) : {}) }));
  return {
    info: (msg, data) => line('info', msg, data),
    warn: (msg, data) => line('warn', msg, data),
    error: (msg, data) => line('error', msg, data),
  };
}

export const consoleLogger: Logger = createLogger((level, text) => (level === 'info' ? console.log(text) : level === 'warn' ? console.warn(text) : console.error(text)));

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

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
