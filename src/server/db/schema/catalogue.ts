/**
 * The scheme catalogue (spec 2 §3): fund houses, asset classes, SEBI sub-asset classes, schemes,
 * NAV history, stored returns, exchange scheme codes and portfolio disclosures. Owned by the
 * catalogue module; other modules read these tables (never write them).
 *
 * What the transactions module reads, and where:
 * - scheme identity: `schemes.id` (the API's SchemeID), `fund_house_id` (AmcID), `asset_class_id`
 *   (Equity 1, Liquid 2, Hybrid 3, Debt 4), `sub_asset_class_id`, `plan`, `option`;
 * - `schemes.rta_product_code` (Productcode_RTA, the RTA's product code);
 * - exchange (BSE StAR MF) codes per transaction kind and amount band: `exchange_scheme_codes`;
 *   a scheme without rows has no exchange code ("Bse Scheme code is not available...");
 * - amounts: `min_purchase`, `additional_purchase`, `max_purchase` (rupees, numeric; null = not
 *   published / no upper limit);
 * - SIP: `scheme_sip_frequencies` (frequency value as in the Frequency master, min/max instalment
 *   amount and count, `sip_dates` as the spec's SIPDATES comma list);
 * - `schemes.allowed_transactions`: the trtypes allowed (NEW, ADD, SIP, SWP, STP, SWT, RED);
 * - exit load: `exit_load_rules` (machine-readable, see ExitLoadRule) and `exit_load_text`;
 * - cut-off kind: `sub_asset_classes.fund_type` ('liquid' | 'overnight' | 'other', as
 *   shared/rules/transactions/cut-off.ts FundType); liquid and overnight schemes have a NAV for every calendar day;
 * - NAV by (scheme, date): `nav_history`; the business-day calendar: `market_holidays`.
 */
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ExitLoadRule } from '../../../shared/money/lots/exit-load.ts';

/** Units redeemed within `withinDays` days of allotment (inclusive) pay `percent` (decimal string) of their value; rules ascend by withinDays and the first that covers the holding applies. */
export type { ExitLoadRule };

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Rupees, exact: numeric(16,2) read and written as decimal strings. */
const rupees = (name: string) => numeric(name, { precision: 16, scale: 2 });
/** A return in percent, 2 decimals; null = NA (history too short). */
const pct = (name: string) => numeric(name, { precision: 9, scale: 2 });

export interface FundManager {
  name: string;
  /** YYYY-MM-DD, when they took the scheme over */
  since: string;
}

export const fundHouses = pgTable(
  'fund_houses',
  {
    id: serial('id').primaryKey(),
    /** as AMFI spells it ("SBI Mutual Fund") */
    name: text('name').notNull(),
    /** short name for cards ("SBI") */
    shortName: text('short_name').notNull(),
    /** three letters used in demo RTA and exchange codes; null for houses only seen in imports */
    code: text('code'),
  },
  (t) => [uniqueIndex('fund_houses_name_uq').on(t.name)],
);

