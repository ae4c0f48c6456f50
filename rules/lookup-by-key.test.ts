import { describe, expect, it } from 'vitest';
import { lookupByKey } from './lookup-by-key.ts';

describe('lookupByKey (§8: a missing key logs an error and returns null)', () => {
  it('finds an item by its key, the first one when two share it', () => {
    const errors: string[] = [];
    const find = lookupByKey([{ id: 1, name: 'a' }, { id: 2, name: 'b' }, { id: 1, name: 'c' }], (item) => item.id, 'lines', (line) => errors.push(line));
    expect(find(2)?.name).toBe('b');
    expect(find(1)?.name).toBe('a');
    expect(errors).toEqual([]);
  });

  it('logs a missing key as an error and returns null', () => {
    const errors: string[] = [];
    const find = lookupByKey([{ id: 1 }], (item) => item.id, 'order return products', (line) => errors.push(line));
    expect(find(9)).toBeNull();
    expect(errors).toEqual(['order return products: no item for key 9']);
  });
});
