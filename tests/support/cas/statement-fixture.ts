/**
 * Synthetic CAS statements for tests and benchmarks: a known set of transactions per folio, built
 * with exact arithmetic so that every line's running balance and every folio's closing balance
 * are right, as a real registrar's statement is. Nothing here comes from a real statement.
 */
import { FifoLots } from '@shared/money/lots/fifo.ts';
import { divRoundHalfUp, formatDecimal } from '@shared/money/decimal.ts';
import type { CasFolio, CasKind, CasStatement, CasTxn } from '@shared/cas/model.ts';

export interface FixtureScheme {
  amc: string;
  name: string;
  isin: string | null;
  amfiCode: string | null;
}

/** Lines the parser must read and then drop: a reversed purchase and its reversal, notes. */
export interface NoiseRow {
  /** written before the folio's transaction at this index (length: after the last) */
  at: number;
  date: string;
  description: string;
  amount: string | null;
  units: string | null;
  nav: string | null;
  balance: string | null;
}

export interface FixtureFolio {
  folio: CasFolio;
  noise: NoiseRow[];
}

export interface FixtureStatement {
  statement: CasStatement;
  pan: string;
  noise: NoiseRow[][];
}

const money = (paise: bigint) => formatDecimal(paise, 2);
/** CAS prints units to 3 decimals: units4 here are always multiples of 10 */
const units = (u4: bigint) => formatDecimal(u4 / 10n, 3);
const nav = (n4: bigint) => formatDecimal(n4, 4);

/** Stamp duty on a purchase: 0.005 % of the money paid, to the paisa (Indian Stamp Act, from 1-Jul-2020). */
export const stampDutyOn = (grossPaise: bigint) => divRoundHalfUp(grossPaise * 5n, 100_000n);

export class FolioBuilder {
  private balance4: bigint;
  private readonly lots = new FifoLots<string>();
  readonly txns: CasTxn[] = [];
  readonly noise: NoiseRow[] = [];
  constructor(
    private readonly scheme: FixtureScheme,
    private readonly meta: { folioNo: string; pan: string; advisor: string | null; registrar: string; nominees: string[]; opening4?: bigint },
  ) {
    this.balance4 = meta.opening4 ?? 0n;
    if (this.balance4 > 0n) this.lots.add('1900-01-01', this.balance4, 0n);
  }

  private add(
    date: string,
    kind: CasKind,
    description: string,
    amountPaise: bigint | null,
    units4: bigint | null,
    nav4: bigint | null,
    extra: { stampDuty?: bigint; stt?: bigint } = {},
  ): this {
    if (units4 !== null) this.balance4 += units4;
    this.txns.push({
      date,
      kind,
      description,
      amount: amountPaise === null ? null : money(amountPaise),
      units: units4 === null ? null : units(units4),
      nav: nav4 === null ? null : nav(nav4),
      balance: units4 === null ? null : units(this.balance4),
      stampDuty: money(extra.stampDuty ?? 0n),
      stt: money(extra.stt ?? 0n),
    });
    return this;
  }

  /** units allotted for money at a NAV, rounded down to 3 decimals */
  private static unitsFor(paise: bigint, nav4: bigint): bigint {
    return ((paise * 1_000_000n) / nav4 / 10n) * 10n;
  }

  /** a purchase of `grossPaise` (stamp duty taken from it, its own line) */
  buy(date: string, kind: 'PURCHASE' | 'SIP' | 'SWITCH_IN' | 'MERGER_IN', grossPaise: bigint, nav4: bigint, description: string): this {
    // stamp duty on mutual-fund purchases applies from 1-Jul-2020 (Finance Act 2019 amending the Indian Stamp Act)
    const stamp = (kind === 'PURCHASE' || kind === 'SIP') && date >= '2020-07-01' ? stampDutyOn(grossPaise) : 0n;
    const net = grossPaise - stamp;
    const u4 = FolioBuilder.unitsFor(net, nav4);
    this.lots.add(date, u4, grossPaise);
    return this.add(date, kind, description, net, u4, nav4, { stampDuty: stamp });
  }

