/**
 * What the device keeps of an identity number: the last four characters, the rest as X, so a
 * profile read offline still shows whose it is without a full PAN on the device.
 */
export function maskTail(value: string): string {
  const v = value.trim();
  return v.length <= 4 ? v : `${'X'.repeat(v.length - 4)}${v.slice(-4)}`;
}

/** A copy of `data` with the named string fields masked wherever they appear (objects and arrays, any depth). */
export function maskFields<T>(data: T, fields: readonly string[]): T {
  const walk = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(walk);
    if (x && typeof x === 'object')
      return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, fields.includes(k) && typeof v === 'string' ? maskTail(v) : walk(v)]));
    return x;
  };
  return walk(data) as T;
}
