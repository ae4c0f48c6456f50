import type { AccessPoint } from '../../../schemas/shipping/access-points.schema.ts';

function digits(code: string): number | null {
  const only = code.replace(/\D/g, '');
  return only === '' ? null : Number(only.padEnd(5, '0').slice(0, 5));
}

function sharedPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/**
 * The access points of a country ordered nearest postal code first: the longest common
 * prefix with the searched postal code, then the smallest numeric distance, then the name.
 * Limited to `limit` points, optionally to one carrier's points.
 */
export function nearestAccessPoints(
  points: readonly AccessPoint[],
  search: { postalCode: string; country: string; idCarrier?: number | undefined },
  limit = 10,
): AccessPoint[] {
  const code = search.postalCode.replace(/\s+/g, '').toUpperCase();
  const target = digits(code);
  const rank = (point: AccessPoint) => {
    const zip = point.zipCode.replace(/\s+/g, '').toUpperCase();
    const value = digits(zip);
    return { prefix: sharedPrefix(zip, code), distance: target === null || value === null ? Infinity : Math.abs(value - target) };
  };
  return points
    .filter((point) => point.country === search.country.toUpperCase())
    .filter((point) => search.idCarrier === undefined || point.idCarrier === undefined || point.idCarrier === search.idCarrier)
    .map((point) => ({ point, ...rank(point) }))
    .sort((a, b) => b.prefix - a.prefix || a.distance - b.distance || a.point.name.localeCompare(b.point.name))
    .slice(0, limit)
    .map((ranked) => ranked.point);
}
