import * as v from 'valibot';

/**
 * Which holdings a portfolio figure counts: bought through Nivesh, imported from a consolidated
 * account statement (held elsewhere), or both. A module of its own: the dashboard's calls need
 * it at sign-in, the statement model they need only on the import screen.
 */
export const HOLDING_SOURCES = ['all', 'nivesh', 'elsewhere'] as const;
export const HoldingSourceField = v.optional(v.picklist(HOLDING_SOURCES), 'all');
export type HoldingSourceFilter = (typeof HOLDING_SOURCES)[number];
