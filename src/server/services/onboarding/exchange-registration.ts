import { and, asc, eq } from 'drizzle-orm';
import { MODE_OF_HOLDING } from '@shared/contract/onboarding.ts';
import type { ClientRegistration, FatcaDeclaration } from '../../adapters/exchange/types.ts';
import { bankAccounts, jointHolders, masters, nominees, onboardingProfiles, users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import type { User } from '../users.ts';
import type { Config } from '../../config.ts';
import { accountNumberOf } from '../banks/account-number.ts';

type Profile = typeof onboardingProfiles.$inferSelect;

/** The exchange's letter or code kept in a master row's `extra.code`, or its id. */
async function codes(db: Db): Promise<(kind: string, id: number | null) => { code: string; name: string }> {
  const rows = await db.select().from(masters);
  const byKey = new Map(rows.map((r) => [`${r.kind}:${r.id}`, r]));
  return (kind, id) => {
    const r = id === null ? undefined : byKey.get(`${kind}:${id}`);
    return { code: String(r?.extra?.code ?? r?.extra?.iso2 ?? id ?? ''), name: r?.name ?? '' };
  };
}

const HOLDING: Record<number, ClientRegistration['holdingNature']> = {
  [MODE_OF_HOLDING.single]: 'SI',
  [MODE_OF_HOLDING.joint]: 'JO',
  [MODE_OF_HOLDING.anyoneOrSurvivor]: 'AS',
};

/**
 * The client master (UCC) and FATCA records the exchange needs, built from what the wizard saved.
 * The client code is the Nivesh ID. Null when a part is missing (the caller says which).
 */
export async function buildExchangeRecords(
  db: Db,
  userId: number,
  keys: Pick<Config, 'mode' | 'fieldKey'>,
): Promise<{ user: User; profile: Profile; registration: ClientRegistration; fatca: FatcaDeclaration } | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const [profile] = await db.select().from(onboardingProfiles).where(eq(onboardingProfiles.userId, userId)).limit(1);
  const [bank] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.isDefault, true)))
    .limit(1);
  if (!user?.pan || !user.email || !profile?.dateOfBirth || !bank) return null;
  const holders = await db.select().from(jointHolders).where(eq(jointHolders.userId, userId)).orderBy(asc(jointHolders.id));
  const noms = await db.select().from(nominees).where(eq(nominees.userId, userId)).orderBy(asc(nominees.id));
  const code = await codes(db);
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  const registration: ClientRegistration = {
    clientCode: user.niveshId,
    pan: user.pan,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    dateOfBirth: profile.dateOfBirth,
    gender: (code('Sex', profile.sex).code as ClientRegistration['gender']) || 'O',
    holdingNature: HOLDING[profile.modeOfHolding] ?? 'SI',
    email: user.email,
    mobile: user.mobile,
    address: {
      line1: profile.address1 ?? '',
      line2: profile.address2 ?? '',
      city: code('City', profile.cityId).name,
      state: code('States', profile.stateId).name,
      pincode: profile.pincode ?? '',
      country: code('Country', profile.countryId).name,
    },
    bank: {
      accountNumber: accountNumberOf(keys, bank),
      ifsc: bank.ifsc,
      accountType: code('BankAccountType', bank.accountType).code as ClientRegistration['bank']['accountType'],
      isDefault: true,
    },
    nominees: noms.map((n) => ({
      name: n.name,
      relation: code('Relation', n.relationId).name,
      percent: n.percent,
      isMinor: n.isMinor,
      guardianName: n.guardianName,
    })),
    jointHolders: holders.map((h) => ({ name: `${h.firstName} ${h.lastName}`, pan: h.pan, dateOfBirth: h.dateOfBirth })),
  };
  const fatca: FatcaDeclaration = {
    clientCode: user.niveshId,
    pan: user.pan,
    name,
    placeOfBirth: profile.placeOfBirth ?? '',
    countryOfBirth: code('Country', profile.nationalityId).code,
    nationality: code('Country', profile.nationalityId).code,
    taxResidency: code('Country', profile.taxResidencyId).code,
    occupationCode: profile.occupationId ? code('Occupation', profile.occupationId).code : '',
    incomeSlabCode: profile.incomeSlabId ? code('Income_tax_slab', profile.incomeSlabId).code : '',
    sourceOfWealthCode: profile.sourceOfWealthId ? code('Source_of_wealth', profile.sourceOfWealthId).code : '',
    pep: profile.pepFlag === 'Y' ? 'Y' : 'N',
  };
  return { user, profile, registration, fatca };
}
