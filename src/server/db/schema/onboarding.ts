/**
 * Onboarding (spec 1 §3): KYC details, banks, joint holders, nominees, documents and the
 * exchange registration state. Owned by the onboarding module. PAN, names, email and the saved
 * wizard position live on `users` (core); everything else the wizard collects lives here.
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row per investor: the personal, address and FATCA steps. Codes are master ids. */
export const onboardingProfiles = pgTable('onboarding_profiles', {
  userId: integer('user_id').primaryKey(),
  dateOfBirth: date('date_of_birth'),
  sex: integer('sex'),
  maritalStatus: integer('marital_status'),
  emailDeclaration: integer('email_declaration'),
  mobileDeclaration: integer('mobile_declaration'),
  /** 1 single, 2 joint, 3 anyone or survivor (spec 1 §9) */
  modeOfHolding: integer('mode_of_holding').notNull().default(1),
  address1: text('address1'),
  address2: text('address2'),
  countryId: integer('country_id'),
  stateId: integer('state_id'),
  cityId: integer('city_id'),
  pincode: text('pincode'),
  placeOfBirth: text('place_of_birth'),
  occupationId: integer('occupation_id'),
  /** the country of tax residency (Type_of_Resident) */
  taxResidencyId: integer('tax_residency_id'),
  nationalityId: integer('nationality_id'),
  pepFlag: text('pep_flag'),
  incomeSlabId: integer('income_slab_id'),
  sourceOfWealthId: integer('source_of_wealth_id'),
  /** the KRA's answer at identification: verified | not_verified */
  kycStatus: text('kyc_status'),
  kycCheckedAt: ts('kyc_checked_at'),
  updatedAt: ts('updated_at').notNull(),
});

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    accountHolder: text('account_holder').notNull(),
    /**
     * The plain number of rows written before encryption at rest; emptied at start by
     * encryptLegacyAccountNumbers and never written again. Read numbers through bank-account-number.ts.
     */
    legacyAccountNumber: text('account_number'),
    /** AES-GCM ciphertext (lib/field-crypto.ts) */
    accountNumberEnc: text('account_number_enc'),
    /** what screens show: the number with all but the last 4 digits as X (payouts use the last 4) */
    accountMasked: text('account_masked').notNull().default(''),
    /** keyed digest of IFSC and number: the duplicate check without the number */
    accountFingerprint: text('account_fingerprint'),
    /** BankAccountType master id */
    accountType: integer('account_type').notNull(),
    ifsc: text('ifsc').notNull(),
    bankName: text('bank_name').notNull(),
    branchName: text('branch_name').notNull(),
    micr: text('micr'),
    isDefault: boolean('is_default').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('bank_accounts_user_idx').on(t.userId),
    uniqueIndex('bank_accounts_user_fingerprint_uq').on(t.userId, t.accountFingerprint),
    // every row holds its number one way or the other
    check('bank_accounts_number_present', sql`${t.accountNumberEnc} is not null or ${t.legacyAccountNumber} is not null`),
    // the database itself keeps "one default bank at a time" (spec 1 §4)
    uniqueIndex('bank_accounts_one_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const jointHolders = pgTable(
  'joint_holders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    pan: text('pan').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    email: text('email').notNull(),
    emailDeclaration: integer('email_declaration').notNull(),
    mobile: text('mobile').notNull(),
    mobileDeclaration: integer('mobile_declaration').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('joint_holders_user_idx').on(t.userId), uniqueIndex('joint_holders_user_pan_uq').on(t.userId, t.pan)],
);

export const nominees = pgTable(
  'nominees',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    /** Relation master id */
    relationId: integer('relation_id').notNull(),
    /** whole percent, 1..100 */
    percent: integer('percent').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    idType: integer('id_type').notNull(),
    idNumber: text('id_number').notNull(),
    pan: text('pan'),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    address3: text('address3'),
    city: text('city').notNull(),
    pincode: text('pincode').notNull(),
    countryId: integer('country_id').notNull(),
    isMinor: boolean('is_minor').notNull(),
    guardianRelationId: integer('guardian_relation_id'),
    guardianName: text('guardian_name'),
    /** show the nominee in the account statement */
    showInStatement: boolean('show_in_statement').notNull().default(true),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('nominees_user_idx').on(t.userId)],
);

/** A contact proved by an onboarding OTP: the investor's own (SELF) or a joint holder's (JT). */
export const contactVerifications = pgTable(
  'contact_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    channel: text('channel').notNull(), // email | mobile
    holder: text('holder').notNull(), // SELF | JT
    value: text('value').notNull(),
    verifiedAt: ts('verified_at').notNull(),
  },
  (t) => [uniqueIndex('contact_verifications_uq').on(t.userId, t.channel, t.holder, t.value)],
);

/** Uploaded documents; the bytes live in the storage adapter under `storageKey`. */
export const onboardingDocuments = pgTable(
  'onboarding_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    /** cheque | signature | jh_sign; from the profile: profile_pic, upload_img, xsip_form (waiting), bank_proof, nach_form (attached) */
    kind: text('kind').notNull(),
    /** 0 for the investor, n for joint holder n; for bank_proof and nach_form the bank or mandate row id */
    holderNo: integer('holder_no').notNull().default(0),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** the stored bytes are our own re-encoding of a decoded image: the only files shown inline */
    reencoded: boolean('reencoded').notNull().default(false),
    /** the stored bytes are encrypted with the field key (generated forms that carry an account number) */
    encrypted: boolean('encrypted').notNull().default(false),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('onboarding_documents_uq').on(t.userId, t.kind, t.holderNo)],
);

/** Our record of the exchange registration (UCC, FATCA, AOF) made at submit-details. */
export const exchangeRegistrations = pgTable('exchange_registrations', {
  userId: integer('user_id').primaryKey(),
  clientCode: text('client_code').notNull(),
  exchange: text('exchange').notNull(),
  regStatus: text('reg_status').notNull(), // Y | N
  fatcaStatus: text('fatca_status').notNull(),
  aofStatus: text('aof_status').notNull(),
  registeredAt: ts('registered_at').notNull(),
});

/** Branch directory for IFSC lookups, loaded by `npm run ifsc:import` from Razorpay's release file. */
export const ifscBranches = pgTable('ifsc_branches', {
  ifsc: text('ifsc').primaryKey(),
  bank: text('bank'),
  branch: text('branch').notNull(),
  city: text('city'),
  district: text('district'),
  state: text('state'),
  address: text('address'),
  micr: text('micr'),
  importedAt: ts('imported_at').notNull(),
});
