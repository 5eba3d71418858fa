import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY_ID, MASTERS, type MasterKind, type MasterRow } from './masters-data.ts';

const KINDS = Object.keys(MASTERS) as MasterKind[];

const byId = (rows: readonly MasterRow[], id: number) => rows.find((r) => r.id === id);
const stateIdOf = (name: string) => MASTERS.States.find((s) => s.name === name)?.id;

// [state or UT, its capital, the state or UT the capital city lies in]
const CAPITALS: readonly (readonly [string, string, string])[] = [
  ['Andaman and Nicobar Islands', 'Sri Vijaya Puram (Port Blair)', 'Andaman and Nicobar Islands'],
  ['Andhra Pradesh', 'Amaravati', 'Andhra Pradesh'],
  ['Arunachal Pradesh', 'Itanagar', 'Arunachal Pradesh'],
  ['Assam', 'Dispur', 'Assam'],
  ['Bihar', 'Patna', 'Bihar'],
  ['Chandigarh', 'Chandigarh', 'Chandigarh'],
  ['Chhattisgarh', 'Raipur', 'Chhattisgarh'],
  ['Dadra and Nagar Haveli and Daman and Diu', 'Daman', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['Delhi', 'New Delhi', 'Delhi'],
  ['Goa', 'Panaji', 'Goa'],
  ['Gujarat', 'Gandhinagar', 'Gujarat'],
  // Punjab and Haryana share Chandigarh, which is itself a union territory.
  ['Haryana', 'Chandigarh', 'Chandigarh'],
  ['Himachal Pradesh', 'Shimla', 'Himachal Pradesh'],
  ['Jammu and Kashmir', 'Srinagar', 'Jammu and Kashmir'],
  ['Jharkhand', 'Ranchi', 'Jharkhand'],
  ['Karnataka', 'Bengaluru', 'Karnataka'],
  ['Kerala', 'Thiruvananthapuram', 'Kerala'],
  ['Ladakh', 'Leh', 'Ladakh'],
  ['Lakshadweep', 'Kavaratti', 'Lakshadweep'],
  ['Madhya Pradesh', 'Bhopal', 'Madhya Pradesh'],
  ['Maharashtra', 'Mumbai', 'Maharashtra'],
  ['Manipur', 'Imphal', 'Manipur'],
  ['Meghalaya', 'Shillong', 'Meghalaya'],
  ['Mizoram', 'Aizawl', 'Mizoram'],
  ['Nagaland', 'Kohima', 'Nagaland'],
  ['Odisha', 'Bhubaneswar', 'Odisha'],
  ['Puducherry', 'Puducherry', 'Puducherry'],
  ['Punjab', 'Chandigarh', 'Chandigarh'],
  ['Rajasthan', 'Jaipur', 'Rajasthan'],
  ['Sikkim', 'Gangtok', 'Sikkim'],
  ['Tamil Nadu', 'Chennai', 'Tamil Nadu'],
  ['Telangana', 'Hyderabad', 'Telangana'],
  ['Tripura', 'Agartala', 'Tripura'],
  ['Uttar Pradesh', 'Lucknow', 'Uttar Pradesh'],
  ['Uttarakhand', 'Dehradun', 'Uttarakhand'],
  ['West Bengal', 'Kolkata', 'West Bengal'],
];

describe('every master kind', () => {
  it('has all twelve kinds of spec 1 §3, each non-empty', () => {
    expect(KINDS).toHaveLength(12);
    for (const kind of KINDS) expect(MASTERS[kind].length, kind).toBeGreaterThan(0);
  });

  it.each(KINDS)('%s has unique positive integer ids and unique, trimmed, non-empty names', (kind) => {
    const rows = MASTERS[kind];
    for (const r of rows) {
      expect(Number.isInteger(r.id) && r.id > 0, `${kind} ${r.id}`).toBe(true);
      expect(r.name.trim(), `${kind} ${r.id}`).toBe(r.name);
      expect(r.name.length, `${kind} ${r.id}`).toBeGreaterThan(0);
    }
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.name.toLowerCase())).size).toBe(rows.length);
  });

  it('never ships the UI-only "Please select" item', () => {
    for (const kind of KINDS) {
      expect(
        MASTERS[kind].some((r) => /please select/i.test(r.name)),
        kind,
      ).toBe(false);
    }
  });
});

