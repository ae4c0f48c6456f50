import { describe, expect, it } from 'vitest';
import { blockAt, pathKey, updateBlock, duplicateBlock, insertBlock, layoutKeys, listAt, moveBlock, moveBlockTo, nestBlock, newBlockKey, removeBlock, slotAllows, unnestBlock, type LayoutBlock, type SlotDefinition } from './layout-ops.ts';

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

describe('layout operations in slots', () => {
  const nested: LayoutBlock[] = [
    { key: 'hero0000', type: 'hero', props: {} },
    { key: 'imgtext0', type: 'image-text', props: {}, slots: { more: [{ key: 'cta00000', type: 'call-to-action', props: {} }, { key: 'hours000', type: 'opening-hours', props: {} }] } },
    { key: 'faq00000', type: 'faq', props: {} },
  ];
  const slotsOf = (type: string): SlotDefinition[] => (type === 'image-text' ? [{ name: 'more', label: { fr: 'Sous le texte', en: 'Under the text' }, allow: ['call-to-action', 'opening-hours'] }] : []);
  const keys = (list: readonly LayoutBlock[]) => list.map((block) => block.key);

  it('finds a nested block by its path, and the list of a slot', () => {
    expect(blockAt(nested, [1, 'more', 1])?.key).toBe('hours000');
    expect(blockAt(nested, [1, 'other', 0])).toBeUndefined();
    expect(keys(listAt(nested, [1, 'more']))).toEqual(['cta00000', 'hours000']);
    expect(listAt(nested, [0, 'more'])).toEqual([]);
  });

  it('reorders, removes and duplicates inside a slot, leaving the page\'s layout and the old layout as they were', () => {
    expect(keys(moveBlock(nested, [1, 'more', 1], -1)[1]!.slots!.more!)).toEqual(['hours000', 'cta00000']);
    expect(keys(removeBlock(nested, [1, 'more', 0])[1]!.slots!.more!)).toEqual(['hours000']);
    const copied = duplicateBlock(nested, [1, 'more', 0], () => 0.5)[1]!.slots!.more!;
    expect(copied.map((block) => block.type)).toEqual(['call-to-action', 'call-to-action', 'opening-hours']);
    expect(copied[1]!.key).not.toBe('cta00000');
    expect(keys(nested[1]!.slots!.more!)).toEqual(['cta00000', 'hours000']);
  });

  it('drops a slot emptied by a removal, so the file keeps no empty list', () => {
    const once = removeBlock(nested, [1, 'more', 0]);
    expect(removeBlock(once, [1, 'more', 0])[1]).toEqual({ key: 'imgtext0', type: 'image-text', props: {} });
  });

  it('gives a duplicated block with slots new keys all the way down, none used elsewhere in the layout', () => {
    const next = duplicateBlock(nested, 1);
    const all = [...layoutKeys(next)];
    expect(all).toHaveLength(8); // 5 blocks, and 3 new keys for the copy and its 2 nested blocks
  });

  it('inserts a block into a slot, even an empty one, under a key unique over the whole layout', () => {
    const next = insertBlock(nested, 'call-to-action', {}, [0, 'more', 0], () => 0);
    expect(next[0]!.slots!.more!.map((block) => block.type)).toEqual(['call-to-action']);
    expect(layoutKeys(nested).has(next[0]!.slots!.more![0]!.key!)).toBe(false);
  });

  it('moves a block into a slot and out of it, giving its new path', () => {
    const into = moveBlockTo(nested, [2], [1, 'more', 1])!;
    expect(keys(into.layout)).toEqual(['hero0000', 'imgtext0']);
    expect(keys(into.layout[1]!.slots!.more!)).toEqual(['cta00000', 'faq00000', 'hours000']);
    expect(into.path).toEqual([1, 'more', 1]);
    const out = moveBlockTo(nested, [1, 'more', 0], [0])!;
    expect(keys(out.layout)).toEqual(['cta00000', 'hero0000', 'imgtext0', 'faq00000']);
    expect(out.path).toEqual([0]);
  });

  it('moves a block from before its new parent into that parent\'s slot (the parent\'s place shifts)', () => {
    const moved = moveBlockTo(nested, [0], [1, 'more', 0])!;
    expect(keys(moved.layout)).toEqual(['imgtext0', 'faq00000']);
    expect(keys(moved.layout[0]!.slots!.more!)).toEqual(['hero0000', 'cta00000', 'hours000']);
    expect(moved.path).toEqual([0, 'more', 0]);
  });

  it('refuses to move a block into its own slot, or onto itself', () => {
    expect(moveBlockTo(nested, [1], [1, 'more', 0])).toBeNull();
    expect(moveBlockTo(nested, [1], [1])).toBeNull();
    expect(moveBlockTo(nested, [1], [2])).toBeNull();
  });

  it('Alt+→ puts a block into the slot of the block above that takes it; Alt+← takes it out, right after its parent', () => {
    const withCta: LayoutBlock[] = [...nested, { key: 'cta11111', type: 'call-to-action', props: {} }];
    expect(nestBlock(withCta, [3], slotsOf)).toBeNull(); // the faq above has no slot
    const down = moveBlock(withCta, 3, -1);
    const nestedIn = nestBlock(down, [2], slotsOf)!;
    expect(nestedIn.slot).toBe('more');
    expect(nestedIn.path).toEqual([1, 'more', 2]);
    expect(keys(nestedIn.layout[1]!.slots!.more!)).toEqual(['cta00000', 'hours000', 'cta11111']);
    expect(nestBlock(nested, [2], slotsOf)).toBeNull(); // a faq is not allowed in the slot
    const out = unnestBlock(nestedIn.layout, nestedIn.path)!;
    expect(keys(out.layout)).toEqual(['hero0000', 'imgtext0', 'cta11111', 'faq00000']);
    expect(out.path).toEqual([2]);
    expect(unnestBlock(nested, [1])).toBeNull();
  });

  it('says whether a slot takes a block type (a slot without a list takes all)', () => {
    expect(slotAllows(slotsOf('image-text')[0], 'faq')).toBe(false);
    expect(slotAllows({ name: 'any', label: { fr: '', en: '' } }, 'faq')).toBe(true);
  });

  it('edits the props of a nested block only', () => {
    const next = updateBlock(nested, [1, 'more', 1], (block) => ({ ...block, props: { title: 'x' } }));
    expect(next[1]!.slots!.more![1]!.props).toEqual({ title: 'x' });
    expect(next[1]!.slots!.more![0]).toBe(nested[1]!.slots!.more![0]);
    expect(pathKey([1, 'more', 1])).toBe('1/more/1');
  });
});
