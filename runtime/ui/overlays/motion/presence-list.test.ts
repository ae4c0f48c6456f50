import { describe, expect, it } from 'vitest';
import { dropExited, mergePresence, sameItems } from './presence-list.ts';

interface Item {
  id: number;
}
const key = (item: Item) => item.id;
const [a, b, c, d] = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];

describe('mergePresence', () => {
  it('keeps an item that left as leaving, where it stood, and appends new ones', () => {
    const shown = mergePresence<Item>([], [a, b, c], key);
    const next = mergePresence(shown, [a, c, d], key);
    expect(next.map((entry) => [entry.key, entry.leaving])).toEqual([[1, false], [2, true], [3, false], [4, false]]);
    const all = mergePresence(next, [], key);
    expect(all.map((entry) => [entry.key, entry.leaving])).toEqual([[1, true], [2, true], [3, true], [4, true]]);
  });

  it('brings back an item that returns before its exit has played, with its new value', () => {
    const fresh = { id: 2 };
    const leaving = mergePresence(mergePresence<Item>([], [b], key), [], key);
    const back = mergePresence(leaving, [fresh], key);
    expect(back).toEqual([{ key: 2, item: fresh, leaving: false }]);
  });

  it('drops an exited item only when it is leaving', () => {
    const entries = mergePresence(mergePresence<Item>([], [a, b], key), [a], key);
    expect(dropExited(entries, 1)).toBe(entries);
    expect(dropExited(entries, 2).map((entry) => entry.key)).toEqual([1]);
  });

  it('compares lists by their items', () => {
    expect(sameItems([a, b], [a, b])).toBe(true);
    expect(sameItems([a, b], [a, { id: 2 }])).toBe(false);
    expect(sameItems([a], [a, b])).toBe(false);
  });
});
