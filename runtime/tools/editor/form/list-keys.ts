let counter = 0;

/** A new key for a list item, stable while the item moves (React keeps its inputs and their focus). */
export function newItemKey(): string {
  counter += 1;
  return `item-${counter}`;
}

/** Keys for a list of `length` items: the known ones kept in order, new ones for items beyond them. */
export function keysFor(known: readonly string[], length: number): string[] {
  const out = known.slice(0, length);
  while (out.length < length) out.push(newItemKey());
  return out;
}

/** The keys once the item at `from` moved to `to`. */
export function keysMoved(keys: readonly string[], from: number, to: number): string[] {
  const out = [...keys];
  const [key] = out.splice(from, 1);
  if (key !== undefined) out.splice(to, 0, key);
  return out;
}
