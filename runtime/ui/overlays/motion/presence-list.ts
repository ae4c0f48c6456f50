export type PresenceKey = string | number;

/** An item shown by an overlay; `leaving` once it left the source list, until its exit has played. */
export interface Present<T> {
  key: PresenceKey;
  item: T;
  leaving: boolean;
}

/**
 * The items to render: those of `current` (fresh, in its order), plus the ones rendered before
 * that `current` no longer has, kept as `leaving` where they stood (after the item that
 * preceded them). An item back in `current` is no longer leaving.
 */
export function mergePresence<T>(rendered: readonly Present<T>[], current: readonly T[], keyOf: (item: T) => PresenceKey): Present<T>[] {
  const out: Present<T>[] = current.map((item) => ({ key: keyOf(item), item, leaving: false }));
  let insertAt = 0;
  for (const entry of rendered) {
    const index = out.findIndex((present) => present.key === entry.key);
    if (index >= 0) {
      insertAt = index + 1;
    } else {
      out.splice(insertAt, 0, entry.leaving ? entry : { ...entry, leaving: true });
      insertAt += 1;
    }
  }
  return out;
}

/** `rendered` without the leaving item `key` (its exit has played). */
export function dropExited<T>(rendered: readonly Present<T>[], key: PresenceKey): readonly Present<T>[] {
  return rendered.some((entry) => entry.key === key && entry.leaving) ? rendered.filter((entry) => !(entry.key === key && entry.leaving)) : rendered;
}

/** Same items, same order (by identity). */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
