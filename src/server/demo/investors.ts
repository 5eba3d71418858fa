import { eq } from 'drizzle-orm';
import type { AppDeps } from '../lib/context.ts';
import { users } from '../db/schema.ts';
import { seedDemoOnboarding } from './onboarding.ts';

/**
 * Demo investors (demo mode only; README says how to sign in as them). Fixed identifiers so
 * the README and the e2e tests can name them; created once, never overwritten.
 */
export const DEMO_INVESTOR = {
  mobile: '9876543210',
  pan: 'ABCPK1234F',
  niveshId: 'NVDEMA2345',
  email: 'demo.investor@example.com',
  firstName: 'Asha',
  lastName: 'Kulkarni',
} as const;

/**
 * A second onboarded demo investor with holdings of their own: the demo investor can
 * link them as a family member with the OTP sent to this mobile (the dev outbox shows it).
 */
export const DEMO_FAMILY_INVESTOR = {
  mobile: '9876500002',
  pan: 'BKTPK5678L',
  niveshId: 'NVDEMB6789',
  email: 'vikram.demo@example.com',
  firstName: 'Vikram',
  lastName: 'Kulkarni',
} as const;

export const DEMO_NEW_INVESTOR = {
  mobile: '9876500001',
  niveshId: 'NVNEWB6789',
} as const;

export async function seedDemo(deps: AppDeps): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_INVESTOR.mobile)).limit(1);
  if (!existing) {
    await db.insert(users).values({
      niveshId: DEMO_INVESTOR.niveshId,
      mobile: DEMO_INVESTOR.mobile,
      email: DEMO_INVESTOR.email,
      pan: DEMO_INVESTOR.pan,
      firstName: DEMO_INVESTOR.firstName,
      lastName: DEMO_INVESTOR.lastName,
      isOnboarded: true,
      pageNo: 9,
      createdAt: now,
    });
  }
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_INVESTOR.mobile)).limit(1);
  // PAN, bank, nominee, FATCA and the exchange registration on file (onboarding module)
  if (demo) await seedDemoOnboarding(deps, demo.id);
  const v = DEMO_FAMILY_INVESTOR;
  await db
    .insert(users)
    .values({
      niveshId: v.niveshId,
      mobile: v.mobile,
      email: v.email,
      pan: v.pan,
      firstName: v.firstName,
      lastName: v.lastName,
      isOnboarded: true,
      pageNo: 9,
      createdAt: now,
    })
    .onConflictDoNothing();
  const [second] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, v.mobile)).limit(1);
  if (second) {
    await seedDemoOnboarding(deps, second.id, {
      holder: 'Vikram Kulkarni',
      sex: 282,
      dateOfBirth: '1986-09-30',
      accountNumber: '50100987654321',
      nominee: { name: 'Asha Kulkarni', relationId: 3, dateOfBirth: '1988-04-12', email: DEMO_INVESTOR.email, mobile: '9876500098' },
    });
  }
  await db.insert(users).values({ niveshId: DEMO_NEW_INVESTOR.niveshId, mobile: DEMO_NEW_INVESTOR.mobile, createdAt: now }).onConflictDoNothing();
}