  reinvest(date: string, paise: bigint, nav4: bigint, description: string): this {
    const u4 = FolioBuilder.unitsFor(paise, nav4);
    this.lots.add(date, u4, paise);
    return this.add(date, 'DIVIDEND_REINVEST', description, paise, u4, nav4);
  }

  payout(date: string, paise: bigint, description: string): this {
    return this.add(date, 'DIVIDEND_PAYOUT', description, paise, null, null);
  }

  get units4(): bigint {
    return this.balance4;
  }

  /** units taken out at a NAV; STT for equity-oriented funds (0.001 % of the value) */
  sell(date: string, kind: 'REDEMPTION' | 'SWITCH_OUT' | 'MERGER_OUT', units4: bigint, nav4: bigint, description: string, withStt = false): this {
    const value = (units4 * nav4) / 1_000_000n;
    this.lots.take(units4);
    return this.add(date, kind, description, -value, -units4, nav4, { stt: withStt ? divRoundHalfUp(value, 100_000n) : 0n });
  }

  segregate(date: string, units4: bigint, description: string): this {
    this.lots.add(date, units4, 0n);
    return this.add(date, 'SEGREGATION', description, null, units4, 0n);
  }

  /** a purchase that bounced: its line and the reversal line are both printed, neither counts */
  reversedPurchase(date: string, reversalDate: string, grossPaise: bigint, nav4: bigint, description: string): this {
    const u4 = FolioBuilder.unitsFor(grossPaise, nav4);
    const at = this.txns.length;
    this.noise.push({ at, date, description, amount: money(grossPaise), units: units(u4), nav: nav(nav4), balance: units(this.balance4 + u4) });
    this.noise.push({
      at,
      date: reversalDate,
      description: `${description} - Reversal`,
      amount: money(-grossPaise),
      units: units(-u4),
      nav: nav(nav4),
      balance: units(this.balance4),
    });
    return this;
  }

  note(date: string, description: string): this {
    this.noise.push({ at: this.txns.length, date, description, amount: null, units: null, nav: null, balance: null });
    return this;
  }

  build(navDate: string, nav4: bigint): FixtureFolio {
    const cost = this.lots.remaining().reduce((a, l) => a + l.costPaise, 0n);
    return {
      folio: {
        amc: this.scheme.amc,
        folioNo: this.meta.folioNo,
        pan: this.meta.pan,
        schemeName: this.scheme.name,
        isin: this.scheme.isin,
        amfiCode: this.scheme.amfiCode,
        advisor: this.meta.advisor,
        registrar: this.meta.registrar,
        nominees: this.meta.nominees,
        openingUnits: units(this.meta.opening4 ?? 0n),
        closingUnits: units(this.balance4),
        navDate,
        nav: nav(nav4),
        value: money((this.balance4 * nav4) / 1_000_000n),
        cost: money(cost),
        transactions: this.txns,
      },
      noise: this.noise,
    };
  }
}

