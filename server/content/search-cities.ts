import { foldText } from '../../rules/text/fold-text.ts';

/** What a city search needs of a city. */
export interface SearchableCity {
  name: string;
  postalCode: string;
}

/** Folds a name for comparison: no accents, lower case, hyphens and apostrophes as spaces. */
export function foldCityName(value: string): string {
  return foldText(value)
    .replace(/[-'’]/g, ' ')
    .replace(/\bst\b/g, 'saint')
    .replace(/\bste\b/g, 'sainte')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Cities whose postal code starts with `search` (when it is made of digits) or whose name starts
 * with it — or has a word starting with it — accent- and case-insensitive. Prefix matches on the
 * whole name come first, then alphabetical order; at most `limit` results.
 */
export function searchCities<C extends SearchableCity>(cities: readonly C[], search: string, limit = 20): C[] {
  const raw = search.trim();
  if (raw === '') return [];
  if (/^\d+$/.test(raw)) {
    return cities
      .filter((city) => city.postalCode.startsWith(raw))
      .sort((a, b) => a.postalCode.localeCompare(b.postalCode) || a.name.localeCompare(b.name, 'fr'))
      .slice(0, limit);
  }
  const needle = foldCityName(raw);
  if (needle === '') return [];
  const ranked: { city: C; rank: number }[] = [];
  for (const city of cities) {
    const folded = foldCityName(city.name);
    if (folded.startsWith(needle)) ranked.push({ city, rank: 0 });
    else if (folded.split(' ').some((_, i, words) => words.slice(i).join(' ').startsWith(needle))) {
      ranked.push({ city, rank: 1 });
    }
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.city.name.localeCompare(b.city.name, 'fr') || a.city.postalCode.localeCompare(b.city.postalCode))
    .slice(0, limit)
    .map((entry) => entry.city);
}