describe('States', () => {
  const states = MASTERS.States;

  it('lists the 28 states and 8 union territories with ids 1..36 in alphabetical order', () => {
    expect(states).toHaveLength(36);
    expect(states.map((s) => s.id)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(states.filter((s) => s.extra?.type === 'Union Territory')).toHaveLength(8);
    expect(states.filter((s) => s.extra?.type === 'State')).toHaveLength(28);
    const names = states.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('gives each a unique two-letter code', () => {
    const codes = states.map((s) => s.extra?.code);
    for (const c of codes) expect(String(c)).toMatch(/^[A-Z]{2}$/);
    expect(new Set(codes).size).toBe(36);
  });

  it('reflects the 2019-2020 reorganisation', () => {
    const ut = (name: string) => states.find((s) => s.name === name)?.extra?.type;
    expect(ut('Ladakh')).toBe('Union Territory');
    expect(ut('Jammu and Kashmir')).toBe('Union Territory');
    expect(ut('Dadra and Nagar Haveli and Daman and Diu')).toBe('Union Territory');
    expect(states.some((s) => s.name === 'Daman and Diu' || s.name === 'Dadra and Nagar Haveli')).toBe(false);
  });
});

describe('Country', () => {
  const countries = MASTERS.Country;

  it('has India as the default country, id 1', () => {
    expect(DEFAULT_COUNTRY_ID).toBe(1);
    const india = byId(countries, DEFAULT_COUNTRY_ID);
    expect(india?.name).toBe('India');
    expect(india?.extra?.iso2).toBe('IN');
    expect(countries[0]).toBe(india);
  });

  it('holds the full ISO 3166-1 list with unique alpha-2 codes, the rest alphabetical', () => {
    expect(countries).toHaveLength(249);
    const codes = countries.map((c) => String(c.extra?.iso2));
    for (const c of codes) expect(c).toMatch(/^[A-Z]{2}$/);
    expect(new Set(codes).size).toBe(countries.length);
    const rest = countries.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countries.map((c) => c.id)).toEqual(countries.map((_, i) => i + 1));
  });

  it.each([
    ['US', 'United States of America'],
    ['GB', 'United Kingdom'],
    ['AE', 'United Arab Emirates'],
    ['SG', 'Singapore'],
    ['NP', 'Nepal'],
  ])('maps %s to %s', (iso2, name) => {
    expect(countries.find((c) => c.extra?.iso2 === iso2)?.name).toBe(name);
  });
});

describe('City', () => {
  const cities = MASTERS.City;
  const stateIds = new Set(MASTERS.States.map((s) => s.id));

  it('is a useful set whose every state_id is a known state', () => {
    expect(cities.length).toBeGreaterThanOrEqual(150);
    for (const c of cities) expect(stateIds.has(Number(c.extra?.state_id)), c.name).toBe(true);
  });

  it('covers every state and union territory', () => {
    const covered = new Set(cities.map((c) => Number(c.extra?.state_id)));
    expect([...stateIds].filter((id) => !covered.has(id))).toEqual([]);
  });

  it.each(CAPITALS)('has the capital of %s, %s, in %s', (_state, capital, cityState) => {
    const stateId = stateIdOf(cityState);
    expect(stateId).toBeDefined();
    expect(cities.some((c) => c.name === capital && c.extra?.state_id === stateId)).toBe(true);
  });

  it('names one capital for each of the 36 states and union territories', () => {
    expect(new Set(CAPITALS.map(([s]) => s))).toEqual(new Set(MASTERS.States.map((s) => s.name)));
  });

  it.each([
    ['Pune', 'Maharashtra'],
    ['Guwahati', 'Assam'],
    ['Gurugram', 'Haryana'],
    ['Noida', 'Uttar Pradesh'],
    ['Secunderabad', 'Telangana'],
    ['Visakhapatnam', 'Andhra Pradesh'],
    ['Jamshedpur', 'Jharkhand'],
    ['Silvassa', 'Dadra and Nagar Haveli and Daman and Diu'],
  ])('puts %s in %s', (city, state) => {
    expect(cities.find((c) => c.name === city)?.extra?.state_id).toBe(stateIdOf(state));
  });
});

describe('coded lists', () => {
  it('Sex uses the spec ids 282 Male and 283 Female, plus Others', () => {
    expect(byId(MASTERS.Sex, 282)?.name).toBe('Male');
    expect(byId(MASTERS.Sex, 283)?.name).toBe('Female');
    expect(MASTERS.Sex.map((s) => s.name)).toEqual(['Male', 'Female', 'Others']);
  });

  it('Frequency: 3 is MONTHLY (goal SIPs) and 1 is DAILY (the end-day frequency)', () => {
    expect(byId(MASTERS.Frequency, 3)?.extra?.code).toBe('MONTHLY');
    expect(byId(MASTERS.Frequency, 1)?.extra?.code).toBe('DAILY');
    const codes = MASTERS.Frequency.map((f) => f.extra?.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('Income_tax_slab carries the BSE codes 31..36, each once', () => {
    expect(MASTERS.Income_tax_slab.map((s) => s.id)).toEqual([31, 32, 33, 34, 35, 36]);
    for (const s of MASTERS.Income_tax_slab) expect(s.extra?.code).toBe(String(s.id));
  });

  it('Source_of_wealth carries the FATCA codes 01..08, each once', () => {
    expect(MASTERS.Source_of_wealth.map((s) => s.extra?.code)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08']);
    expect(byId(MASTERS.Source_of_wealth, 1)?.name).toBe('Salary');
  });

  it('Occupation keeps the BSE two-digit codes', () => {
    const code = (name: string) => MASTERS.Occupation.find((o) => o.name === name)?.extra?.code;
    expect(code('Business')).toBe('01');
    expect(code('Private Sector Service')).toBe('41');
    expect(code('Government Service')).toBe('44');
  });

  it('poltical_exposed offers Y, N and R with N as id 2', () => {
    expect(MASTERS.poltical_exposed.map((p) => [p.id, p.extra?.code])).toEqual([
      [1, 'Y'],
      [2, 'N'],
      [3, 'R'],
    ]);
  });

  it('BankAccountType uses the exchange account codes', () => {
    expect(MASTERS.BankAccountType.map((b) => b.extra?.code)).toEqual(['SB', 'CB', 'NE', 'NO']);
  });
});
