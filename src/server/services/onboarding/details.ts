import { and, asc, eq } from 'drizzle-orm';
import type { OnboardingDetails } from '@shared/contract/onboarding.ts';
import { ymdToDmy } from '@shared/time/ist.ts';
import { bankAccounts, jointHolders, masters, nominees, onboardingDocuments, onboardingProfiles, users } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/context.ts';
import { refuse } from '../../lib/refusal.ts';
import { signedFileUrl } from './file-urls.ts';

const dmy = (ymd: string | null | undefined): string | null => (ymd ? ymdToDmy(ymd) : null);

/** GET /onboarding: everything saved so far, in the spec's field names (spec 1 §3). */
export async function loadOnboardingDetails(deps: AppDeps, userId: number): Promise<OnboardingDetails> {
  const { db } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw refuse('not-signed-in', 'Your session has expired, please sign in again', { code: 'TOKEN_INVALID' });
  const [p] = await db.select().from(onboardingProfiles).where(eq(onboardingProfiles.userId, userId)).limit(1);
  const banks = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).orderBy(asc(bankAccounts.id));
  const holders = await db.select().from(jointHolders).where(eq(jointHolders.userId, userId)).orderBy(asc(jointHolders.id));
  const noms = await db.select().from(nominees).where(eq(nominees.userId, userId)).orderBy(asc(nominees.id));
  const docs = await db.select().from(onboardingDocuments).where(eq(onboardingDocuments.userId, userId));
  const relations = new Map(
    (
      await db
        .select({ id: masters.id, name: masters.name })
        .from(masters)
        .where(and(eq(masters.kind, 'Relation')))
    ).map((r) => [r.id, r.name]),
  );
  const doc = (kind: string, holderNo = 0) => docs.find((d) => d.kind === kind && d.holderNo === holderNo);
  const urlOf = async (d: (typeof docs)[number] | undefined) => (d ? signedFileUrl(deps, d) : null);

  return {
    PAN: user.pan,
    First_Name: user.firstName,
    Last_Name: user.lastName,
    email_id: user.email,
    Home_MobileNo: user.mobile,
    Date_of_Birth: dmy(p?.dateOfBirth),
    Sex: p?.sex ?? null,
    Marrital_Status: p?.maritalStatus ?? null,
    Mobile_declaration: p?.mobileDeclaration ?? null,
    Email_declaration: p?.emailDeclaration ?? null,
    is_email_verified: user.email !== null,
    is_mobile_verified: user.pageNo > 1,
    Mode_of_Holding: p?.modeOfHolding ?? 1,
    Home_Address1: p?.address1 ?? null,
    Home_Address2: p?.address2 ?? null,
    Home_Country: p?.countryId ?? null,
    Home_State: p?.stateId ?? null,
    Home_City: p?.cityId ?? null,
    Home_PinCode: p?.pincode ?? null,
    Place_of_Birth: p?.placeOfBirth ?? null,
    Occupation: p?.occupationId ?? null,
    Type_of_Resident: p?.taxResidencyId ?? null,
    Nationality: p?.nationalityId ?? null,
    PEP_FLAG: p?.pepFlag === 'Y' || p?.pepFlag === 'N' ? p.pepFlag : null,
    INC_SLAB: p?.incomeSlabId ?? null,
    SRCE_WEALT: p?.sourceOfWealthId ?? null,
    page_no: user.pageNo,
    onboarding_status: user.isOnboarded ? 1 : 0,
    status: p?.kycStatus === 'verified' ? 1 : 0,
    bank: banks.map((b) => ({
      ID: b.id,
      AccountHolder: b.accountHolder,
      MICRCode: b.micr,
      BankName: b.bankName,
      BranchName: b.branchName,
      IFSCCode: b.ifsc,
      ACNo: b.accountMasked,
      ACType: b.accountType,
      DefaultFlag: b.isDefault ? 'Y' : 'N',
      is_verified: b.isVerified,
    })),
    nominee: noms.map((nm) => ({
      Nominee_ID: nm.id,
      Nominee_Name: nm.name,
      Nominee_RelationShip: relations.get(nm.relationId) ?? '',
      Nper: nm.percent,
      Nominee_IsMinor: nm.isMinor ? 'Y' : 'N',
    })),
    jh: holders.map((h, i) => ({ JH_ID: h.id, JH_No: i + 1, JH_Name: `${h.firstName} ${h.lastName}`, JH_PAN: h.pan, JH_DOB: ymdToDmy(h.dateOfBirth) })),
    bank_count: banks.length,
    nominee_count: noms.length,
    jh_count: holders.length,
    cancel_cheque: await urlOf(doc('cheque')),
    signature: await urlOf(doc('signature')),
    jh_sign: await Promise.all(
      holders.flatMap((_, i) => {
        const d = doc('jh_sign', i + 1);
        return d ? [signedFileUrl(deps, d).then((url) => ({ JH_No: i + 1, url }))] : [];
      }),
    ),
  };
}
