import type { FieldChange } from '../../../schemas/api/editor/editor-history.ts';

/** Changes listed per file or block at most (the rest is summed up by a last line). */
export const MAX_FIELD_CHANGES = 60;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const keyOf = (value: unknown): string | undefined => (isObject(value) && typeof value.key === 'string' ? value.key : undefined);

/** A leaf as text: strings as they are, numbers and switches written out, absent as null. */
function textOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '' : null;
  return null;
}

/**
 * The fields that differ between two JSON values, leaf by leaf (pure): objects by property,
 * lists of keyed items (blocks in a slot) by their `key` (a path segment `#<key>`), other lists by
 * position (`1` first). Each change is
 * a path and the text before and after, never a JSON document. `$schema` is left out.
 */
export function diffFields(before: unknown, after: unknown, path: string[] = [], out: FieldChange[] = []): FieldChange[] {
  if (out.length > MAX_FIELD_CHANGES) return out;
  if (isObject(before) && isObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const key of keys) if (key !== '$schema') diffFields(before[key], after[key], [...path, key], out);
    return out;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const keyed = [...before, ...after].length > 0 && [...before, ...after].every((item) => keyOf(item) !== undefined);
    if (keyed) {
      const old = new Map(before.map((item) => [keyOf(item)!, item]));
      const next = new Map(after.map((item) => [keyOf(item)!, item]));
      for (const key of new Set([...old.keys(), ...next.keys()])) diffFields(old.get(key), next.get(key), [...path, `#${key}`], out);
    } else {
      for (let i = 0; i < Math.max(before.length, after.length); i += 1) diffFields(before[i], after[i], [...path, String(i + 1)], out);
    }
    return out;
  }
  if (isObject(before) || isObject(after) || Array.isArray(before) || Array.isArray(after)) {
    // One side a group, the other a leaf or absent: each leaf of the group, against nothing.
    const group = isObject(before) || Array.isArray(before) ? before : after;
    const leaf = group === before ? after : before;
    if (textOf(leaf) !== null) out.push({ path, before: group === before ? null : textOf(leaf), after: group === after ? null : textOf(leaf) });
    return group === before ? diffFields(before, emptyLike(before), path, out) : diffFields(emptyLike(after), after, path, out);
  }
  const a = textOf(before);
  const b = textOf(after);
  if (a !== b) out.push({ path, before: a, after: b });
  return out;
}

const emptyLike = (value: unknown): unknown => (Array.isArray(value) ? [] : {});
