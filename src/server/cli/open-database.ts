import type { Config } from '../config.ts';
import { openDatabase, runMigrations } from '../db/client.ts';

/**
 * The server's database for an operator command, migrated; on failure the command says why and
 * exits 1. The embedded database can be open in one process only, so the message says to stop
 * the server first.
 */
export async function openCliDatabase(config: Config): Promise<Awaited<ReturnType<typeof openDatabase>>> {
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
