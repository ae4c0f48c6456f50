import { describe, expect, it } from 'vitest';
import { keysFor, keysMoved } from './list-keys.ts';

describe('list keys', () => {
  it('keeps known keys, adds new ones, and moves a key with its item', () => {
    const keys = keysFor([], 3);
    expect(new Set(keys).size).toBe(3);
    expect(keysFor(keys, 2)).toEqual(keys.slice(0, 2));
    expect(keysFor(keys, 4).slice(0, 3)).toEqual(keys);
    expect(keysMoved(keys, 2, 0)).toEqual([keys[2], keys[0], keys[1]]);
  });
});
