/**
 * A value the code around it guarantees (a key taken from the map's own source, a row an insert
 * just returned, a regular expression group that always takes part): a miss is a bug, thrown at
 * once with what was looked for, where a non-null assertion (`!`) would let it surface later as
 * "cannot read properties of undefined".
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, found none`);
  return value;
}
