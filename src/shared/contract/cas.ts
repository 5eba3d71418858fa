import * as v from 'valibot';
import { CasStatement } from '../cas/model.ts';
import { defineCall } from './common.ts';

/**
 * Holdings bought elsewhere, imported from a CAMS or KFintech CAS (paths not in the spec; ours,
 * in its style). The device reads the PDF and sends only the statement model of the folios the
 * investor confirmed; a long statement is sent in several calls of whole folios. The server
 * checks it again (PAN, date, balances) and replaces any earlier import of the same folios.
 */
export const ImportedFolio = v.object({
  I_Accno: v.string(),
  SchemeName: v.string(),
  /** the catalogue scheme it matched by ISIN or AMFI code; null: kept as an outside scheme */
  SchemeID: v.nullable(v.number()),
  Transactions: v.number(),
  /** Nivesh orders already in this folio that the statement also lists (kept once) */
  MergedOrders: v.number(),
});

export const casImport = defineCall({
  method: 'POST',
  path: '/portfolio/cas/import',
  body: v.object({ statement: CasStatement }),
  answer: v.object({ message: v.string(), StatementDate: v.string(), folios: v.array(ImportedFolio) }),
});

export const LastImport = v.object({
  Registrar: v.string(),
  StatementDate: v.string(),
  ImportedOn: v.string(),
  Folios: v.number(),
  Transactions: v.number(),
});

/** The newest statement imported (its date is the oldest a new one may have), with the folios held through it. */
export const casStatus = defineCall({
  method: 'POST',
  path: '/portfolio/cas/status',
  read: true,
  body: v.object({}),
  answer: v.object({ last_import: v.nullable(LastImport), imported_folios: v.number() }),
});

/** Which holdings a view counts: bought through Nivesh, imported from a statement, or both. */
export { HOLDING_SOURCES, HoldingSourceField, type HoldingSourceFilter } from './holding-source.ts';
