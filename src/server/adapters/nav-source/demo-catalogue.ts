/**
 * The demo catalogue: 107 funds across every SEBI category from 24 real fund houses, each sold
 * as Direct and Regular Growth and half of them with IDCW options as well (322 schemes). Pure
 * and deterministic: the same list, codes and rules on every machine and every start.
 */
import { addDays } from '../../../shared/money/returns.ts';
import type { TrType } from '../../../shared/contract/scheme-info.ts';
import { DEMO_CATEGORIES, type CategoryParams } from './demo-categories.ts';
import { DEMO_FUND_HOUSES, DEMO_MANAGERS, type DemoFundHouse } from './demo-data.ts';
import { decimalBetween, intBetween, pick, pickDistinct, seedOf, uniform } from './demo-random.ts';

export const DEMO_AMFI_CODE_BASE = 700_000;

export interface DemoSipFrequency {
  frequency: number;
  minAmount: string;
  maxAmount: string;
  minInstallments: number;
  maxInstallments: number;
  sipDates: string;
}

/** An SWP or STP frequency of the demo's exchange scheme master. */
export interface DemoSystematicFrequency {
  kind: 'SWP' | 'STP';
  frequency: number;
  minAmount: string;
  minInstallments: number;
  maxInstallments: number;
  dates: string;
}

export interface DemoProduct {
  index: number;
  seed: number;
  params: CategoryParams;
  house: DemoFundHouse;
  productName: string;
  launchDate: string;
  /** crore rupees × 100, integer */
  aumHundredthCr: number;
  managers: Array<{ name: string; since: string }>;
  recommended: boolean;
  terDirect: string;
  terRegular: string;
  minPurchase: string;
  additionalPurchase: string;
  maxPurchase: string | null;
  sip: DemoSipFrequency[];
  systematic: DemoSystematicFrequency[];
  allowed: TrType[];
  hasIdcw: boolean;
}

export type DemoOption = 'Growth' | 'IDCW Payout' | 'IDCW Reinvestment';

export interface DemoScheme {
  amfiCode: number;
  product: DemoProduct;
  plan: 'Direct' | 'Regular';
  option: DemoOption;
  name: string;
  rtaProductCode: string;
  isinGrowthOrPayout: string | null;
  isinReinvestment: string | null;
  /** exchange codes: null when this scheme has none (the demo's "not available" case) */
  exchangeBase: string | null;
}

const ALL_DAYS = Array.from({ length: 28 }, (_, i) => i + 1).join(',');
const SIP_DATE_SETS = ['1,5,10,15,20,25', ALL_DAYS, '7,14,21,28', ALL_DAYS, '1,7,10,15,20,25,28'];
const MAX_SIP = '999999999.00';

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const money = (rupees: number) => `${rupees}.00`;

function allowedFor(params: CategoryParams, lumpsumSuspended: boolean): TrType[] {
  if (params.key === 'elss') return ['NEW', 'ADD', 'SIP', 'RED', 'SWP'];
  if (params.key === 'overnight') return ['NEW', 'ADD', 'RED', 'SWT', 'STP', 'SWP'];
  if (params.lockInYears) return ['NEW', 'ADD', 'SIP', 'RED'];
  if (lumpsumSuspended) return ['SIP', 'RED', 'SWT', 'STP', 'SWP'];
  return ['NEW', 'ADD', 'SIP', 'SWP', 'STP', 'SWT', 'RED'];
}

function minimumsFor(params: CategoryParams, seed: number): { min: number; add: number; sip: number } {
  if (params.key === 'elss') return { min: 500, add: 500, sip: 500 };
  if (params.key === 'index') return uniform(seed, 1) < 0.5 ? { min: 100, add: 100, sip: 100 } : { min: 500, add: 500, sip: 500 };
  if (params.key === 'overnight' || params.key === 'liquid')
    return pick(seed, 2, [
      { min: 500, add: 500, sip: 500 },
      { min: 5000, add: 1000, sip: 1000 },
    ]);
  return pick(seed, 3, [
    { min: 5000, add: 1000, sip: 500 },
    { min: 5000, add: 1000, sip: 500 },
    { min: 1000, add: 1000, sip: 1000 },
    { min: 500, add: 500, sip: 500 },
    { min: 100, add: 100, sip: 100 },
  ]);
}

