/**
 * Objects that are never changed again, with their script-safe JSON once it has been asked for.
 * One map per process, shared on `globalThis`: the web server (source) and the built server
 * entry each load their own copy of this module, and both must see the same marks.
 */
const KEPT = Symbol.for('vitrine.keptJson');
export const keptJson: WeakMap<object, Uint8Array | null> =
  ((globalThis as Record<symbol, unknown>)[KEPT] as WeakMap<object, Uint8Array | null> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[KEPT] = new WeakMap<object, Uint8Array | null>());

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/**
 * Marks an object as fixed from now on (a cached configuration document, a parsed message
 * catalogue): it is deep-frozen, so a later change throws instead of going unseen, and the boot
 * script serializes it once and reuses the bytes for every page that carries it.
 */
export function keepJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null || keptJson.has(value)) return value;
  deepFreeze(value);
  keptJson.set(value, null);
  return value;
}
