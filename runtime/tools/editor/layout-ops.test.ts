import { describe, expect, it } from 'vitest';
import { duplicateBlock, insertBlock, moveBlock, newBlockKey, removeBlock, type LayoutBlock } from './layout-ops.ts';

const layout: LayoutBlock[] = [
  { key: 'aaaaaaaa', type: 'hero', props: { title: { fr: 'A', en: 'A' } } },
  { key: 'bbbbbbbb', type: 'text', props: {} },
  { key: 'cccccccc', type: 'faq', props: {} },
];
const types = (list: LayoutBlock[]) => list.map((block) => block.type);

describe('layout operations', () => {
  it('moves a block up and down, and leaves it at either end', () => {
    expect(types(moveBlock(layout, 1, -1))).toEqual(['text', 'hero', 'faq']);
    expect(types(moveBlock(layout, 1, 1))).toEqual(['hero', 'faq', 'text']);
    expect(types(moveBlock(layout, 0, -1))).toEqual(['hero', 'text', 'faq']);
    expect(types(moveBlock(layout, 2, 1))).toEqual(['hero', 'text', 'faq']);
  });

  it('removes a block and keeps the others in order', () => {
    expect(types(removeBlock(layout, 1))).toEqual(['hero', 'faq']);
  });

  it('duplicates a block right after it, under a new key, its props a copy', () => {
    const next = duplicateBlock(layout, 0, () => 0.5);
    expect(types(next)).toEqual(['hero', 'hero', 'text', 'faq']);
    expect(next[1]!.key).not.toBe('aaaaaaaa');
    (next[1]!.props.title as { fr: string }).fr = 'B';
    expect((layout[0]!.props.title as { fr: string }).fr).toBe('A');
  });

  it('inserts a block with a key no other block of the layout has', () => {
    const next = insertBlock(layout, 'cta', { label: 'x' }, 1);
    expect(types(next)).toEqual(['hero', 'cta', 'text', 'faq']);
    expect(next[1]!.key).toMatch(/^[0-9a-z]{8}$/);
    let calls = 0;
    // The first candidate is taken ("aaaaaaaa" from 10/36): a second one is drawn.
    expect(newBlockKey(new Set(['aaaaaaaa']), () => (calls++ < 8 ? 10 / 36 : 11 / 36))).toBe('bbbbbbbb');
  });
});
