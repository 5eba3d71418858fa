/**
 * Whether two spellings of a person's name are the same person, as banks print them: case,
 * punctuation, honorifics and order do not matter, and an initial stands for any name starting
 * with it ("R. Kumar" is "Ravi Kumar"). At least one whole name must agree, so "R S" matches nobody.
 */
const HONORIFICS = new Set(['MR', 'MRS', 'MS', 'MISS', 'DR', 'SHRI', 'SMT', 'KUM', 'SRI']);

export function nameTokens(name: string): string[] {
  return name
    .toUpperCase()
    .replace(/[^A-Z\s]/g, ' ')
    .split(/\s+/)
    .filter((t) => t !== '' && !HONORIFICS.has(t));
}

export function namesMatch(a: string, b: string): boolean {
  const ta = nameTokens(a);
  const tb = nameTokens(b);
  if (ta.length === 0 || tb.length === 0) return false;
  const [short, long] = ta.length <= tb.length ? [ta, tb] : [tb, ta];
  const pool = [...long];
  let whole = 0;
  // whole names first, so an initial cannot take the token a whole name needs
  for (const t of short.filter((x) => x.length > 1)) {
    const i = pool.indexOf(t);
    if (i === -1) return false;
    pool.splice(i, 1);
    whole++;
  }
  for (const t of short.filter((x) => x.length === 1)) {
    const i = pool.findIndex((p) => p.startsWith(t));
    if (i === -1) return false;
    pool.splice(i, 1);
  }
  return whole > 0;
}