function sipFor(params: CategoryParams, seed: number, sipMin: number, allowed: TrType[]): DemoSipFrequency[] {
  if (!allowed.includes('SIP')) return [];
  const dates = pick(seed, 4, SIP_DATE_SETS);
  const monthlyMinCount = uniform(seed, 5) < 0.7 ? 6 : 12;
  const list: DemoSipFrequency[] = [
    { frequency: 3, minAmount: money(sipMin), maxAmount: MAX_SIP, minInstallments: monthlyMinCount, maxInstallments: 999, sipDates: dates },
    { frequency: 4, minAmount: money(Math.max(sipMin * 3, 1500)), maxAmount: MAX_SIP, minInstallments: 4, maxInstallments: 400, sipDates: dates },
  ];
  if (params.factor === 'equity' && uniform(seed, 6) < 0.4) {
    list.push({ frequency: 2, minAmount: money(Math.max(sipMin, 500)), maxAmount: MAX_SIP, minInstallments: 24, maxInstallments: 999, sipDates: ALL_DAYS });
  }
  if (params.key === 'index' && uniform(seed, 8) < 0.6) {
    list.push({ frequency: 1, minAmount: '100.00', maxAmount: '100000.00', minInstallments: 20, maxInstallments: 9999, sipDates: ALL_DAYS });
  }
  return list.sort((a, b) => a.frequency - b.frequency);
}

/**
 * SWP and STP: monthly and quarterly for every scheme that allows them; weekly STPs out of debt,
 * liquid and overnight funds (the usual way into equity a week at a time).
 */
function systematicFor(params: CategoryParams, seed: number, allowed: TrType[]): DemoSystematicFrequency[] {
  const dates = pick(seed, 9, SIP_DATE_SETS);
  const list: DemoSystematicFrequency[] = [];
  for (const kind of ['SWP', 'STP'] as const) {
    if (!allowed.includes(kind)) continue;
    list.push({ kind, frequency: 3, minAmount: '1000.00', minInstallments: 6, maxInstallments: 999, dates });
    list.push({ kind, frequency: 4, minAmount: '3000.00', minInstallments: 4, maxInstallments: 400, dates });
    if (kind === 'STP' && params.factor !== 'equity')
      list.push({ kind, frequency: 2, minAmount: '500.00', minInstallments: 12, maxInstallments: 999, dates: ALL_DAYS });
  }
  return list.sort((a, b) => a.kind.localeCompare(b.kind) || a.frequency - b.frequency);
}

function launchDateFor(seed: number): string {
  // Six in ten funds are older than the demo's NAV history; the rest launched since 2013.
  return uniform(seed, 20) < 0.6 ? addDays('2000-01-03', intBetween(seed, 21, 0, 4_300)) : addDays('2013-01-01', intBetween(seed, 22, 0, 4_500));
}

