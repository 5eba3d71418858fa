/**
 * The database schema, one file per domain under schema/. Every table is exported from here:
 * services import this barrel, and drizzle-kit reads it to generate migrations.
 */
export * from './schema/core.ts';
export * from './schema/onboarding.ts';
export * from './schema/catalogue.ts';
export * from './schema/exchange.ts';
export * from './schema/orders.ts';
export * from './schema/reports.ts';
