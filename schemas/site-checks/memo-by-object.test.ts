import { describe, expect, it } from 'vitest';
import { memoByObject } from './memo-by-object.ts';

describe('memoByObject', () => {
  it('computes once per key and inputs, again when an input or the key changes', () => {
    const memo = memoByObject<object, number>();
    const key = {};
    let runs = 0;
    const compute = () => ++runs;
    expect(memo(key, ['a', 1], compute)).toBe(1);
    expect(memo(key, ['a', 1], compute)).toBe(1);
    expect(memo(key, ['a', 2], compute)).toBe(2);
    expect(memo({}, ['a', 2], compute)).toBe(3);
    expect(memo(key, ['a'], compute)).toBe(4);
  });
});
