import { blockKey, blockKeyPattern } from './block-key.ts';

/** A block as written in a layout, with or without its key. */
export interface LayoutBlock {
  key?: string;
  type: string;
  props: Record<string, unknown>;
  slots?: Record<string, LayoutBlock[]>;
}

/** A layout block with its key, and keys on the blocks of its slots. */
export type KeyedBlock<B extends LayoutBlock = LayoutBlock> = Omit<B, 'key' | 'slots'> & { key: string; slots?: Record<string, KeyedBlock[]> };

const keyRegExp = new RegExp(blockKeyPattern);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function walk(blocks: unknown, pointer: string, visit: (block: Record<string, unknown>, pointer: string) => void): void {
  if (!Array.isArray(blocks)) return;
  blocks.forEach((block, index) => {
    if (!isObject(block)) return;
    visit(block, `${pointer}/${index}`);
    if (isObject(block.slots)) for (const [name, children] of Object.entries(block.slots)) walk(children, `${pointer}/${index}/slots/${name}`, visit);
  });
}

/**
 * Gives a key to every block of `layout` (slots included) that has none, in place order: the key
 * is made from `seed` (the component's slug) and the block's place, and never repeats a key the
 * layout already has. Blocks with a well-formed key keep it; the key is written first. Returns a
 * new layout; anything that is not a block is left for the schema to report.
 */
export function keyBlocks<B extends LayoutBlock>(seed: string, layout: readonly B[]): KeyedBlock<B>[];
export function keyBlocks(seed: string, layout: unknown): unknown;
export function keyBlocks(seed: string, layout: unknown): unknown {
  if (!Array.isArray(layout)) return layout;
  const copy = structuredClone(layout) as unknown[];
  const used = new Set<string>();
  walk(copy, '', (block) => {
    if (typeof block.key === 'string' && keyRegExp.test(block.key)) used.add(block.key);
  });
  walk(copy, '', (block, pointer) => {
    if (typeof block.key === 'string' && keyRegExp.test(block.key)) return;
    let key = blockKey(`${seed}${pointer}`);
    for (let attempt = 1; used.has(key); attempt++) key = blockKey(`${seed}${pointer}#${attempt}`);
    used.add(key);
    const rest = { ...block };
    delete rest.key;
    for (const name of Object.keys(block)) delete block[name];
    Object.assign(block, { key }, rest);
  });
  return copy;
}
