import { randomBytes } from 'node:crypto';

/** Crockford's base 32: digits and capitals without I, L, O, U (no 0/O or 1/I/L to mistake when typed). */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A voucher code's length: 12 characters of 5 random bits each, 60 bits (about 10^18 codes). */
export const VOUCHER_CODE_LENGTH = 12;

/**
 * A new gift voucher code: 12 Crockford base-32 characters drawn from the system's secure random
 * source (each byte's low 5 bits: 256 is a multiple of 32, so every character is equally likely).
 * Unguessable; unique because the database refuses a second row with the same code.
 */
export function newVoucherCode(random: (size: number) => Uint8Array = randomBytes): string {
  let code = '';
  for (const byte of random(VOUCHER_CODE_LENGTH)) code += CROCKFORD[byte & 31];
  return code;
}

/** A code as printed and mailed, in groups of four: `7K3M-Q9TZ-2H4P`. */
export function formatVoucherCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
