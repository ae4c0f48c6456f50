/**
 * A cache of one result per key object (held weakly), computed again when any of the `inputs` it
 * was computed with differs (compared with `===`). The configuration store hands unchanged
 * documents on as the same objects from one reload to the next, so the checks of a document that
 * did not change are not run again.
 */
export function memoByObject<K extends object, V>(): (key: K, inputs: readonly unknown[], compute: () => V) => V {
  const results = new WeakMap<K, { inputs: readonly unknown[]; value: V }>();
  return (key, inputs, compute) => {
    const known = results.get(key);
    if (known && known.inputs.length === inputs.length && known.inputs.every((input, i) => input === inputs[i])) return known.value;
    const value = compute();
    results.set(key, { inputs, value });
    return value;
  };
}
