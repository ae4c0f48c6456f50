import type { TextPair } from '../../../rules/text/pick-text.ts';
/** One block of a layout as a component config holds it; `slots` hold nested blocks by slot name. */
export interface LayoutBlock {
  key?: string;
  type: string;
  props: Record<string, unknown>;
  slots?: Record<string, LayoutBlock[]>;
  [other: string]: unknown;
}

/**
 * Where a block is: its index in the page's layout, then for a nested block the slot's name and
 * its index there, and so on (`[2]`, `[2, 'more', 0]`). A list's place is the same without the
 * last index (`[]` the layout, `[2, 'more']` a slot of block 2).
 */
export type BlockPath = readonly (number | string)[];

/** What a block type says of one of its slots (the catalogue's `slots`): its name, its words, the block types it takes (all when absent). */
export interface SlotDefinition {
  name: string;
  label: TextPair;
  allow?: readonly string[];
}

/** Whether a slot takes blocks of `type`. */
export const slotAllows = (slot: SlotDefinition | undefined, type: string): boolean => !slot?.allow || slot.allow.includes(type);

/** A new block key: 8 base-36 characters not used by `taken` (component format 2). */
export function newBlockKey(taken: ReadonlySet<string>, random: () => number = Math.random): string {
  for (;;) {
    let key = '';
    for (let i = 0; i < 8; i += 1) key += Math.floor(random() * 36).toString(36);
    if (!taken.has(key)) return key;
  }
}

/** Every key of a layout, slots included (keys are unique over the whole layout). */
export function layoutKeys(layout: readonly LayoutBlock[]): Set<string> {
  const keys = new Set<string>();
  const walk = (list: readonly LayoutBlock[]) => {
    for (const block of list) {
      if (typeof block.key === 'string') keys.add(block.key);
      for (const children of Object.values(block.slots ?? {})) walk(children);
    }
  };
  walk(layout);
  return keys;
}

const pathOf = (at: number | BlockPath): BlockPath => (typeof at === 'number' ? [at] : at);
const listPathOf = (path: BlockPath): BlockPath => path.slice(0, -1);
const indexOf = (path: BlockPath): number => Number(path.at(-1));

/** The block at `path`, or undefined. */
export function blockAt(layout: readonly LayoutBlock[], at: number | BlockPath): LayoutBlock | undefined {
  const path = pathOf(at);
  let list: readonly LayoutBlock[] | undefined = layout;
  let block: LayoutBlock | undefined;
  for (let step = 0; step < path.length; step += 2) {
    block = list?.[Number(path[step])];
    if (!block) return undefined;
    if (step + 1 < path.length) list = block.slots?.[String(path[step + 1])] ?? [];
  }
  return block;
}

/** The blocks of the list at `listPath` (`[]` the layout): empty when the slot holds none. */
export function listAt(layout: readonly LayoutBlock[], listPath: BlockPath): readonly LayoutBlock[] {
  if (listPath.length === 0) return layout;
  return blockAt(layout, listPath.slice(0, -1))?.slots?.[String(listPath.at(-1))] ?? [];
}

/** The layout with the list at `listPath` replaced by `change(list)`; an emptied slot is dropped from the file. */
function withList(layout: readonly LayoutBlock[], listPath: BlockPath, change: (list: readonly LayoutBlock[]) => LayoutBlock[]): LayoutBlock[] {
  if (listPath.length === 0) return change(layout);
  const [index, slot, ...rest] = listPath as [number, string, ...(number | string)[]];
  return layout.map((block, at) => {
    if (at !== index) return block;
    const children = withList(block.slots?.[slot] ?? [], rest, change);
    const { [slot]: _old, ...others } = block.slots ?? {};
    const slots = children.length > 0 ? { ...others, [slot]: children } : others;
    const { slots: _slots, ...bare } = block;
    return Object.keys(slots).length > 0 ? { ...bare, slots } : bare;
  });
}

/** Whether `inner` is `outer` or lies inside it (a block cannot go into its own slots). */
const within = (inner: BlockPath, outer: BlockPath) => inner.length >= outer.length && outer.every((step, at) => inner[at] === step);

/** The layout with block `at` replaced by `change(block)` (its props edited in the form). */
export function updateBlock(layout: readonly LayoutBlock[], at: number | BlockPath, change: (block: LayoutBlock) => LayoutBlock): LayoutBlock[] {
  const path = pathOf(at);
  return withList(layout, listPathOf(path), (list) => list.map((block, index) => (index === indexOf(path) ? change(block) : block)));
}

/** A path as one string (`2/more/0`), for maps and sets of places. */
export const pathKey = (path: BlockPath): string => path.join('/');

/** The layout with block `at` moved by `delta` places inside its own list (kept inside it); a copy when it cannot move. */
export function moveBlock(layout: readonly LayoutBlock[], at: number | BlockPath, delta: number): LayoutBlock[] {
  const path = pathOf(at);
  const index = indexOf(path);
  return withList(layout, listPathOf(path), (list) => {
    const target = Math.max(0, Math.min(list.length - 1, index + delta));
    if (index < 0 || index >= list.length || target === index) return [...list];
    const next = [...list];
    const [block] = next.splice(index, 1);
    next.splice(target, 0, block!);
    return next;
  });
}

