/**
 * Deterministic randomness for the demo catalogue. Every draw is a pure function of a seed and
 * an index (random access, no hidden state), built only from 32-bit integer operations and
 * IEEE additions and multiplications, which give the same bits on every machine and Node
 * version. Math.exp, Math.log and Math.sin are avoided on purpose: their last bit may differ
 * between platforms, and one flipped rounding would fork a NAV path forever.
 */

/** murmur3's 32-bit finaliser: a good avalanche on any integer input. */
export function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A seed from text (FNV-1a), so seeds can be named ("product:large-cap:2"). */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return mix32(h);
}

/** Uniform in [0, 1) for (seed, index, lane). */
export function uniform(seed: number, index: number, lane = 0): number {
  return mix32(seed ^ mix32(Math.imul(index, 0x9e3779b1) + lane * 0x632be5ab + 0x7f4a7c15)) / 4_294_967_296;
}

const SQRT3 = Math.sqrt(3);

/** Approximately standard normal: the sum of four uniforms, centred and scaled (Irwin-Hall). */
export function normal(seed: number, index: number): number {
  return (uniform(seed, index, 0) + uniform(seed, index, 1) + uniform(seed, index, 2) + uniform(seed, index, 3) - 2) * SQRT3;
}

/** An integer in [min, max], inclusive. */
export function intBetween(seed: number, index: number, min: number, max: number): number {
  return min + Math.floor(uniform(seed, index, 7) * (max - min + 1));
}

/** A value in [min, max) rounded to `decimals`, as a string. */
export function decimalBetween(seed: number, index: number, min: number, max: number, decimals: number): string {
  return (min + uniform(seed, index, 9) * (max - min)).toFixed(decimals);
}

/** One item of a list. */
export function pick<T>(seed: number, index: number, items: readonly T[]): T {
  return items[Math.floor(uniform(seed, index, 11) * items.length)]!;
}

/** `count` distinct items of a list, in a seeded order. */
export function pickDistinct<T>(seed: number, count: number, items: readonly T[]): T[] {
  const keyed = items.map((item, i) => ({ item, key: uniform(seed, i, 13) }));
  keyed.sort((a, b) => a.key - b.key);
  return keyed.slice(0, Math.min(count, items.length)).map((k) => k.item);
}
