import { describe, expect, it } from 'vitest';
import type { AccessPoint } from '../../../schemas/shipping/access-points.schema.ts';
import { nearestAccessPoints } from './nearest-access-points.ts';

const point = (id: string, zipCode: string, country = 'FRA', idCarrier?: number): AccessPoint => ({
  id, name: `Relais ${id}`, addLine1: '1 rue du Port', zipCode, city: 'Ville', country,
  position: { latitude: 47.2, longitude: -1.5 }, icon: null, ...(idCarrier ? { idCarrier } : {}),
});

describe('nearestAccessPoints', () => {
  const points = [point('a', '75001'), point('b', '44190'), point('c', '44000'), point('d', '44190', 'BEL'), point('e', '49000', 'FRA', 2)];

  it('puts the same postal code first, then the nearest', () => {
    expect(nearestAccessPoints(points, { postalCode: '44190', country: 'FRA' }).map((p) => p.id)).toEqual(['b', 'c', 'e', 'a']);
  });

  it('keeps only the country and the carrier asked for, up to the limit', () => {
    expect(nearestAccessPoints(points, { postalCode: '44190', country: 'bel' }).map((p) => p.id)).toEqual(['d']);
    expect(nearestAccessPoints(points, { postalCode: '44190', country: 'FRA', idCarrier: 1 }, 2).map((p) => p.id)).toEqual(['b', 'c']);
  });
});
