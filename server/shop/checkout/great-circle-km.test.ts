import { describe, expect, it } from 'vitest';
import { greatCircleKm } from './great-circle-km.ts';

describe('greatCircleKm', () => {
  it('measures Nantes–Rezé at about 2.7 km and Nantes–Clisson at about 27 km', () => {
    const nantes = { latitude: 47.2131, longitude: -1.5596 };
    expect(greatCircleKm(nantes, { latitude: 47.1885, longitude: -1.5465 })).toBeCloseTo(2.9, 0);
    expect(greatCircleKm(nantes, { latitude: 47.0866, longitude: -1.2812 })).toBeCloseTo(25, -1);
    expect(greatCircleKm(nantes, nantes)).toBe(0);
  });
});
