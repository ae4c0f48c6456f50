import { describe, expect, it } from 'vitest';
import { diffFields } from './diff-fields.ts';

describe('diffFields', () => {
  it('names each changed leaf by its path, with its text before and after', () => {
    expect(diffFields({ title: { fr: 'Bonjour', en: 'Hello' }, count: 3 }, { title: { fr: 'Salut', en: 'Hello' }, count: 4 })).toEqual([
      { path: ['title', 'fr'], before: 'Bonjour', after: 'Salut' },
      { path: ['count'], before: '3', after: '4' },
    ]);
  });

  it('lists an added or removed group leaf by leaf, absent on the other side', () => {
    expect(diffFields({}, { link: { url: '/a', external: false } })).toEqual([
      { path: ['link', 'url'], before: null, after: '/a' },
      { path: ['link', 'external'], before: null, after: 'false' },
    ]);
    expect(diffFields({ tags: ['a'] }, {})).toEqual([{ path: ['tags', '1'], before: 'a', after: null }]);
  });

  it('follows keyed items by their key, not their position', () => {
    const a = [{ key: 'k1', text: 'one' }, { key: 'k2', text: 'two' }];
    const b = [{ key: 'k2', text: 'two' }, { key: 'k1', text: 'uno' }];
    expect(diffFields({ items: a }, { items: b })).toEqual([{ path: ['items', '#k1', 'text'], before: 'one', after: 'uno' }]);
  });

  it('finds nothing between equal values, and leaves $schema out', () => {
    expect(diffFields({ $schema: 'a', x: [1, { y: true }] }, { $schema: 'b', x: [1, { y: true }] })).toEqual([]);
  });
});
