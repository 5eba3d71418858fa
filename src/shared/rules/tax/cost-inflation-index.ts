/**
 * The Cost Inflation Index (CII) that indexes the cost of a long-term capital asset under
 * s.48, Explanation (v) of the Income-tax Act, 1961 (second proviso to s.48).
 *
 * Source: the Central Board of Direct Taxes notifies the index each financial year. The series
 * with base year 2001-02 = 100 was notified by CBDT Notification No. 44/2017 (5-Jun-2017) for
 * 2001-02 to 2017-18 (the Finance Act, 2017 moved the base from 1981-82), and each later year by
 * its own notification (2018-19: 280 ... 2024-25: 363, 2025-26: 376).
 *
 * An asset bought before 1-Apr-2001 is indexed from 2001-02 (s.55(2)(b)); it cannot arise here
 * (mutual fund units on this platform), but the rule is kept so the function is total.
 *
 * Effective use: indexation of mutual-fund units applies only to long-term transfers made
 * before 23-Jul-2024 (Finance (No. 2) Act, 2024 removed it for transfers from that day) of units
 * that are not "specified mutual fund" units under s.50AA (units bought from 1-Apr-2023 of debt
 * funds never get it).
 */
export const COST_INFLATION_INDEX: Readonly<Record<string, number>> = {
  '2001-02': 100,
  '2002-03': 105,
  '2003-04': 109,
  '2004-05': 113,
  '2005-06': 117,
  '2006-07': 122,
  '2007-08': 129,
  '2008-09': 137,
  '2009-10': 148,
  '2010-11': 167,
  '2011-12': 184,
  '2012-13': 200,
  '2013-14': 220,
  '2014-15': 240,
  '2015-16': 254,
  '2016-17': 264,
  '2017-18': 272,
  '2018-19': 280,
  '2019-20': 289,
  '2020-21': 301,
  '2021-22': 317,
  '2022-23': 331,
  '2023-24': 348,
  '2024-25': 363,
  '2025-26': 376,
};

/** "2023-24" for any date from 1-Apr-2023 to 31-Mar-2024 (YYYY-MM-DD). */
export function fyLabel(ymd: string): string {
  const y = Number(ymd.slice(0, 4));
  const start = Number(ymd.slice(5, 7)) >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The index for the financial year a date falls in; null when it is not notified yet. */
export function ciiFor(ymd: string): number | null {
  const label = fyLabel(ymd < '2001-04-01' ? '2001-04-01' : ymd);
  return COST_INFLATION_INDEX[label] ?? null;
}
