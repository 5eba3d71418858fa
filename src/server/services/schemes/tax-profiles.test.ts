/**
 * The tax classification arrives with the NAV data (from the SEBI category) and the operator can
 * change it per scheme from a date; the order services read it dated.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openPglite, runMigrations, type Database } from '../../db/client.ts';
import { schemeTaxProfiles, schemes } from '../../db/schema.ts';
import { importNavSource } from './import-nav-source.ts';
import { setTaxProfile, TaxProfileRefusal } from './tax-profiles.ts';
import { catalogueFacts } from '../transactions/catalogue-facts.ts';
import { taxClassOf } from '@shared/rules/tax/capital-gains-tax.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../../adapters/nav-source/fixtures/${name}`, import.meta.url));
const clock = { now: () => new Date('2026-08-22T04:00:00Z') };

let database: Database;
beforeAll(async () => {
  database = await openPglite(null);
  await runMigrations(database);
});
afterAll(() => database.close());

const profilesOf = async (amfiCode: number) => {
  const [s] = await database.db.select({ id: schemes.id, category: schemes.amfiCategory }).from(schemes).where(eq(schemes.amfiCode, amfiCode));
  const rows = await database.db.select().from(schemeTaxProfiles).where(eq(schemeTaxProfiles.schemeId, s!.id)).orderBy(schemeTaxProfiles.effectiveFrom);
  return { id: s!.id, category: s!.category, rows: rows.map((r) => [r.effectiveFrom, r.profile, r.setBy]) };
};

describe('tax classification in the catalogue', () => {
  it('is imported from the category, kept on a second import, and the operator sets it from a date', async () => {
    await importNavSource({ db: database.db, clock }, fixture('amfi-daily-6field.txt'), { refresh: false });
    const all = await database.db.select({ code: schemes.amfiCode, category: schemes.amfiCategory }).from(schemes);
    const equity = all.find((s) => /equity scheme/i.test(s.category ?? ''))!;
    const before = await profilesOf(equity.code);
    expect(before.rows).toEqual([['1900-01-01', 'equity', 'import']]);
    await importNavSource({ db: database.db, clock }, fixture('amfi-daily-6field.txt'), { refresh: false });
    expect((await profilesOf(equity.code)).rows).toEqual(before.rows);

    await expect(setTaxProfile(database.db, { amfiCode: equity.code, profile: 'bonds', from: '2025-01-15', note: 'x' }, clock.now())).rejects.toBeInstanceOf(
      TaxProfileRefusal,
    );
    await expect(setTaxProfile(database.db, { amfiCode: equity.code, profile: 'mixed', from: '2025-01-15', note: ' ' }, clock.now())).rejects.toThrow(
      'Say why',
    );
    await setTaxProfile(
      database.db,
      { amfiCode: equity.code, profile: 'mixed', from: '2025-01-15', note: 'Factsheet Jan-2025: 48% Indian equity' },
      clock.now(),
    );
    expect((await profilesOf(equity.code)).rows).toEqual([
      ['1900-01-01', 'equity', 'import'],
      ['2025-01-15', 'mixed', 'operator'],
    ]);
    // the import does not override the operator
    await importNavSource({ db: database.db, clock }, fixture('amfi-daily-6field.txt'), { refresh: false });
    expect((await profilesOf(equity.code)).rows).toHaveLength(2);

    const facts = await catalogueFacts(database.db).scheme(before.id);
    expect(taxClassOf(facts!.taxProfiles, '2025-01-14')).toBe('equity');
    expect(taxClassOf(facts!.taxProfiles, '2025-01-15')).toBe('other');
  });
});
