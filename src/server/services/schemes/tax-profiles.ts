import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { FUND_TAX_PROFILES, profileOfCategory, type FundTaxProfile } from '@shared/rules/tax/fund-tax-class.ts';
import type { Db, Tx } from '../../db/client.ts';
import { schemeTaxProfiles, schemes } from '../../db/schema.ts';
import { subAssetKeyFor } from '../../adapters/nav-source/amfi-category.ts';

type Runner = Db | Tx;

/** Since always: a classification first seen in an import is taken to have held for the scheme's whole history. */
export const SINCE_ALWAYS = '1900-01-01';

/**
 * Records the tax classification an import's SEBI category gives (shared/rules/tax/fund-tax-class.ts):
 * a scheme without one gets it since always; a scheme whose category now says otherwise gets a new
 * row from the row's NAV date (a fund re-categorised). The operator's rows are never overridden,
 * and a category that says nothing (solution-oriented, domestic fund of funds) writes nothing.
 */
export async function recordImportedTaxProfiles(
  db: Runner,
  rows: ReadonlyArray<{ schemeCode: number; schemeType: string | null; category: string | null; navDate: string | null }>,
  ids: ReadonlyMap<number, number>,
  now: Date,
): Promise<number> {
  const wanted = new Map<number, { profile: FundTaxProfile; from: string; note: string }>();
  for (const r of rows) {
    const id = ids.get(r.schemeCode);
    if (id === undefined) continue;
    const profile = profileOfCategory(subAssetKeyFor(r.schemeType, r.category), [r.schemeType, r.category].filter(Boolean).join(' '));
    if (profile === null) continue;
    const prev = wanted.get(id);
    // a history file lists many dates: the newest row says what the category is now
    if (!prev || (r.navDate ?? '') > prev.from)
      wanted.set(id, { profile, from: r.navDate ?? SINCE_ALWAYS, note: `SEBI category: ${r.category ?? r.schemeType ?? ''}` });
  }
  if (wanted.size === 0) return 0;
  // PostgreSQL takes at most 65,535 parameters in one statement; AMFI lists about 14,000 schemes
  const schemeIds = [...wanted.keys()];
  const existing: Array<typeof schemeTaxProfiles.$inferSelect> = [];
  for (let i = 0; i < schemeIds.length; i += IN_CHUNK) {
    existing.push(
      ...(await db
        .select()
        .from(schemeTaxProfiles)
        .where(inArray(schemeTaxProfiles.schemeId, schemeIds.slice(i, i + IN_CHUNK)))
        .orderBy(schemeTaxProfiles.schemeId, desc(schemeTaxProfiles.effectiveFrom))),
    );
  }
  const latest = new Map<number, (typeof existing)[number]>();
  for (const e of existing) if (!latest.has(e.schemeId)) latest.set(e.schemeId, e);
  const inserts: Array<typeof schemeTaxProfiles.$inferInsert> = [];
  for (const [schemeId, w] of wanted) {
    const last = latest.get(schemeId);
    if (!last) inserts.push({ schemeId, effectiveFrom: SINCE_ALWAYS, profile: w.profile, setBy: 'import', note: w.note, setAt: now });
    else if (last.setBy === 'import' && last.profile !== w.profile && w.from > last.effectiveFrom)
      inserts.push({ schemeId, effectiveFrom: w.from, profile: w.profile, setBy: 'import', note: w.note, setAt: now });
  }
  // six parameters a row: a bounded number of rows per statement
  for (let i = 0; i < inserts.length; i += INSERT_CHUNK)
    await db
      .insert(schemeTaxProfiles)
      .values(inserts.slice(i, i + INSERT_CHUNK))
      .onConflictDoNothing();
  return inserts.length;
}

const IN_CHUNK = 10_000;
const INSERT_CHUNK = 2_000;

export class TaxProfileRefusal extends Error {}

/**
 * The operator's classification of a scheme (by AMFI code) from a date: replaces a row of that
 * date, adds one otherwise. Transfers from `from` on are taxed by it.
 */
export async function setTaxProfile(
  db: Db,
  input: { amfiCode: number; profile: string; from: string; note: string },
  now: Date,
): Promise<{ schemeId: number; name: string }> {
  if (!FUND_TAX_PROFILES.includes(input.profile as FundTaxProfile)) throw new TaxProfileRefusal(`Tax class must be one of ${FUND_TAX_PROFILES.join(', ')}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.from) || Number.isNaN(Date.parse(`${input.from}T00:00:00Z`)))
    throw new TaxProfileRefusal('Effective date must be YYYY-MM-DD');
  if (!input.note.trim()) throw new TaxProfileRefusal('Say why (the scheme document or factsheet that shows it)');
  const [s] = await db.select({ id: schemes.id, name: schemes.name }).from(schemes).where(eq(schemes.amfiCode, input.amfiCode));
  if (!s) throw new TaxProfileRefusal(`No scheme with AMFI code ${input.amfiCode}`);
  await db
    .insert(schemeTaxProfiles)
    .values({ schemeId: s.id, effectiveFrom: input.from, profile: input.profile as FundTaxProfile, setBy: 'operator', note: input.note.trim(), setAt: now })
    .onConflictDoUpdate({
      target: [schemeTaxProfiles.schemeId, schemeTaxProfiles.effectiveFrom],
      set: { profile: input.profile as FundTaxProfile, setBy: 'operator', note: input.note.trim(), setAt: now },
    });
  return { schemeId: s.id, name: s.name };
}

/** A scheme's classification history, oldest first. */
export async function taxProfileHistory(db: Db, amfiCode: number) {
  return db
    .select({ from: schemeTaxProfiles.effectiveFrom, profile: schemeTaxProfiles.profile, setBy: schemeTaxProfiles.setBy, note: schemeTaxProfiles.note })
    .from(schemeTaxProfiles)
    .innerJoin(schemes, and(eq(schemes.id, schemeTaxProfiles.schemeId), sql`${schemes.amfiCode} = ${amfiCode}`))
    .orderBy(schemeTaxProfiles.effectiveFrom);
}