/** Month `i` after `start` (YYYY-MM-DD, day kept ≤ 28). */
export function monthAfter(start: string, i: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + i;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function statementOf(
  registrar: 'CAMS' | 'KFINTECH',
  pan: string,
  from: string,
  to: string,
  folios: FixtureFolio[],
  investorName = 'Asha Verma',
): FixtureStatement {
  return {
    pan,
    statement: { registrar, kind: 'DETAILED', from, to, investorName, email: 'asha.verma@example.com', folios: folios.map((f) => f.folio) },
    noise: folios.map((f) => f.noise),
  };
}

/** NAV of a made-up scheme on a month index: a gentle rise with a wobble, exact at 4 decimals. */
export const navAt = (base: bigint, i: number) => base + BigInt(i) * 1_234n + BigInt((i * 7919) % 5000);

/**
 * The statement every parser test reads: four fund houses, a 48-instalment SIP that runs over
 * pages, a switch between two schemes of one house, a merger, dividend payout and reinvestment,
 * stamp duty and STT lines, a reversed purchase, an address note, a segregated portfolio, and a
 * scheme with an ISIN no catalogue knows.
 */
export function sampleStatement(registrar: 'CAMS' | 'KFINTECH', schemes: FixtureScheme[] = SAMPLE_SCHEMES, to = '2024-03-31'): FixtureStatement {
  const pan = 'ABCPV1234D';
  const common = (folioNo: string) => ({ folioNo, pan, advisor: 'ARN-0001', registrar: registrar === 'CAMS' ? 'CAMS' : 'KFINTECH', nominees: ['Ravi Verma'] });
  const [a, b, c, d, e, f] = schemes as [FixtureScheme, FixtureScheme, FixtureScheme, FixtureScheme, FixtureScheme, FixtureScheme];

  const sip = new FolioBuilder(a, common('1234567/89'));
  for (let i = 0; i < 48; i++) {
    const date = monthAfter('2020-04-05', i);
    if (i === 3) sip.note(date, '***Address Updated from KRA Data***');
    if (i === 10)
      sip.reversedPurchase(
        monthAfter('2020-04-05', i),
        monthAfter('2020-04-09', i),
        500_000n,
        navAt(450_000n, i),
        `Systematic Investment (${i + 1}/60) - via Internet - Instalment`,
      );
    sip.buy(date, 'SIP', 500_000n, navAt(450_000n, i), `Systematic Investment (${i + 1}/60) - via Internet - Instalment No ${i + 1}`);
  }
  sip.sell('2024-01-15', 'REDEMPTION', 1_000_000n, navAt(450_000n, 45), 'Redemption - via Internet', true);

  const out = new FolioBuilder(b, common('5550001'));
  out.buy('2021-06-10', 'PURCHASE', 20_000_000n, 2_345_678n, 'Purchase - via Internet');
  out.reinvest('2022-03-20', 150_000n, 2_512_300n, 'IDCW Reinvestment @ Rs.0.35 per unit');
  out.sell('2023-02-01', 'SWITCH_OUT', 4_000_000n, 2_801_000n, `Switch-Out - To ${c.name}`, true);

  const into = new FolioBuilder(c, common('5550001'));
  into.buy('2023-02-01', 'SWITCH_IN', (4_000_000n * 2_801_000n) / 1_000_000n, 1_500_500n, `Switch-In - From ${b.name}`);
  into.payout('2023-09-15', 125_050n, 'IDCW Paid @ Rs.0.25 per unit');

  const merged = new FolioBuilder(d, { ...common('77001122'), nominees: [] });
  merged.buy('2019-11-11', 'PURCHASE', 5_000_000n, 1_055_000n, 'Purchase');
  merged.sell('2022-08-19', 'MERGER_OUT', merged.units4, 1_320_000n, 'Switch-Out - Merger');

  const seg = new FolioBuilder(e, { ...common('77001122'), advisor: null });
  seg.segregate('2020-04-24', 1_234_560n, 'Creation of units - Segregated Portfolio');

  const outside = new FolioBuilder(f, common('91919191'));
  outside.buy('2022-12-12', 'PURCHASE', 10_000_000n, 1_000_000n, 'New Purchase - Lumpsum');
  outside.buy('2023-12-12', 'PURCHASE', 2_500_000n, 1_150_000n, 'Additional Purchase');

  return statementOf(registrar, pan, '2019-04-01', to, [
    sip.build(to, navAt(450_000n, 48)),
    out.build(to, 3_100_000n),
    into.build(to, 1_702_000n),
    merged.build(to, 1_400_000n),
    seg.build(to, 12_500n),
    outside.build(to, 1_210_000n),
  ]);
}

export const SAMPLE_SCHEMES: FixtureScheme[] = [
  { amc: 'Alpha Mutual Fund', name: 'Alpha Flexi Cap Fund - Direct Plan - Growth', isin: 'INF000A01AA1', amfiCode: '900001' },
  { amc: 'Beta Mutual Fund', name: 'Beta Large Cap Fund - Regular Plan - IDCW Reinvestment', isin: 'INF000B01BB2', amfiCode: '900002' },
  { amc: 'Beta Mutual Fund', name: 'Beta Short Term Debt Fund - Regular Plan - IDCW Payout', isin: 'INF000B01BC3', amfiCode: '900003' },
  { amc: 'Gamma Mutual Fund', name: 'Gamma Credit Risk Fund - Direct Plan - Growth', isin: 'INF000G01GG4', amfiCode: null },
  { amc: 'Gamma Mutual Fund', name: 'Gamma Credit Risk Fund - Segregated Portfolio 1 - Direct Plan - Growth', isin: 'INF000G01GS5', amfiCode: null },
  { amc: 'Delta Mutual Fund', name: 'Delta Nifty 50 Index Fund - Direct Plan - Growth', isin: 'INF000D01DD6', amfiCode: '900006' },
];

/**
 * A long statement for the benchmark: `folios` SIP folios of `perFolio` monthly instalments from
 * January 2013 (stamp duty lines from July 2020), every tenth instalment a partial redemption.
 */
export function bigStatement(folios = 20, perFolio = 100): FixtureStatement {
  const pan = 'ABCPV1234D';
  const built: FixtureFolio[] = [];
  for (let f = 0; f < folios; f++) {
    const scheme: FixtureScheme = {
      amc: `House ${String.fromCharCode(65 + (f % 26))} Mutual Fund`,
      name: `House ${f} Equity Fund - Direct Plan - Growth`,
      isin: `INF${String(f).padStart(3, '0')}X01XX${f % 10}`,
      amfiCode: String(800_000 + f),
    };
    const b = new FolioBuilder(scheme, { folioNo: `${10_000_000 + f}/01`, pan, advisor: 'ARN-0001', registrar: 'CAMS', nominees: ['Ravi Verma'] });
    for (let i = 0; i < perFolio; i++) {
      const date = monthAfter('2013-01-05', i);
      if (i % 10 === 9) b.sell(date, 'REDEMPTION', 10_000n, navAt(300_000n + BigInt(f) * 1_000n, i), 'Redemption - via Internet');
      else b.buy(date, 'SIP', 300_000n, navAt(300_000n + BigInt(f) * 1_000n, i), `Systematic Investment (${i + 1}/120) - via Internet`);
    }
    built.push(b.build('2024-06-28', navAt(300_000n + BigInt(f) * 1_000n, perFolio)));
  }
  return statementOf('CAMS', pan, '2013-01-01', '2024-06-28', built);
}

/**
 * A summary statement (holdings on one day, no transactions) of the sample schemes: each folio's
 * units, NAV and value as printed, opening balance equal to closing, cost not printed. The
 * segregated portfolio's long name wraps in its column.
 */
export function summaryStatement(registrar: 'CAMS' | 'KFINTECH', schemes: FixtureScheme[] = SAMPLE_SCHEMES, to = '2024-03-31'): FixtureStatement {
  const pan = 'ABCPV1234D';
  const holdings: Array<[FixtureScheme, string, bigint, bigint]> = [
    [schemes[0]!, '1234567/89', 2_345_6780n, 615_432n],
    [schemes[1]!, '5550001', 458_5590n, 3_100_000n],
    [schemes[4]!, '77001122', 123_4560n, 12_500n],
    [schemes[5]!, '91919191', 9_999_9990n, 1_210_000n],
  ];
  const folios: CasFolio[] = holdings.map(([sc, folioNo, u4, nav4]) => ({
    amc: sc.amc,
    folioNo,
    pan,
    schemeName: sc.name,
    isin: sc.isin,
    amfiCode: null,
    advisor: null,
    registrar: registrar === 'CAMS' ? 'CAMS' : 'KFINTECH',
    nominees: [],
    openingUnits: units(u4),
    closingUnits: units(u4),
    navDate: to,
    nav: nav(nav4),
    value: money((u4 * nav4) / 1_000_000n),
    cost: null,
    transactions: [],
  }));
  return {
    pan,
    statement: { registrar, kind: 'SUMMARY', from: to, to, investorName: 'Asha Verma', email: 'asha.verma@example.com', folios },
    noise: folios.map(() => []),
  };
}
