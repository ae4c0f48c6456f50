/** What a block key looks like: a short id of lowercase letters and digits (8 when Vitrine makes one). */
export const blockKeyPattern = '^[a-z0-9]{4,16}$';

const fnvOffset = 0xcbf29ce484222325n;
const fnvPrime = 0x100000001b3n;
const mask64 = 0xffffffffffffffffn;
const keySpace = 36n ** 8n;

/**
 * A block key made from `seed`: 8 base-36 characters of its 64-bit FNV-1a hash. The same seed
 * gives the same key on every run and every machine (a migration that runs twice changes nothing).
 */
export function blockKey(seed: string): string {
  let hash = fnvOffset;
  for (const byte of new TextEncoder().encode(seed)) {
    hash ^= BigInt(byte);
    hash = (hash * fnvPrime) & mask64;
  }
  return (hash % keySpace).toString(36).padStart(8, '0');
}