function buildProducts(): DemoProduct[] {
  const products: DemoProduct[] = [];
  for (const params of DEMO_CATEGORIES) {
    const houses = pickDistinct(seedOf(`houses:${params.key}`), params.products, DEMO_FUND_HOUSES);
    houses.forEach((house, i) => {
      const index = products.length + 1;
      const seed = seedOf(`product:${params.key}:${i}`);
      const launchDate = launchDateFor(seed);
      const [aumLo, aumHi] = params.aumCr;
      const lumpsumSuspended = params.key === 'small-cap' && i === 0;
      const allowed = allowedFor(params, lumpsumSuspended);
      const mins = minimumsFor(params, seed);
      const terDirect = decimalBetween(seed, 30, params.terDirect[0], params.terDirect[1], 2);
      const extra = decimalBetween(seed, 31, params.terExtra[0], params.terExtra[1], 2);
      const managers = pickDistinct(seed, uniform(seed, 32) < 0.5 ? 1 : 2, DEMO_MANAGERS).map((name, k) => ({
        name,
        since: launchDate > '2014-01-01' && k === 0 ? launchDate : addDays('2014-01-01', intBetween(seed, 33 + k, 0, 4_000)),
      }));
      products.push({
        index,
        seed,
        params,
        house,
        productName: `${house.short} ${params.names[i % params.names.length]}`,
        launchDate,
        aumHundredthCr: Math.round((aumLo + uniform(seed, 34) * (aumHi - aumLo)) * 100),
        managers,
        recommended: uniform(seed, 35) < 0.18,
        terDirect,
        terRegular: (Number(terDirect) + Number(extra)).toFixed(2),
        minPurchase: money(mins.min),
        additionalPurchase: money(mins.add),
        // SEBI-style inflow cap on small caps: at most Rs 2 lakh per investor per day.
        maxPurchase: params.key === 'small-cap' ? '200000.00' : null,
        sip: sipFor(params, seed, mins.sip, allowed),
        systematic: systematicFor(params, seed, allowed),
        allowed,
        hasIdcw: index % 2 === 0,
      });
    });
  }
  return products;
}

const OPTION_CODE: Record<DemoOption, string> = { Growth: 'G', 'IDCW Payout': 'P', 'IDCW Reinvestment': 'R' };

function isin(house: DemoFundHouse, plan: string, option: DemoOption, index: number): string {
  const body = `INF${house.code}${plan[0]}${OPTION_CODE[option]}${pad(index, 3)}`;
  let sum = 0;
  for (const ch of body) sum += ch.charCodeAt(0);
  return `${body}${sum % 10}`;
}

function schemeName(product: DemoProduct, plan: string, option: DemoOption): string {
  if (option === 'Growth') return `${product.productName} - ${plan} Plan - Growth`;
  return `${product.productName} - ${plan} Plan - ${product.params.idcwFrequency} ${option}`;
}

function buildSchemes(products: DemoProduct[]): DemoScheme[] {
  const schemes: DemoScheme[] = [];
  for (const product of products) {
    const variants: Array<['Direct' | 'Regular', DemoOption]> = [
      ['Direct', 'Growth'],
      ['Regular', 'Growth'],
    ];
    if (product.hasIdcw) variants.push(['Direct', 'IDCW Reinvestment'], ['Regular', 'IDCW Payout']);
    for (const [plan, option] of variants) {
      const n = schemes.length + 1;
      const code = `${product.house.code}${pad(product.index, 3)}`;
      const growthOrPayout = option === 'IDCW Reinvestment' ? null : isin(product.house, plan, option, product.index);
      schemes.push({
        amfiCode: DEMO_AMFI_CODE_BASE + n,
        product,
        plan,
        option,
        name: schemeName(product, plan, option),
        rtaProductCode: `${code}${plan[0]}${OPTION_CODE[option]}`,
        isinGrowthOrPayout: growthOrPayout,
        isinReinvestment: option === 'IDCW Reinvestment' ? isin(product.house, plan, option, product.index) : null,
        // Every 25th scheme has no exchange code, so the spec's "not available" path can be seen.
        exchangeBase: n % 25 === 7 ? null : `${code}-${plan[0]}${OPTION_CODE[option]}`,
      });
    }
  }
  return schemes;
}

let cached: { products: DemoProduct[]; schemes: DemoScheme[] } | null = null;

export function demoCatalogue(): { products: DemoProduct[]; schemes: DemoScheme[] } {
  if (!cached) {
    const products = buildProducts();
    cached = { products, schemes: buildSchemes(products) };
  }
  return cached;
}
