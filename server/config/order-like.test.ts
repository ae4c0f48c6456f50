import { describe, expect, it } from 'vitest';
import { orderLike } from './order-like.ts';

describe('orderLike', () => {
  it('keeps the published key order, new keys after, in nested objects and arrays', () => {
    const published = { title: { fr: 'a', en: 'b' }, id: 1, blocks: [{ type: 'hero', props: { b: 1, a: 2 } }] };
    const edited = { id: 2, extra: true, blocks: [{ props: { a: 3, b: 4 }, type: 'hero' }, { z: 1, y: 2 }], title: { en: 'B', fr: 'A' } };
    const ordered = orderLike(edited, published);
    expect(JSON.stringify(ordered)).toBe('{"title":{"fr":"A","en":"B"},"id":2,"blocks":[{"type":"hero","props":{"b":4,"a":3}},{"z":1,"y":2}],"extra":true}');
    expect(Object.keys(edited)).toEqual(['id', 'extra', 'blocks', 'title']);
  });

  it('keeps a value with no reference as it is', () => {
    expect(orderLike({ b: 1, a: [1, { d: 1, c: 2 }] }, undefined)).toEqual({ b: 1, a: [1, { d: 1, c: 2 }] });
    expect(JSON.stringify(orderLike({ b: 1, a: 2 }, null))).toBe('{"b":1,"a":2}');
  });
});
