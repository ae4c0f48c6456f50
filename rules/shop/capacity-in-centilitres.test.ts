import { describe, expect, it } from 'vitest';
import { capacityInCentilitres } from './capacity-in-centilitres.ts';
import type { CapacityUnit } from './capacity-in-centilitres.ts';

describe('capacityInCentilitres', () => {
  it('converts litres to centilitres without float noise', () => {
    expect(capacityInCentilitres(0.375, 'LITER')).toBe(37.5);
    expect(capacityInCentilitres(0.7, 'LITER')).toBe(70);
    expect(capacityInCentilitres(1.5, 'LITER')).toBe(150);
  });
  it('keeps centilitres as they are', () => {
    expect(capacityInCentilitres(75, 'CENTILITRE')).toBe(75);
  });
  it('rejects a negative or non-finite capacity', () => {
    expect(() => capacityInCentilitres(-1, 'LITER')).toThrow('Capacity must be a finite number');
    expect(() => capacityInCentilitres(Number.NaN, 'LITER')).toThrow('Capacity must be');
  });
  it('rejects an unknown unit', () => {
    expect(() => capacityInCentilitres(1, 'GALLON' as CapacityUnit)).toThrow('Unknown capacity unit "GALLON"');
  });
});
