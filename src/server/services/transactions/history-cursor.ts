import { timingSafeEqual } from 'node:crypto';
import { HISTORY_MESSAGES, type HistoryQuery } from '@shared/contract/history.ts';
import type { Config } from '../../config.ts';
import { refuse as refusal } from '../../lib/refusal.ts';
import { hmac } from '../secrets.ts';

/**
 * Where a page of the transaction history ends: the last row's placing time (UTC, to the
 * microsecond the database keeps, so no two instants collapse) and id. The next page is the rows
 * strictly after it in (placed_at desc, id desc) order: a keyset, not an offset, so an order placed
 * while the investor pages sits above the first page and moves nothing below it.
 */
export interface HistoryPosition {
  placedAt: string;
  id: number;
}

/** The filters a cursor belongs to: a cursor of one list is refused by another. */
export type HistoryFilter = Omit<HistoryQuery, 'cursor'>;

const PLACED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const MAC_CHARS = 22;

const filterKey = (f: HistoryFilter) => `${f.tab ?? ''}|${f.scheme_id ?? ''}|${f.folio ?? ''}`;

/**
 * Keyed by the server secret over the investor, the filters and the position: the cursor is opaque
 * to the client, and one altered, forged, or taken from another investor's (or member's) list is
 * refused instead of read.
 */
const macOf = (config: Pick<Config, 'mode' | 'secret'>, userId: number, filter: HistoryFilter, payload: string) =>
  hmac(config, 'history-cursor', `${userId}|${filterKey(filter)}|${payload}`)
    .toString('base64url')
    .slice(0, MAC_CHARS);

export function encodeCursor(config: Pick<Config, 'mode' | 'secret'>, userId: number, filter: HistoryFilter, at: HistoryPosition): string {
  const payload = Buffer.from(`${at.placedAt}~${at.id}`).toString('base64url');
  return `${payload}.${macOf(config, userId, filter, payload)}`;
}

/** The position a cursor names, or a 400 with a message saying to start again from the first page. */
export function decodeCursor(config: Pick<Config, 'mode' | 'secret'>, userId: number, filter: HistoryFilter, cursor: string): HistoryPosition {
  const refuse = () => refusal('invalid', HISTORY_MESSAGES.badCursor);
  const dot = cursor.indexOf('.');
  if (dot <= 0) throw refuse();
  const payload = cursor.slice(0, dot);
  const given = Buffer.from(cursor.slice(dot + 1));
  const want = Buffer.from(macOf(config, userId, filter, payload));
  if (given.length !== want.length || !timingSafeEqual(given, want)) throw refuse();
  const [placedAt, idText, ...rest] = Buffer.from(payload, 'base64url').toString('utf8').split('~');
  const id = Number(idText);
  if (rest.length > 0 || !placedAt || !PLACED_AT.test(placedAt) || !Number.isSafeInteger(id) || id <= 0) throw refuse();
  return { placedAt, id };
}
