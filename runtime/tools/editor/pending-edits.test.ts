import { describe, expect, it } from 'vitest';
import { editsText, keepPendingEdits, newWriteId, readPendingEdits, restorePendingEdits, type EditStore } from './pending-edits.ts';

function memory(): EditStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

describe('pending edits kept in the tab', () => {
  it('keeps an edit, reads it back, and drops it once nothing is left to write', () => {
    const store = memory();
    const edits = { revision: 4, base: { 'a.json': { t: 1 } }, files: { 'a.json': { t: 2 } }, writeId: 'a1b2c3d4e5' };
    keepPendingEdits(store, 'k', edits);
    expect(readPendingEdits(store, 'k')).toEqual(edits);
    keepPendingEdits(store, 'k', { revision: 5, base: {}, files: {}, writeId: 'a1b2c3d4e5' });
    expect(readPendingEdits(store, 'k')).toBeNull();
  });

  it('drops what it cannot read as its own shape, and survives a store that refuses', () => {
    const store = memory();
    store.setItem('k', '{"revision":"x"}');
    expect(readPendingEdits(store, 'k')).toBeNull();
    expect(store.items.has('k')).toBe(false);
    store.setItem('k', '{"revision":1,"base":{},"files":{"a.json":{}}}');
    expect(readPendingEdits(store, 'k')).toBeNull();
    store.setItem('k', 'not json');
    expect(readPendingEdits(store, 'k')).toBeNull();
    const full: EditStore = { getItem: () => null, removeItem: () => undefined, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => keepPendingEdits(full, 'k', { revision: 1, base: { 'a.json': null }, files: { 'a.json': {} }, writeId: newWriteId() })).not.toThrow();
    expect(readPendingEdits(null, 'k')).toBeNull();
  });

  it('lays the edits over the draft read back as a write from their base; nothing when the server has them all', () => {
    const fresh = { 'a.json': { t: 1 }, 'b.json': { t: 'b' }, 'gone.json': { t: 'g' } };
    const edits = { revision: 2, base: { 'a.json': { t: 1 }, 'new.json': null, 'gone.json': { t: 'g' } }, files: { 'a.json': { t: 2 }, 'new.json': { t: 'n' }, 'gone.json': null }, writeId: newWriteId() };
    const restored = restorePendingEdits(edits, fresh)!;
    expect(restored.present).toEqual({ 'a.json': { t: 2 }, 'b.json': { t: 'b' }, 'new.json': { t: 'n' } });
    expect(restored.saved).toEqual({ 'a.json': { t: 1 }, 'b.json': { t: 'b' }, 'gone.json': { t: 'g' } });
    expect(restored.present['b.json']).toBe(fresh['b.json']);
    expect(restorePendingEdits(edits, { 'a.json': { t: 2 }, 'b.json': { t: 'b' }, 'new.json': { t: 'n' } })).toBeNull();
  });

  it('gives each write a new id of the contract\'s shape, a kept edit from before write ids one of its own, and the same text to the same edits in any order', () => {
    const id = newWriteId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(newWriteId()).not.toBe(id);
    const store = memory();
    store.setItem('k', '{"revision":1,"base":{"a.json":null},"files":{"a.json":{}}}');
    expect(readPendingEdits(store, 'k')?.writeId).toMatch(/^[0-9a-f]{32}$/);
    expect(editsText({ 'b.json': { x: 1 }, 'a.json': null })).toBe(editsText({ 'a.json': null, 'b.json': { x: 1 } }));
  });
});
