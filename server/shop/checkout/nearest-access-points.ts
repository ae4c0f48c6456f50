import type { AccessPoint } from '../../../schemas/shipping/access-points.schema.ts';
import { greatCircleKm, type Position } from './great-circle-km.ts';

function digits(code: string): number | null {
  const only = code.replace(/\D/g, '');
  return only === '' ? null : Number(only.padEnd(5, '0').slice(0, 5));
}

function sharedPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
}

/** Where the searched postal code lies: the middle of the points that share it, or null when none does. */
function originOf(points: readonly AccessPoint[], code: string): Position | null {
  const same = points.filter((point) => point.zipCode.replace(/\s+/g, '').toUpperCase() === code);
  if (same.length === 0) return null;
  return {
    latitude: same.reduce((sum, point) => sum + point.position.latitude, 0) / same.length,
    longitude: same.reduce((sum, point) => sum + point.position.longitude, 0) / same.length,
  };
}

/**
 * The access points of a country ordered nearest first ("du plus proche"): by the distance, over
 * the ground, from where the searched postal code lies (the points that share it; a Nantes
 * address lists Rezé next door before Clisson); for a postal code no point shares, by the longest
 * common prefix with it, then the smallest numeric difference; then by name. Limited to `limit`
 * points, optionally to one carrier's points.
 */
export function nearestAccessPoints(
  points: readonly AccessPoint[],
  search: { postalCode: string; country: string; idCarrier?: number | undefined },
  limit = 10,
): AccessPoint[] {
  const code = search.postalCode.replace(/\s+/g, '').toUpperCase();
  const target = digits(code);
  const candidates = points
    .filter((point) => point.country === search.country.toUpperCase())
    .filter((point) => search.idCarrier === undefined || point.idCarrier === undefined || point.idCarrier === search.idCarrier);
  const origin = originOf(candidates, code);
  const rank = (point: AccessPoint) => {
    const zip = point.zipCode.replace(/\s+/g, '').toUpperCase();
    const value = digits(zip);
    return {
      // metres, so that points at the same place tie
      metres: origin ? Math.round(greatCircleKm(origin, point.position) * 1000) : 0,
      prefix: sharedPrefix(zip, code),
      distance: target === null || value === null ? Infinity : Math.abs(value - target),
    };
  };
  return candidates
    .map((point) => ({ point, ...rank(point) }))
    .sort((a, b) => a.metres - b.metres || b.prefix - a.prefix || a.distance - b.distance || a.point.name.localeCompare(b.point.name))
    .slice(0, limit)
    .map((ranked) => ranked.point);
}
