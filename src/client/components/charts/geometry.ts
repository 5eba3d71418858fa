/**
 * The geometry of the app's pictures drawn as plain SVG (the dashboard's value over time and
 * allocation, a fund's NAV chart, the family's allocation): see features/portfolio/components/
 * charts.tsx for why not recharts. Pixel arithmetic only: amounts arrive as decimal strings and
 * are turned into numbers here for drawing, never for money shown as figures (the tables and
 * captions beside the pictures show those, from the strings).
 */

/** The plot's own coordinate box: 0..PLOT across, 0..PLOT down, stretched to the element's size. */
export const PLOT = 1000;

/**
 * Round y-axis ticks from 0 up to at least `max`: a step of 1, 2, 2.5 or 5 × a power of ten, with
 * at most `count` ticks ("0, 5,000, 10,000, 15,000" for a top of 13,400).
 */
export function niceTicks(max: number, count = 5): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0];
  const raw = max / Math.max(1, count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / magnitude;
  const step = (norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 2.5 ? 2.5 : norm <= 5 ? 5 : 10) * magnitude;
  const n = Math.ceil(max / step - 1e-9);
  return Array.from({ length: n + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

/** x of the i-th of n points, spread evenly across the plot (a single point sits in the middle). */
export const xAt = (i: number, n: number): number => (n <= 1 ? PLOT / 2 : (i / (n - 1)) * PLOT);

/** y of a value on an axis from 0 (bottom) to `top` (top of the plot). */
export const yAt = (v: number, top: number): number => (top > 0 ? PLOT - (Math.max(0, v) / top) * PLOT : PLOT);

const r1 = (n: number) => Math.round(n * 10) / 10;

/** The line through the points, and the same line closed down to the axis (the shaded area). */
export function linePaths(values: readonly number[], top: number): { line: string; area: string } {
  const n = values.length;
  if (n === 0) return { line: '', area: '' };
  const pts = values.map((v, i) => `${r1(xAt(i, n))} ${r1(yAt(v, top))}`);
  const line = `M${pts.join(' L')}`;
  return { line, area: `${line} L${r1(xAt(n - 1, n))} ${PLOT} L${r1(xAt(0, n))} ${PLOT} Z` };
}

/** A step line: level until the next point, then straight up or down (the amount invested changes on the day of a purchase). */
export function stepPath(values: readonly number[], top: number): string {
  const n = values.length;
  if (n === 0) return '';
  let d = `M${r1(xAt(0, n))} ${r1(yAt(values[0]!, top))}`;
  for (let i = 1; i < n; i++) d += ` H${r1(xAt(i, n))} V${r1(yAt(values[i]!, top))}`;
  return d;
}

/** The position of a label along the x axis, as a share of the width (0..100). */
export const xPercent = (i: number, n: number): number => (xAt(i, n) / PLOT) * 100;

/** Which points carry a date label: `labels` of them, evenly spaced, the first and the last among them. */
export function labelIndexes(n: number, labels: number): number[] {
  if (n <= 0) return [];
  if (n <= labels) return Array.from({ length: n }, (_, i) => i);
  return Array.from({ length: labels }, (_, i) => Math.round((i * (n - 1)) / (labels - 1)));
}

const point = (r: number, a: number) => `${r1(r * Math.sin(a))} ${r1(-r * Math.cos(a))}`;

/**
 * The slices of a ring (a donut) centred on 0,0: one path per value, clockwise from twelve
 * o'clock, each slice's share of the whole, with a gap of `gapDeg` between slices. A value of 0
 * or less gets no slice (an empty path).
 */
export function ringSlices(values: readonly number[], outer: number, inner: number, gapDeg = 1): string[] {
  const positive = values.map((v) => (v > 0 && Number.isFinite(v) ? v : 0));
  const total = positive.reduce((s, v) => s + v, 0);
  const drawn = positive.filter((v) => v > 0).length;
  if (total <= 0) return values.map(() => '');
  if (drawn === 1) {
    // a whole ring: two half arcs each way (one arc cannot start and end at the same point)
    const ring = `M0 ${-outer} A${outer} ${outer} 0 1 1 0 ${outer} A${outer} ${outer} 0 1 1 0 ${-outer} Z M0 ${-inner} A${inner} ${inner} 0 1 0 0 ${inner} A${inner} ${inner} 0 1 0 0 ${-inner} Z`;
    return positive.map((v) => (v > 0 ? ring : ''));
  }
  const gap = (gapDeg * Math.PI) / 180;
  const span = 2 * Math.PI - gap * drawn;
  let at = 0;
  return positive.map((v) => {
    if (v <= 0) return '';
    const a0 = at;
    const a1 = at + (v / total) * span;
    at = a1 + gap;
    const large = a1 - a0 > Math.PI ? 1 : 0;
    return `M${point(outer, a0)} A${outer} ${outer} 0 ${large} 1 ${point(outer, a1)} L${point(inner, a1)} A${inner} ${inner} 0 ${large} 0 ${point(inner, a0)} Z`;
  });
}

/**
 * Round ticks that cover `min`..`max` without starting at 0 (a NAV chart: 41.2 to 58.9 gets
 * 40, 45, 50, 55, 60): the same steps as niceTicks, at most `count` of them.
 */
export function niceRange(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0];
  if (max <= min) {
    const pad = Math.abs(min) * 0.01 || 1;
    return niceRange(min - pad, max + pad, count);
  }
  const raw = (max - min) / Math.max(1, count - 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  // a hair of room: 10.09 - 10.01 is 0.0800000000000007 in binary, which must still step by 0.02
  const norm = raw / magnitude - 1e-9;
  const step = (norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 2.5 ? 2.5 : norm <= 5 ? 5 : 10) * magnitude;
  const lo = Math.floor(min / step + 1e-9);
  const hi = Math.ceil(max / step - 1e-9);
  return Array.from({ length: hi - lo + 1 }, (_, i) => Number(((lo + i) * step).toPrecision(12)));
}

/** y of a value on an axis from `lo` (bottom) to `hi` (top). */
export const yBetween = (v: number, lo: number, hi: number): number => (hi > lo ? PLOT - ((v - lo) / (hi - lo)) * PLOT : PLOT / 2);

/**
 * A line through the points that have a value (x by position among all `n`), broken nowhere:
 * a point without a value is skipped and the line joins its neighbours.
 */
export function linePath(values: ReadonlyArray<number | undefined>, lo: number, hi: number): string {
  const n = values.length;
  const parts: string[] = [];
  values.forEach((v, i) => {
    if (v === undefined || !Number.isFinite(v)) return;
    parts.push(`${parts.length === 0 ? 'M' : 'L'}${r1(xAt(i, n))} ${r1(yBetween(v, lo, hi))}`);
  });
  return parts.join(' ');
}
