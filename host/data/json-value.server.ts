const MAX_DEPTH = 100;

/**
 * Whether `value` is what `JSON.parse(JSON.stringify(value))` gives back: plain objects and
 * arrays (no `toJSON`, no class instance such as a `Date`), strings, finite numbers, booleans
 * and null, with no `undefined` (a property JSON would leave out, an array slot it would write
 * as null).
 */
export function isJsonValue(value: unknown, depth = 0): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object': {
      if (value === null) return true;
      if (depth > MAX_DEPTH) return false;
      if (Array.isArray(value)) {
        for (const child of value) if (child === undefined || !isJsonValue(child, depth + 1)) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(value) as unknown;
      if (proto !== Object.prototype && proto !== null) return false;
      if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
      for (const key in value) {
        const child = (value as Record<string, unknown>)[key];
        if (child === undefined || !isJsonValue(child, depth + 1)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/**
 * An API answer handed over in this process as a value (direct-api-fetch.server.ts), as the page
 * would have read it over HTTP: the value itself when it is plain JSON data (nearly always),
 * else its JSON round trip (what a `fetch` would have parsed: a `Date` becomes its ISO string, an
 * `undefined` property goes). With `freeze` (development and tests) it is deep-frozen: the
 * readers of one request share it and the API may have memoized it, so a page that changed an
 * answer would change it for others; it throws instead.
 */
export function asJsonValue(value: unknown, freeze: boolean): unknown {
  const json = isJsonValue(value) ? value : (JSON.parse(JSON.stringify(value) ?? 'null') as unknown);
  if (freeze) deepFreeze(json);
  return json;
}
