/**
 * Person names (spec 1 §2 Identification). Letters are Latin only: the KYC registries and the
 * exchange hold names in English, so a name in another script could never match them.
 */
export const NAME_MAX_LENGTH = 70;

/** Forces the first letter of the value to upper case and leaves the rest as typed ("McDonald"). */
export function capitalizeFirst(value: string): string {
  return value.replace(/^(\s*)([a-z])/, (_, space: string, letter: string) => space + letter.toUpperCase());
}

// Starts with a letter; then letters, spaces, dot, apostrophe, hyphen ("D'Souza", "K. Ravi-Kumar").
const NAME_SHAPE = /^[A-Za-z][A-Za-z .'-]*$/;

export function isValidPersonName(value: string): boolean {
  const v = value.trim();
  return v.length >= 1 && v.length <= NAME_MAX_LENGTH && NAME_SHAPE.test(v);
}
