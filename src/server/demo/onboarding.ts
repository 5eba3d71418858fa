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
export async function seedDemoOnboarding(deps: AppDeps, userId: number): Promise<void> {
  const { db } = deps;
  const now = deps.clock.now();
  const [profile] = await db.select({ userId: onboardingProfiles.userId }).from(onboardingProfiles).where(eq(onboardingProfiles.userId, userId)).limit(1);
  if (!profile) {
    await db.transaction(async (tx) => {
      await tx.insert(onboardingProfiles).values({
        userId,
        dateOfBirth: '1988-04-12',
        sex: 283,
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
        accountHolder: 'Asha Kulkarni',
        ...accountColumns(deps.config, 'HDFC0000001', '50100123456789'),
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
        name: 'Vikram Kulkarni',
        relationId: 3, // Spouse
        percent: 100,
        dateOfBirth: '1986-09-30',
        idType: 2,
        idNumber: '4821',
        email: 'vikram.kulkarni@example.com',
        mobile: '9876500099',
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
    await db.insert(exchangeRegistrations).values({ userId, ...row }).onConflictDoNothing();
  }
}
