/**
 * `npm run ifsc:import -- <file>`: loads Razorpay's IFSC release file (IFSC.csv, or a JSON file
 * of the release) into the branch directory, so bank-detail lookups can name the branch. Safe to
 * run again with a newer release: rows are upserted by IFSC. Uses the same database settings as
 * the server (DATABASE_URL or the embedded database under PGLITE_DIR).
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openCliDatabase } from './open-database.ts';
import { ifscBranches } from '../db/schema.ts';
import { releaseRecords, type BranchRecord } from '../adapters/ifsc/release-file.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run ifsc:import -- <IFSC.csv | release .json file>\n  Download it from https://github.com/razorpay/ifsc/releases');
  process.exit(2);
}

const counts = { skipped: 0 };
const records = releaseRecords(readFileSync(file, 'utf8'), counts);
const database = await openCliDatabase(loadConfig());
try {
  const now = new Date();
  const t0 = performance.now();
  let imported = 0;
  const flush = async (batch: BranchRecord[]) => {
    if (batch.length === 0) return;
    await database.db
      .insert(ifscBranches)
      .values(batch.map((r) => ({ ...r, importedAt: now })))
      .onConflictDoUpdate({
        target: ifscBranches.ifsc,
        set: {
          bank: sql`excluded.bank`,
          branch: sql`excluded.branch`,
          city: sql`excluded.city`,
          district: sql`excluded.district`,
          state: sql`excluded.state`,
          address: sql`excluded.address`,
          micr: sql`excluded.micr`,
          importedAt: sql`excluded.imported_at`,
        },
      });
    imported += batch.length;
  };
  let batch: BranchRecord[] = [];
  for (const record of records) {
    batch.push(record);
    if (batch.length === 1000) {
      await flush(batch);
      batch = [];
    }
  }
  await flush(batch);
  console.log(
    `Imported ${imported} branches from ${file} in ${Math.round(performance.now() - t0)} ms (${counts.skipped} rows without a valid IFSC or branch, or repeated, skipped).`,
  );
} finally {
  await database.close();
}
