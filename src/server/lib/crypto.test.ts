import { describe, expect, it } from 'vitest';
import { randomDigits, randomFromAlphabet, randomToken, safeEqualHex, sha256Hex } from './crypto.ts';
import { NIVESH_ID_ALPHABET } from '@shared/rules/onboarding/nivesh-id.ts';

/**
 * Pearson's chi-square statistic of observed counts against a uniform expectation. The limits
 * used below are the 1e-8 upper quantiles (9 df: 55.45, 30 df: 95.33), so a fair generator fails
 * about once in 10^8 runs, while a real bias (e.g. byte % 10: digits 0-5 at 26/256) gives a
 * statistic in the hundreds at these sample sizes.
 */
function chiSquare(counts: number[], total: number): number {
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

function countDigits(text: string): number[] {
  const counts = Array.from({ length: 10 }, () => 0);
  for (const c of text) counts[Number(c)]! += 1;
  return counts;
}

describe('randomDigits', () => {
  it('gives only decimal digits, exactly as many as asked', () => {
    for (const length of [0, 1, 4, 6, 10, 32]) {
      for (let i = 0; i < 50; i++) expect(randomDigits(length)).toMatch(new RegExp(`^[0-9]{${length}}$`));
    }
  });

  it('is uniform over the ten digits', () => {
    const total = 500_000;
    const counts = countDigits(randomDigits(total));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
    expect(chiSquare(counts, total)).toBeLessThan(55.45);
  });

  it('is uniform at every position of a 6-digit OTP (no fixed or non-zero first digit)', () => {
    const draws = 30_000;
    const otps = Array.from({ length: draws }, () => randomDigits(6));
    for (let pos = 0; pos < 6; pos++) {
      const counts = countDigits(otps.map((o) => o[pos]).join(''));
      expect(chiSquare(counts, draws), `position ${pos}`).toBeLessThan(55.45);
    }
    // and they do not repeat more than chance allows (10^6 possible codes)
    expect(new Set(otps).size).toBeGreaterThan(draws * 0.97);
  });
});

describe('randomFromAlphabet', () => {
  it('uses only the alphabet, with the asked length', () => {
    for (let i = 0; i < 200; i++) {
      const id = randomFromAlphabet(NIVESH_ID_ALPHABET, 10);
      expect(id).toHaveLength(10);
      for (const c of id) expect(NIVESH_ID_ALPHABET).toContain(c);
    }
    expect(randomFromAlphabet('A', 5)).toBe('AAAAA');
    expect(randomFromAlphabet('XY', 0)).toBe('');
  });

  it('is uniform over a 31-character alphabet (no modulo bias)', () => {
    const total = 310_000;
    const text = randomFromAlphabet(NIVESH_ID_ALPHABET, total);
    const counts = new Map<string, number>();
    for (const c of text) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect([...counts.keys()].sort().join('')).toBe([...NIVESH_ID_ALPHABET].sort().join(''));
    expect(chiSquare([...counts.values()], total)).toBeLessThan(95.33);
  });
});

describe('tokens and hashes', () => {
  it('randomToken is base64url of the asked bytes and does not repeat', () => {
    const tokens = Array.from({ length: 1000 }, () => randomToken());
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(Buffer.from(randomToken(16), 'base64url')).toHaveLength(16);
  });

  it('sha256Hex matches the known digest and safeEqualHex compares exactly', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const h = sha256Hex('123456');
    expect(safeEqualHex(h, sha256Hex('123456'))).toBe(true);
    expect(safeEqualHex(h, sha256Hex('123457'))).toBe(false);
    expect(safeEqualHex(h, h.slice(0, 32))).toBe(false);
  });
});
