import { describe, expect, it } from 'vitest';
import { mergeDocument } from './draft-merge.ts';

const block = (key: string, title: string, extra: Record<string, unknown> = {}) => ({ key, type: 'hero', props: { title: { fr: title, en: 'Same in English' }, ...extra } });
const component = (...layout: unknown[]) => ({ schemaVersion: 2, slug: 'home', config: { title: { fr: 'Accueil', en: 'Home' }, layout } });
const keys = (doc: unknown) => (doc as { config: { layout: { key: string }[] } }).config.layout.map((one) => one.key);
const titleOf = (doc: unknown, index: number) => (doc as { config: { layout: { props: { title: { fr: string } } }[] } }).config.layout[index]!.props.title.fr;

describe('mergeDocument: component documents', () => {
  const base = component(block('aaaa1111', 'A'), block('bbbb2222', 'B'), block('cccc3333', 'C'));

  it('merges changes to different blocks', () => {
    const theirs = component(block('aaaa1111', 'A2'), block('bbbb2222', 'B'), block('cccc3333', 'C'));
    const mine = component(block('aaaa1111', 'A'), block('bbbb2222', 'B'), block('cccc3333', 'C3'));
    const { value, conflicts } = mergeDocument(base, theirs, mine);
    expect(conflicts).toEqual([]);
    expect([titleOf(value, 0), titleOf(value, 2)]).toEqual(['A2', 'C3']);
  });

  it('merges changes to different fields of one block (French by one, English by the other)', () => {
    const theirs = component(block('aaaa1111', 'A2'), block('bbbb2222', 'B'), block('cccc3333', 'C'));
    const mine = structuredClone(base);
    (mine.config.layout[0] as { props: { title: { en: string } } }).props.title.en = 'Mine (en)';
    const { value, conflicts } = mergeDocument(base, theirs, mine);
    expect(conflicts).toEqual([]);
    expect((value as typeof base).config.layout[0]).toEqual({ key: 'aaaa1111', type: 'hero', props: { title: { fr: 'A2', en: 'Mine (en)' } } });
  });

  it('reports the same field changed by both, by block key and at its pointer, keeping the draft\'s value until the owner chooses', () => {
    const theirs = component(block('aaaa1111', 'Theirs'), block('bbbb2222', 'B'), block('cccc3333', 'C'));
    const mine = component(block('bbbb2222', 'B'), block('aaaa1111', 'Mine'), block('cccc3333', 'C'));
    const { value, conflicts } = mergeDocument(base, theirs, mine);
    expect(conflicts).toEqual([{ id: '/config/layout/@aaaa1111/props/title/fr', pointer: '/config/layout/1/props/title/fr', kind: 'value', theirs: 'Theirs', mine: 'Mine' }]);
    expect(titleOf(value, 1)).toBe('Theirs');
    const chosen = mergeDocument(base, theirs, mine, (id) => (id === conflicts[0]!.id ? 'mine' : undefined));
    expect(chosen.conflicts).toEqual([]);
    expect(keys(chosen.value)).toEqual(['bbbb2222', 'aaaa1111', 'cccc3333']);
    expect(titleOf(chosen.value, 1)).toBe('Mine');
  });

  it('reorder vs edit: the order of the one who reordered, the edit of the other', () => {
    const theirs = component(block('cccc3333', 'C'), block('aaaa1111', 'A'), block('bbbb2222', 'B'));
    const mine = component(block('aaaa1111', 'A'), block('bbbb2222', 'B mine'), block('cccc3333', 'C'));
    const { value, conflicts } = mergeDocument(base, theirs, mine);
    expect(conflicts).toEqual([]);
    expect(keys(value)).toEqual(['cccc3333', 'aaaa1111', 'bbbb2222']);
    expect(titleOf(value, 2)).toBe('B mine');
  });

  it('add vs edit: the added block at its place after the block before it, the edit kept', () => {
    const theirs = component(block('aaaa1111', 'A'), block('newn0001', 'New'), block('bbbb2222', 'B'), block('cccc3333', 'C'));
    const mine = component(block('aaaa1111', 'A mine'), block('bbbb2222', 'B'), block('cccc3333', 'C'), block('newm0002', 'Mine new'));
    const { value, conflicts } = mergeDocument(base, theirs, mine);
    expect(conflicts).toEqual([]);
    expect(keys(value)).toEqual(['aaaa1111', 'newn0001', 'bbbb2222', 'cccc3333', 'newm0002']);
    expect(titleOf(value, 0)).toBe('A mine');
  });

  it('delete vs no change: removed; delete vs edit: a conflict the owner decides (removed, or kept with the edit)', () => {
    const theirs = component(block('aaaa1111', 'A'), block('cccc3333', 'C'));
    expect(keys(mergeDocument(base, theirs, component(block('aaaa1111', 'A2'), block('bbbb2222', 'B'), block('cccc3333', 'C'))).value)).toEqual(['aaaa1111', 'cccc3333']);
    const mine = component(block('aaaa1111', 'A'), block('bbbb2222', 'B edited'), block('cccc3333', 'C'));
    const { conflicts } = mergeDocument(base, theirs, mine);
    expect(conflicts).toEqual([{ id: '/config/layout/@bbbb2222', pointer: '/config/layout/1', kind: 'removed', theirs: undefined, mine: block('bbbb2222', 'B edited') }]);
    expect(keys(mergeDocument(base, theirs, mine, () => 'theirs').value)).toEqual(['aaaa1111', 'cccc3333']);
    const kept = mergeDocument(base, theirs, mine, () => 'mine').value;
    expect(keys(kept)).toEqual(['aaaa1111', 'bbbb2222', 'cccc3333']);
    expect(titleOf(kept, 1)).toBe('B edited');
  });

  it('two different reorders are a conflict on the order', () => {
    const theirs = component(block('cccc3333', 'C'), block('aaaa1111', 'A'), block('bbbb2222', 'B'));
    const mine = component(block('bbbb2222', 'B'), block('aaaa1111', 'A'), block('cccc3333', 'C'));
    const { conflicts } = mergeDocument(base, theirs, mine);
    expect(conflicts.map((one) => [one.id, one.kind])).toEqual([['/config/layout#order', 'order']]);
    expect(keys(mergeDocument(base, theirs, mine, () => 'mine').value)).toEqual(['bbbb2222', 'aaaa1111', 'cccc3333']);
  });

  it('merges inside slots by block key too', () => {
    const withSlot = (title: string, more: unknown[]) => component({ key: 'imgt0001', type: 'image-text', props: { title }, slots: { more } });
    const b = withSlot('T', [block('cta00001', 'CTA')]);
    const t = withSlot('T theirs', [block('cta00001', 'CTA')]);
    const m = withSlot('T', [block('cta00001', 'CTA mine'), block('hrs00002', 'Hours')]);
    const { value, conflicts } = mergeDocument(b, t, m);
    expect(conflicts).toEqual([]);
    expect(value).toEqual(withSlot('T theirs', [block('cta00001', 'CTA mine'), block('hrs00002', 'Hours')]));
  });
});

