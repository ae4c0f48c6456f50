import { describe, expect, it } from 'vitest';
import { quantityOptions } from './quantity-options.ts';

describe('quantityOptions', () => {
  it('offers 1 to 20 for a multiple of 1', () => {
    expect(quantityOptions(1)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
  it('offers at most 20 multiples of 6', () => {
    const options = quantityOptions(6);
    expect(options).toHaveLength(20);
    expect(options[0]).toBe(6);
    expect(options[19]).toBe(120);
  });
  it('stops at 1000', () => {
    expect(quantityOptions(300)).toEqual([300, 600, 900]);
    expect(quantityOptions(1000)).toEqual([1000]);
  });
  it('treats a multiple that is not a positive integer as 1', () => {
    expect(quantityOptions(0)[1]).toBe(2);
    expect(quantityOptions(-6)[0]).toBe(1);
    expect(quantityOptions(2.5)[2]).toBe(3);
    expect(quantityOptions(null)).toHaveLength(20);
  });
  it('still offers a multiple above 1000', () => {
    expect(quantityOptions(1200)).toEqual([1200]);
  });
});