/** The spec's four asset classes with fixed ids: Equity 1, Liquid 2, Hybrid 3, Debt 4. */
export const assetClasses = pgTable('asset_classes', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

/** SEBI's scheme categories, each under one asset class, with the text and image an investor sees. */
export const subAssetClasses = pgTable(
  'sub_asset_classes',
  {
    id: smallint('id').primaryKey(),
    /** stable slug used by the AMFI category mapping and the demo generator */
    key: text('key').notNull(),
    assetClassId: smallint('asset_class_id')
      .notNull()
      .references(() => assetClasses.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    /** cut-off kind (shared/rules/transactions/cut-off.ts FundType) */
    fundType: text('fund_type').$type<'liquid' | 'overnight' | 'other'>().notNull(),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [uniqueIndex('sub_asset_classes_key_uq').on(t.key), index('sub_asset_classes_asset_idx').on(t.assetClassId)],
);

export type TrType = 'NEW' | 'ADD' | 'SIP' | 'SWP' | 'STP' | 'SWT' | 'RED';

export const schemes = pgTable(
  'schemes',
  {
    id: serial('id').primaryKey(),
    /** AMFI scheme code; the import key */
    amfiCode: integer('amfi_code').notNull(),
    /** full name with plan and option, as listed */
    name: text('name').notNull(),
    /** the fund's name without plan/option ("Axis Bluechip Fund") */
    productName: text('product_name').notNull(),
    fundHouseId: integer('fund_house_id').references(() => fundHouses.id),
    /** null for AMFI categories that are not offered for browsing (close-ended, ETFs...) */
    assetClassId: smallint('asset_class_id').references(() => assetClasses.id),
    subAssetClassId: smallint('sub_asset_class_id').references(() => subAssetClasses.id),
    /** AMFI's own section text, kept for re-mapping */
    amfiCategory: text('amfi_category'),
    plan: text('plan').$type<'Direct' | 'Regular'>().notNull(),
    option: text('option').$type<'Growth' | 'IDCW Payout' | 'IDCW Reinvestment'>().notNull(),
    /** Monthly, Quarterly... for IDCW options */
    idcwFrequency: text('idcw_frequency'),
    isinGrowthOrPayout: text('isin_growth_or_payout'),
    isinReinvestment: text('isin_reinvestment'),
    rtaProductCode: text('rta_product_code'),
    rta: text('rta'),
    minPurchase: rupees('min_purchase'),
    additionalPurchase: rupees('additional_purchase'),
    maxPurchase: rupees('max_purchase'),
    allowedTransactions: text('allowed_transactions').array().$type<TrType[]>().notNull().default([]),
    exitLoadText: text('exit_load_text'),
    exitLoadRules: jsonb('exit_load_rules').$type<ExitLoadRule[]>().notNull().default([]),
    /** total expense ratio, percent */
    expenseRatio: numeric('expense_ratio', { precision: 5, scale: 2 }),
    /** SEBI riskometer 1 Low .. 6 Very High */
    riskLevel: smallint('risk_level'),
    fundManagers: jsonb('fund_managers').$type<FundManager[]>().notNull().default([]),
    benchmark: text('benchmark'),
    launchDate: date('launch_date'),
    /** ELSS: 3 */
    lockInYears: smallint('lock_in_years'),
    /** assets under management, rupees */
    aum: rupees('aum'),
    recommended: boolean('recommended').notNull().default(false),
    latestNav: numeric('latest_nav', { precision: 18, scale: 4 }),
    latestNavDate: date('latest_nav_date'),
    /** false when the scheme stopped publishing NAVs (merged, matured, wound up) */
    isActive: boolean('is_active').notNull().default(true),
    source: text('source').$type<'amfi' | 'demo'>().notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('schemes_amfi_code_uq').on(t.amfiCode),
    index('schemes_sub_asset_idx').on(t.subAssetClassId),
    index('schemes_fund_house_asset_idx').on(t.fundHouseId, t.assetClassId),
    index('schemes_rta_code_idx').on(t.rtaProductCode),
  ],
);

export const schemeSipFrequencies = pgTable(
  'scheme_sip_frequencies',
  {
    schemeId: integer('scheme_id')
      .notNull()
      .references(() => schemes.id, { onDelete: 'cascade' }),
    /** the Frequency master id: 1 Daily, 2 Weekly, 3 Monthly, 4 Quarterly, 5 Fortnightly, 6 Half Yearly, 7 Annually */
    frequency: smallint('frequency').notNull(),
    minAmount: rupees('min_amount').notNull(),
    maxAmount: rupees('max_amount').notNull(),
    minInstallments: integer('min_installments').notNull(),
    maxInstallments: integer('max_installments').notNull(),
    /** SIPDATES: allowed days of the month, comma list ("1,5,10,15,20,25") */
    sipDates: text('sip_dates').notNull(),
  },
  (t) => [primaryKey({ columns: [t.schemeId, t.frequency] })],
);

/**
 * SWP and STP frequencies a scheme offers (the exchange's SWP/STP scheme master): the minimum
 * instalment, the instalment count limits and the allowed days. A scheme with none offers no
 * SWP/STP even when the transaction type is allowed.
 */
export const schemeSystematicFrequencies = pgTable(
  'scheme_systematic_frequencies',
  {
    schemeId: integer('scheme_id')
      .notNull()
      .references(() => schemes.id, { onDelete: 'cascade' }),
    /** SWP or STP */
    kind: text('kind').notNull(),
    /** the Frequency master id, as for SIPs */
    frequency: smallint('frequency').notNull(),
    minAmount: rupees('min_amount').notNull(),
    minInstallments: integer('min_installments').notNull(),
    maxInstallments: integer('max_installments').notNull(),
    /** allowed days of the month, comma list */
    dates: text('dates').notNull(),
  },
  (t) => [primaryKey({ columns: [t.schemeId, t.kind, t.frequency] })],
);

/** Exchange (BSE StAR MF) scheme codes by transaction kind and amount band (purchases of 2 lakh and above often have their own "-L1" code). */
export const exchangeSchemeCodes = pgTable(
  'exchange_scheme_codes',
  {
    schemeId: integer('scheme_id')
      .notNull()
      .references(() => schemes.id, { onDelete: 'cascade' }),
    /** purchase (NEW/ADD), sip, redemption, switch, stp, swp */
    txKind: text('tx_kind').$type<'purchase' | 'sip' | 'redemption' | 'switch' | 'stp' | 'swp'>().notNull(),
    /** inclusive lower bound, rupees */
    minAmount: rupees('min_amount').notNull(),
    /** inclusive upper bound; null = no limit */
    maxAmount: rupees('max_amount'),
    bseCode: text('bse_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.schemeId, t.txKind, t.minAmount] })],
);

/**
 * One NAV per scheme and IST calendar day. No foreign key to schemes on purpose: the check is a
 * trigger per row, which doubled the cost of loading ten years of NAVs (measured: 800k rows in
 * 6.6 s with it, 3.3 s without on PGlite). Rows are only written for scheme ids just read.
 */
export const navHistory = pgTable(
  'nav_history',
  {
    schemeId: integer('scheme_id').notNull(),
    navDate: date('nav_date').notNull(),
    nav: numeric('nav', { precision: 18, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.schemeId, t.navDate] })],
);

const returnColumns = {
  r1m: pct('r_1m'),
  r3m: pct('r_3m'),
  r6m: pct('r_6m'),
  r1y: pct('r_1y'),
  r3y: pct('r_3y'),
  r5y: pct('r_5y'),
  r7y: pct('r_7y'),
  r10y: pct('r_10y'),
};

/** Point-to-point returns as of the scheme's latest NAV (absolute below 1 year, annualised from 1 year); refreshed after each import. */
export const schemeReturns = pgTable('scheme_returns', {
  schemeId: integer('scheme_id')
    .primaryKey()
    .references(() => schemes.id, { onDelete: 'cascade' }),
  asOf: date('as_of').notNull(),
  ...returnColumns,
  computedAt: ts('computed_at').notNull(),
});

/** Category averages (Cat_Return) over the active schemes of a sub-asset class. */
export const categoryReturns = pgTable('category_returns', {
  subAssetClassId: smallint('sub_asset_class_id')
    .primaryKey()
    .references(() => subAssetClasses.id),
  asOf: date('as_of').notNull(),
  ...returnColumns,
  schemeCount: integer('scheme_count').notNull(),
  computedAt: ts('computed_at').notNull(),
});

export interface HoldingWeight {
  name: string;
  /** percent of net assets, 2 decimals */
  weight: string;
  sector?: string;
  rating?: string;
}

export interface PortfolioAggregates {
  /** equity: price to earnings / price to book; debt: yield, maturity, duration */
  pe?: string;
  pb?: string;
  ytm?: string;
  averageMaturityYears?: string;
  modifiedDurationYears?: string;
  holdingsCount: number;
}

/** The latest portfolio disclosure of a scheme (monthly factsheet). */
export const schemePortfolios = pgTable('scheme_portfolios', {
  schemeId: integer('scheme_id')
    .primaryKey()
    .references(() => schemes.id, { onDelete: 'cascade' }),
  asOf: date('as_of').notNull(),
  /** percent of net assets; null when the scheme holds none of it */
  equityPercent: numeric('equity_percent', { precision: 5, scale: 2 }),
  debtPercent: numeric('debt_percent', { precision: 5, scale: 2 }),
  otherPercent: numeric('other_percent', { precision: 5, scale: 2 }),
  sectors: jsonb('sectors').$type<HoldingWeight[]>().notNull().default([]),
  companies: jsonb('companies').$type<HoldingWeight[]>().notNull().default([]),
  debtHolders: jsonb('debt_holders').$type<HoldingWeight[]>().notNull().default([]),
  creditRatings: jsonb('credit_ratings').$type<HoldingWeight[]>().notNull().default([]),
  aggregates: jsonb('aggregates').$type<PortfolioAggregates>(),
});

/** Weekdays on which the markets (and so NAVs) are closed; the operator maintains the list. */
export const marketHolidays = pgTable('market_holidays', {
  day: date('day').primaryKey(),
  name: text('name').notNull(),
});

/**
 * The catalogue's data version: one row whose number every change to the catalogue's tables
 * moves (statement triggers, see the issue16 migration), so any instance can tell with one
 * primary-key read whether what it keeps in memory is still the catalogue.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  changedAt: ts('changed_at').notNull(),
});

/**
 * What a NAV source last said about each scheme, as a hash of its rows: an import skips the
 * schemes whose rows hash the same (a second import of the same file writes nothing).
 */
export const navSourceHashes = pgTable('nav_source_hashes', {
  schemeCode: text('scheme_code').primaryKey(),
  hash: text('hash').notNull(),
});

/**
 * A scheme's tax classification (shared/rules/tax/fund-tax-class.ts), dated: each row applies to
 * transfers from `effective_from` until the next row. Written by the NAV import from the SEBI
 * category (set_by 'import'), or by the operator (set_by 'operator', `npm run tax-class`), whose
 * rows the import never overrides. A scheme with no row is classed from its category when read.
 */
export const schemeTaxProfiles = pgTable(
  'scheme_tax_profiles',
  {
    schemeId: integer('scheme_id')
      .notNull()
      .references(() => schemes.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from').notNull(),
    profile: text('profile').$type<'equity' | 'debt' | 'low-equity' | 'mixed'>().notNull(),
    setBy: text('set_by').$type<'import' | 'operator'>().notNull(),
    /** why (the operator's reason, or the category it was derived from) */
    note: text('note').notNull().default(''),
    setAt: ts('set_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.schemeId, t.effectiveFrom] })],
);
