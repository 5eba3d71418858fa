import { eq } from 'drizzle-orm';
import { bankAccounts, exchangeRegistrations, nominees, onboardingProfiles } from '../db/schema.ts';
import type { AppDeps } from '../lib/context.ts';
import { registerWithExchange } from '../services/onboarding/submit-details.ts';
import { accountColumns } from '../services/banks/account-number.ts';

/**
 * The demo investor's onboarding on file (demo mode): profile, address, FATCA, a default bank,
 * a nominee, and the exchange registration, as if they had completed the wizard. Added once;
 * a database seeded before this existed gets it at the next start.
 */
export interface DemoPerson {
  holder: string;
  /** Sex master: 282 male, 283 female */
  sex: number;
  dateOfBirth: string;
  accountNumber: string;
  nominee: { name: string; relationId: number; dateOfBirth: string; email: string; mobile: string };
}

const ASHA: DemoPerson = {
  holder: 'Asha Kulkarni',
  sex: 283,
  dateOfBirth: '1988-04-12',
  accountNumber: '50100123456789',
  nominee: { name: 'Vikram Kulkarni', relationId: 3, dateOfBirth: '1986-09-30', email: 'vikram.kulkarni@example.com', mobile: '9876500099' },
};

export async function seedDemoOnboarding(deps: AppDeps, userId: number, person: DemoPerson = ASHA): Promise<void> {
  const { db } = deps;
  const now = deps.clock.now();
  const [profile] = await db.select({ userId: onboardingProfiles.userId }).from(onboardingProfiles).where(eq(onboardingProfiles.userId, userId)).limit(1);
  if (!profile) {
    await db.transaction(async (tx) => {
      await tx.insert(onboardingProfiles).values({
        userId,
        dateOfBirth: person.dateOfBirth,
        sex: person.sex,
        maritalStatus: 1,
        emailDeclaration: 1,
        mobileDeclaration: 1,
        modeOfHolding: 1,
        address1: '17 Prabhat Road',
        address2: 'Erandwane',
        countryId: 1,
        stateId: 21, // Maharashtra
        cityId: 21002, // Pune
        pincode: '411004',
        placeOfBirth: 'Pune',
        occupationId: 2,
        taxResidencyId: 1,
        nationalityId: 1,
        pepFlag: 'N',
        incomeSlabId: 34,
        sourceOfWealthId: 1,
        kycStatus: 'verified',
        kycCheckedAt: now,
        updatedAt: now,
      });
      await tx.insert(bankAccounts).values({
        userId,
        accountHolder: person.holder,
        ...accountColumns(deps.config, 'HDFC0000001', person.accountNumber),
        accountType: 1,
        ifsc: 'HDFC0000001',
        bankName: 'HDFC Bank',
        branchName: 'Sandoz House, Worli',
        micr: '400240002',
        isDefault: true,
        isVerified: true,
        createdAt: now,
      });
      await tx.insert(nominees).values({
        userId,
        name: person.nominee.name,
        relationId: person.nominee.relationId, // 3 Spouse
        percent: 100,
        dateOfBirth: person.nominee.dateOfBirth,
        idType: 2,
        idNumber: '4821',
        email: person.nominee.email,
        mobile: person.nominee.mobile,
        address1: '17 Prabhat Road',
        city: 'Pune',
        pincode: '411004',
        countryId: 1,
        isMinor: false,
        createdAt: now,
      });
    });
  }
  const [reg] = await db.select({ userId: exchangeRegistrations.userId }).from(exchangeRegistrations).where(eq(exchangeRegistrations.userId, userId)).limit(1);
  if (!reg) {
    const { clientCode } = await registerWithExchange(deps, userId);
    const row = { clientCode, exchange: deps.adapters.exchange.name, regStatus: 'Y', fatcaStatus: 'Y', aofStatus: 'Y', registeredAt: now };
    await db
      .insert(exchangeRegistrations)
      .values({ userId, ...row })
      .onConflictDoNothing();
  }
}