describe('mergeDocument: pages.json', () => {
  const page = (id: number, fr: string, children: unknown[] = []) => ({ id, title: { fr, en: `Page ${id}` }, showInMenu: true, children });
  const base = { schemaVersion: 2, pages: [page(1, 'Accueil'), page(2, 'Vins', [page(3, 'Blanc'), page(4, 'Rouge')])] };

  it('a page renamed by one and a new page added by the other both stay', () => {
    const theirs = { ...base, pages: [page(1, 'Accueil'), page(2, 'Nos vins', [page(3, 'Blanc'), page(4, 'Rouge')])] };
    const mine = { ...base, pages: [page(1, 'Accueil'), page(2, 'Vins', [page(3, 'Blanc'), page(4, 'Rouge'), page(5, 'Coffrets')])] };
    const { value, conflicts } = mergeDocument(base, theirs, mine);
    expect(conflicts).toEqual([]);
    expect(value).toEqual({ ...base, pages: [page(1, 'Accueil'), page(2, 'Nos vins', [page(3, 'Blanc'), page(4, 'Rouge'), page(5, 'Coffrets')])] });
  });

  it('the same page title changed by both is a conflict at that page, by its id', () => {
    const theirs = { ...base, pages: [page(1, 'Accueil'), page(2, 'Nos vins', [page(3, 'Blanc'), page(4, 'Rouge')])] };
    const mine = { ...base, pages: [page(1, 'Accueil'), page(2, 'Les vins', [page(3, 'Blanc'), page(4, 'Rouge')])] };
    expect(mergeDocument(base, theirs, mine).conflicts).toEqual([{ id: '/pages/@2/title/fr', pointer: '/pages/1/title/fr', kind: 'value', theirs: 'Nos vins', mine: 'Les vins' }]);
  });
});

describe('mergeDocument: whole files', () => {
  it('a file deleted by one side and changed by the other is a conflict; a file both wrote the same way is no conflict', () => {
    const base = { a: 1 };
    expect(mergeDocument(base, undefined, { a: 2 }).conflicts.map((one) => one.kind)).toEqual(['removed']);
    expect(mergeDocument(undefined, { a: 2 }, { a: 2 })).toEqual({ value: { a: 2 }, conflicts: [] });
  });
});
