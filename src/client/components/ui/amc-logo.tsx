import { cn } from '../../lib/cn.ts';

/** Words that say what an AMC is rather than which one: left out of its initials. */
const GENERIC = new Set([
  'mutual',
  'fund',
  'funds',
  'mf',
  'asset',
  'assets',
  'management',
  'managers',
  'company',
  'co',
  'ltd',
  'limited',
  'pvt',
  'private',
  'india',
  'investment',
  'investments',
  'trustee',
  'amc',
  'the',
  'of',
  'and',
  '&',
]);

/**
 * Background colours for the monograms: each carries white text at a contrast of at least 4.5:1
 * (WCAG AA), so a generated logo never fails the accessibility audit.
 */
const PALETTE = ['#1d4ed8', '#047857', '#b91c1c', '#7c3aed', '#c2410c', '#0f766e', '#be185d', '#4338ca', '#15803d', '#a16207', '#0369a1', '#9d174d'];

/** Up to two letters that name the fund house: "HDFC Mutual Fund" → "HD", "Aditya Birla Sun Life" → "AB". */
export function amcInitials(name: string): string {
  const words = name
    .split(/[\s\-.,()]+/)
    .filter(Boolean)
    .filter((w) => !GENERIC.has(w.toLowerCase()));
  const use = words.length ? words : name.split(/\s+/).filter(Boolean);
  if (use.length === 0) return '?';
  if (use.length === 1) return use[0]!.slice(0, 2).toUpperCase();
  return (use[0]![0]! + use[1]![0]!).toUpperCase();
}

/** The same colour for the same fund house, on every screen and every visit (a string hash). */
export function amcColour(name: string): string {
  let h = 0;
  for (const ch of name.trim().toLowerCase()) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[h % PALETTE.length]!;
}

/** A fund house's logo: a monogram generated from its name and colour. Decorative: the name is always written beside it. */
export function AmcLogo({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-amc-monogram={amcInitials(name)}
      style={{ backgroundColor: amcColour(name) }}
      className={cn('flex size-10 shrink-0 select-none items-center justify-center rounded-lg text-sm font-bold tracking-wide text-white', className)}
    >
      {amcInitials(name)}
    </span>
  );
}
