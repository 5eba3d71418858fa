import { describe, expect, it } from 'vitest';
import { demoCatalogue } from './demo-catalogue.ts';
import { demoDisclosure } from './demo-holdings.ts';
import { SUB_ASSET_CLASSES } from '../../services/schemes/taxonomy.ts';
import { normaliseIsin } from './amfi-lines.ts';

const { products, schemes } = demoCatalogue();

describe('the demo catalogue', () => {
  it('has at least 300 schemes in every SEBI category we list', () => {
    expect(schemes.length).toBeGreaterThanOrEqual(300);
    const keys = new Set(products.map((p) => p.params.key));
    for (const sub of SUB_ASSET_CLASSES) expect(keys.has(sub.key), sub.key).toBe(true);
    expect(new Set(products.map((p) => p.house.name)).size).toBeGreaterThanOrEqual(20);
  });

  it('sells Direct and Regular plans, Growth and both IDCW options, with unique codes', () => {
    expect(new Set(schemes.map((s) => s.plan))).toEqual(new Set(['Direct', 'Regular']));
    expect(new Set(schemes.map((s) => s.option))).toEqual(new Set(['Growth', 'IDCW Payout', 'IDCW Reinvestment']));
    expect(new Set(schemes.map((s) => s.amfiCode)).size).toBe(schemes.length);
    expect(new Set(schemes.map((s) => s.rtaProductCode)).size).toBe(schemes.length);
    expect(new Set(schemes.map((s) => s.name)).size).toBe(schemes.length);
    for (const s of schemes) {
      const isin = s.isinGrowthOrPayout ?? s.isinReinvestment;
      expect(normaliseIsin(isin ?? ''), s.name).toBe(isin);
    }
  });

  it('has realistic minimums across the search ranges, and the spec’s special cases', () => {
    const mins = new Set(products.map((p) => p.minPurchase));
    expect([...mins].some((m) => Number(m) <= 500)).toBe(true);
    expect([...mins].some((m) => Number(m) > 500 && Number(m) <= 2000)).toBe(true);
    expect([...mins].some((m) => Number(m) > 2000)).toBe(true);
    expect(products.some((p) => p.sip.some((f) => f.frequency === 3 && f.minAmount === '100.00'))).toBe(true);
    expect(products.some((p) => p.sip.some((f) => f.frequency === 3 && f.minAmount === '500.00'))).toBe(true);
    expect(schemes.filter((s) => s.exchangeBase === null).length).toBeGreaterThanOrEqual(5);
    const elss = products.filter((p) => p.params.key === 'elss');
    expect(elss.every((p) => p.params.lockInYears === 3 && !p.allowed.includes('SWT'))).toBe(true);
    expect(products.some((p) => p.params.key === 'overnight' && p.sip.length === 0)).toBe(true);
    expect(products.filter((p) => p.params.key === 'liquid').every((p) => p.params.exitLoad.rules.length === 6)).toBe(true);
    for (const p of products) {
      for (const f of p.sip) {
        expect(f.minInstallments).toBeLessThan(f.maxInstallments);
        expect(f.sipDates.split(',').every((d) => Number(d) >= 1 && Number(d) <= 28)).toBe(true);
      }
    }
  });

  it('discloses portfolios whose parts add up to 100%', () => {
    const disclosures = products.map((p) => ({ p, d: demoDisclosure(p, '2026-10-31') }));
    for (const { p, d } of disclosures) {
      const total = [d.equityPercent, d.debtPercent, d.otherPercent].reduce((sum, x) => sum + Math.round(Number(x ?? 0) * 100), 0);
      expect(total, p.productName).toBe(10_000);
    }
    const pureDebt = disclosures.filter(({ p }) => p.params.equityShare[1] === 0);
    expect(pureDebt.length).toBeGreaterThan(20);
    expect(pureDebt.every(({ d }) => d.equityPercent === null && d.debtHolders.length > 0)).toBe(true);
    const withEquity = disclosures.filter(({ p }) => p.params.equityShare[1] > 0);
    for (const { p, d } of withEquity) {
      expect(d.companies, p.productName).toHaveLength(10);
      const sectors = d.sectors.reduce((sum, s) => sum + Math.round(Number(s.weight) * 100), 0);
      expect(sectors, p.productName).toBe(Math.round(Number(d.equityPercent) * 100));
    }
  });

  it('is the same on every call', () => {
    expect(demoCatalogue().schemes.map((s) => s.rtaProductCode)).toEqual(schemes.map((s) => s.rtaProductCode));
    expect(demoDisclosure(products[3]!, '2026-10-31')).toEqual(demoDisclosure(products[3]!, '2026-10-31'));
  });
});
