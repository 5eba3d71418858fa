import { formatDecimal } from '@shared/money/decimal.ts';
import { groupDecimalString } from '@shared/rules/format/indian-number.ts';
import { ymdToDmy } from '@shared/time/ist.ts';
import { formatUnits } from '@shared/money/units-text.ts';

/**
 * A statement as the builders see it: plain tables of typed cells, with no data loading. The
 * PDF and Excel builders render any of these, so the family report builds its own
 * document from its own data and reuses them.
 */
export type Cell = string | null | { money: bigint } | { units: bigint } | { nav: bigint } | { date: string } | { percent: string };

export interface Column {
  header: string;
  /** a text column that takes the room left (scheme names, rules); others fit their content */
  wide?: boolean;
}

export interface Table {
  heading: string;
  /** the Excel sheet's name (unique, at most 31 characters) */
  sheet: string;
  columns: Column[];
  rows: Cell[][];
  total?: Cell[];
  /** shown when there are no rows */
  empty?: string;
}

export interface ReportDoc {
  title: string;
  /** the file name without extension: letters, digits and dashes */
  fileBase: string;
  investor: { name: string; panMasked: string; niveshId: string; email: string | null };
  /** "01/04/2025 to 31/03/2026" */
  period: string;
  generatedOn: string;
  /** label and value pairs shown first (totals the investor reads at a glance) */
  summary: Array<[string, Cell]>;
  tables: Table[];
  notes: string[];
}

/** PAN shown on statements: only its last four characters. */
export const maskPan = (pan: string | null): string => (pan && pan.length === 10 ? `XXXXXX${pan.slice(-4)}` : '-');

/** A cell as text: Indian grouping for money, 4 decimals for units and NAV, DD/MM/YYYY for dates. */
export function cellText(c: Cell): string {
  if (c === null) return '-';
  if (typeof c === 'string') return c;
  if ('money' in c) return groupDecimalString(formatDecimal(c.money, 2));
  if ('units' in c) return formatUnits(c.units);
  if ('nav' in c) return formatDecimal(c.nav, 4);
  if ('date' in c) return ymdToDmy(c.date);
  return `${c.percent}%`;
}

/** Right-aligned cells: numbers. */
export const isNumeric = (c: Cell): boolean => c !== null && typeof c === 'object' && !('date' in c);
