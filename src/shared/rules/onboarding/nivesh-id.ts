/**
 * The Nivesh ID: the product's own investor ID (spec 1 §5, "product's own ID").
 * 10 characters from an alphabet without look-alikes (no 0/O, 1/I/L), generated randomly
 * by the server so that one investor's ID says nothing about another's.
 */
export const NIVESH_ID_LENGTH = 10;
export const NIVESH_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const NIVESH_ID_MESSAGES = {
  mandatory: 'Nivesh Id is mandatory',
  invalid: 'Please enter valid Nivesh Id',
  own: 'You have entered your nivesh id, please enter your family member nivesh id',
} as const;

const ID_SHAPE = new RegExp(`^[${NIVESH_ID_ALPHABET}]{${NIVESH_ID_LENGTH}}$`);

export function sanitizeNiveshIdInput(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, NIVESH_ID_LENGTH);
}

export function isNiveshIdShape(value: string): boolean {
  return ID_SHAPE.test(value);
}

export function validateNiveshId(value: string, ownId?: string | null): string | null {
  const v = value.trim().toUpperCase();
  if (v === '') return NIVESH_ID_MESSAGES.mandatory;
  if (!isNiveshIdShape(v)) return NIVESH_ID_MESSAGES.invalid;
  if (ownId && v === ownId.toUpperCase()) return NIVESH_ID_MESSAGES.own;
  return null;
}
