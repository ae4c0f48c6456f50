/**
 * §8 "A missing key in a list mapping logs an error and returns null": a lookup of the items of
 * `list` by `keyOf`, built once. A key with no item logs `<what>: no item for key <key>` through
 * `logError` and gives null (never undefined, never a throw), so a list served without an entry
 * another list refers to shows what it can and says so in the log.
 */
export function lookupByKey<T, K>(list: readonly T[], keyOf: (item: T) => K, what: string, logError: (message: string) => void): (key: K) => T | null {
  const byKey = new Map<K, T>();
  for (const item of list) if (!byKey.has(keyOf(item))) byKey.set(keyOf(item), item);
  return (key) => {
    const found = byKey.get(key);
    if (found !== undefined) return found;
    logError(`${what}: no item for key ${JSON.stringify(key)}`);
    return null;
  };
}
