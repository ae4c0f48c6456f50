import { describe, expect, it } from 'vitest';
import { asJsonValue, isJsonValue } from './json-value.server.ts';

describe('asJsonValue', () => {
  it('gives plain JSON data back as the same object', () => {
    const value = { success: true, data: { list: [1, 'a', null, { b: false }] }, message: '' };
    expect(isJsonValue(value)).toBe(true);
    expect(asJsonValue(value, false)).toBe(value);
  });

  it('gives what a fetch would have parsed when the data is not plain JSON', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    const value = { at, gone: undefined, list: [undefined, Number.NaN], map: new Map([[1, 2]]) };
    expect(isJsonValue(value)).toBe(false);
    expect(asJsonValue(value, false)).toEqual({ at: '2026-01-02T03:04:05.000Z', list: [null, null], map: {} });
    expect(isJsonValue({ toJSON: () => 'x' })).toBe(false);
  });

  it('deep-freezes the value when asked, so a page cannot change an answer others read', () => {
    const value = { data: { products: [{ id: 1 }] } };
    const frozen = asJsonValue(value, true) as typeof value;
    expect(Object.isFrozen(frozen.data.products[0])).toBe(true);
    expect(() => frozen.data.products.push({ id: 2 })).toThrow(TypeError);
  });
});