/** The layout without block `at` (and the blocks of its slots). */
export function removeBlock(layout: readonly LayoutBlock[], at: number | BlockPath): LayoutBlock[] {
  const path = pathOf(at);
  return withList(layout, listPathOf(path), (list) => list.filter((_, index) => index !== indexOf(path)));
}

/** A deep copy of `block` where it and every nested block get a key not in `taken` (which grows). */
function copyWithNewKeys(block: LayoutBlock, taken: Set<string>, random?: () => number): LayoutBlock {
  const copy = structuredClone(block);
  const rekey = (one: LayoutBlock) => {
    if (one.key !== undefined) {
      one.key = newBlockKey(taken, random);
      taken.add(one.key);
    }
    for (const children of Object.values(one.slots ?? {})) children.forEach(rekey);
  };
  rekey(copy);
  return copy;
}

/** The layout with a copy of block `at` (new keys for it and its nested blocks, its props deep-copied) right after it. */
export function duplicateBlock(layout: readonly LayoutBlock[], at: number | BlockPath, random?: () => number): LayoutBlock[] {
  const path = pathOf(at);
  const block = blockAt(layout, path);
  if (!block) return [...layout];
  const copy = copyWithNewKeys(block, layoutKeys(layout), random);
  return withList(layout, listPathOf(path), (list) => [...list.slice(0, indexOf(path) + 1), copy, ...list.slice(indexOf(path) + 1)]);
}

/**
 * The layout with a new block of `type` and `props` under a new key, at `at`: an index of the
 * layout (its end by default), or a path whose list is the layout or a slot (`[2, 'more', 0]`).
 */
export function insertBlock(layout: readonly LayoutBlock[], type: string, props: Record<string, unknown>, at: number | BlockPath = layout.length, random?: () => number): LayoutBlock[] {
  const path = pathOf(at);
  const block: LayoutBlock = { key: newBlockKey(layoutKeys(layout), random), type, props };
  return withList(layout, listPathOf(path), (list) => [...list.slice(0, indexOf(path)), block, ...list.slice(indexOf(path))]);
}

/**
 * Moves block `from` to the place `to` (a path as it reads before the move: the block then stands
 * where the block at `to` stood, or at the end when `to` is one past the list). Null when the move
 * makes no sense: a block into itself or its own slots, or a place that does not exist.
 */
export function moveBlockTo(layout: readonly LayoutBlock[], from: BlockPath, to: BlockPath): { layout: LayoutBlock[]; path: BlockPath } | null {
  const block = blockAt(layout, from);
  const toList = listPathOf(to);
  if (!block || to.length === 0 || within(toList, from)) return null;
  if (toList.length > 0 && !blockAt(layout, toList.slice(0, -1))) return null;
  const fromList = listPathOf(from);
  const fromIndex = indexOf(from);
  let toIndex = Math.max(0, Math.min(indexOf(to), listAt(layout, toList).length));
  // The target list's path, once the block has left its own list: a later sibling of `from` on the way shifts by one.
  const shifted = [...toList];
  if (shifted.length > fromList.length && within(shifted, fromList) && Number(shifted[fromList.length]) > fromIndex) {
    shifted[fromList.length] = Number(shifted[fromList.length]) - 1;
  }
  const sameList = shifted.length === fromList.length && within(shifted, fromList);
  if (sameList && toIndex > fromIndex) toIndex -= 1;
  if (sameList && toIndex === fromIndex) return null;
  const without = removeBlock(layout, from);
  const next = withList(without, shifted, (list) => [...list.slice(0, toIndex), block, ...list.slice(toIndex)]);
  return { layout: next, path: [...shifted, toIndex] };
}

/**
 * Alt+→: block `path` goes into a slot of the block just above it (the first of its slots that takes
 * it, at the end). Null when there is none: the first of its list, or no slot takes its type.
 */
export function nestBlock(layout: readonly LayoutBlock[], path: BlockPath, slotsOf: (type: string) => readonly SlotDefinition[]): { layout: LayoutBlock[]; path: BlockPath; slot: string } | null {
  const block = blockAt(layout, path);
  const index = indexOf(path);
  if (!block || index === 0) return null;
  const abovePath = [...listPathOf(path), index - 1];
  const above = blockAt(layout, abovePath)!;
  const slot = slotsOf(above.type).find((one) => slotAllows(one, block.type));
  if (!slot) return null;
  const moved = moveBlockTo(layout, path, [...abovePath, slot.name, listAt(layout, [...abovePath, slot.name]).length]);
  return moved && { ...moved, slot: slot.name };
}

/** Alt+←: nested block `path` leaves its slot and goes right after the block that held it. Null for a block of the page's layout. */
export function unnestBlock(layout: readonly LayoutBlock[], path: BlockPath): { layout: LayoutBlock[]; path: BlockPath } | null {
  if (path.length < 3) return null;
  const parent = path.slice(0, -2);
  return moveBlockTo(layout, path, [...listPathOf(parent), indexOf(parent) + 1]);
}
