/**
 * `value` with the keys of each object in the order `reference` (the file as published) has
 * them, new keys after in their own order: a published file differs from the last one only where
 * the owner changed something, as a person editing it by hand would leave it. Arrays are matched
 * item by item. Pure; `value` is not changed.
 */
export function orderLike(value: unknown, reference: unknown): unknown {
  if (Array.isArray(value)) {
    const list = Array.isArray(reference) ? reference : [];
    return value.map((item, index) => orderLike(item, list[index]));
  }
  if (typeof value !== 'object' || value === null) return value;
  const source = value as Record<string, unknown>;
  const ref = typeof reference === 'object' && reference !== null && !Array.isArray(reference) ? (reference as Record<string, unknown>) : {};
  const keys = [...Object.keys(ref).filter((key) => Object.hasOwn(source, key)), ...Object.keys(source).filter((key) => !Object.hasOwn(ref, key))];
  const out: Record<string, unknown> = {};
  for (const key of keys) out[key] = orderLike(source[key], ref[key]);
  return out;
}
