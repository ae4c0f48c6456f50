import { randomBytes } from 'node:crypto';

/** Letters that cannot be read as a digit (no I, L, O, U). */
const LETTERS = 'ABCDEFGHJKMNPQRSTVWXYZ';
/** Crockford's base 32: digits and the letters above. */
const SYMBOLS = `0123456789${LETTERS}`;

/**
 * The order number: `<site>-<YYYYMMDD>-<6 characters>`, the six always a letter then five of
 * Crockford's base 32, so every number has the same look (the hex suffix it replaces came out
 * as `908479` one time in 17 and `51F58C` the others). Orders already placed keep theirs.
 * `bytes` (6 random bytes) is a parameter for the test.
 */
export function orderReference(idSite: number, day: string, bytes: Uint8Array = randomBytes(6)): string {
  let suffix = LETTERS[bytes[0]! % LETTERS.length]!;
  for (let i = 1; i < 6; i += 1) suffix += SYMBOLS[bytes[i]! % SYMBOLS.length]!;
  return `${idSite}-${day.replace(/-/g, '')}-${suffix}`;
}
