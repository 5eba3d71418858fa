/**
 * The database schema, one file per domain under schema/. Every table is exported from here:
 * services import this barrel, and drizzle-kit reads it to generate migrations.
 */
export * from './schema/core.ts';
export * from './schema/onboarding.ts';
export * from './schema/catalogue.ts';
export * from './schema/exchange.ts';
export * from './schema/orders.ts';
export * from './schema/help.ts';
export * from './schema/profile.ts';
export * from './schema/exchange-mandates.ts';
export * from './schema/alternatives.ts';
export * from './schema/ideas.ts';
export * from './schema/goals.ts';
export * from './schema/other-products.ts';
export * from './schema/reports.ts';
export * from './schema/family.ts';
export * from './schema/contact-changes.ts';
export * from './schema/passkeys.ts';
export * from './schema/outside-holdings.ts';
export * from './schema/startup.ts';
export * from './schema/reconciliation.ts';
