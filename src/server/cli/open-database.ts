import type { Config } from '../config.ts';
import { openDatabase, runMigrations, type Database } from '../db/client.ts';
import { createAdapters } from '../adapters/index.ts';
import { systemClock } from '../lib/clock.ts';
import { type AppDeps } from '../lib/context.ts';
import { consoleLogger } from '../lib/logger.ts';

/**
 * The server's database for an operator command, migrated; on failure the command says why and
 * exits 1. The embedded database can be open in one process only, so the message says to stop
 * the server first.
 */
export async function openCliDatabase(config: Config): Promise<Database> {
  try {
    const database = await openDatabase(config);
    await runMigrations(database);
    return database;
  } catch (err) {
    console.error(`Cannot open the database: ${(err as Error).message}`);
    if (!config.databaseUrl) console.error(`(The embedded database in ${config.pgliteDir} can be open in one process only: stop the server first.)`);
    process.exit(1);
  }
}

/** What a service reaches from an operator command: the server's adapters on the real clock, logging to the console. */
export function cliDeps(config: Config, database: Database): AppDeps {
  return { config, database, db: database.db, clock: systemClock, adapters: createAdapters(config, database.db, systemClock), log: consoleLogger };
}
