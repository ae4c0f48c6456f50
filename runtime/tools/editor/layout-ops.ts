/** One block of a layout as a component config holds it. */
export interface LayoutBlock {
  key?: string;
  type: string;
  props: Record<string, unknown>;
  [other: string]: unknown;
}

/** A new block key: 8 base-36 characters not used by `taken` (component format 2). */
export function newBlockKey(taken: ReadonlySet<string>, random: () => number = Math.random): string {
  for (;;) {
    let key = '';
    for (let i = 0; i < 8; i += 1) key += Math.floor(random() * 36).toString(36);
    if (!taken.has(key)) return key;
  }
}

const keysOf = (layout: readonly LayoutBlock[]) => new Set(layout.map((block) => block.key).filter((key): key is string => typeof key === 'string'));

/** The layout with block `index` moved by `delta` places (kept inside the list); the same array when it cannot move. */
export function moveBlock(layout: readonly LayoutBlock[], index: number, delta: number): LayoutBlock[] {
  const target = Math.max(0, Math.min(layout.length - 1, index + delta));
  if (index < 0 || index >= layout.length || target === index) return [...layout];
  const next = [...layout];
  const [block] = next.splice(index, 1);
  next.splice(target, 0, block!);
  return next;
}

/** The layout without block `index`. */
export function removeBlock(layout: readonly LayoutBlock[], index: number): LayoutBlock[] {
  return layout.filter((_, at) => at !== index);
}

/** The layout with a copy of block `index` (a new key, its props deep-copied) right after it. */
export function duplicateBlock(layout: readonly LayoutBlock[], index: number, random?: () => number): LayoutBlock[] {
  const block = layout[index];
  if (!block) return [...layout];
  const copy = structuredClone(block);
  if (block.key !== undefined) copy.key = newBlockKey(keysOf(layout), random);
  return [...layout.slice(0, index + 1), copy, ...layout.slice(index + 1)];
}

/** The layout with a new block of `type` and `props` at `index` (the end by default), under a new key. */
export function insertBlock(layout: readonly LayoutBlock[], type: string, props: Record<string, unknown>, index = layout.length, random?: () => number): LayoutBlock[] {
  const block: LayoutBlock = { key: newBlockKey(keysOf(layout), random), type, props };
  return [...layout.slice(0, index), block, ...layout.slice(index)];
}
