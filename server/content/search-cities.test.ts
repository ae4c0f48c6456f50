import { describe, expect, it } from 'vitest';
import cities from './data/cities-fr.json' with { type: 'json' };
import { foldCityName, searchCities } from './search-cities.ts';

const sample = [
  { name: 'La Roche-sur-Yon', postalCode: '85000' },
  { name: 'Mouilleron-le-Captif', postalCode: '85000' },
  { name: 'Saint-Gilles-Croix-de-Vie', postalCode: '85800' },
  { name: "Les Sables-d'Olonne", postalCode: '85100' },
  { name: 'Luçon', postalCode: '85400' },
  { name: 'Rochetrejoux', postalCode: '85510' },
];

describe('searchCities', () => {
  it('finds cities by the start of their postal code, in code order', () => {
    expect(searchCities(sample, '850').map((c) => c.name)).toEqual(['La Roche-sur-Yon', 'Mouilleron-le-Captif']);
    expect(searchCities(sample, '85800').map((c) => c.name)).toEqual(['Saint-Gilles-Croix-de-Vie']);
  });

  it('ignores accents, case, hyphens and apostrophes', () => {
    expect(searchCities(sample, 'LUCON').map((c) => c.name)).toEqual(['Luçon']);
    expect(searchCities(sample, 'sables d olonne').map((c) => c.name)).toEqual(["Les Sables-d'Olonne"]);
    expect(searchCities(sample, 'st gilles').map((c) => c.name)).toEqual(['Saint-Gilles-Croix-de-Vie']);
  });

  it('puts whole-name prefix matches before matches inside the name', () => {
    expect(searchCities(sample, 'roche').map((c) => c.name)).toEqual(['Rochetrejoux', 'La Roche-sur-Yon']);
  });

  it('returns nothing for a blank search and caps the number of results', () => {
    expect(searchCities(sample, '  ')).toEqual([]);
    expect(searchCities(sample, '85', 2)).toHaveLength(2);
  });

  it('folds names consistently', () => {
    expect(foldCityName("L'Île-d'Yeu")).toBe('l ile d yeu');
    expect(foldCityName('Ste Hermine')).toBe('sainte hermine');
  });
});

describe('cities-fr.json', () => {
  it('covers the communes of Vendée and the prefectures with well-formed postal codes', () => {
    const vendee = cities.filter((c) => c.department === '85');
    expect(vendee.length).toBeGreaterThanOrEqual(250);
    expect(cities.every((c) => /^\d{5}$/.test(c.postalCode))).toBe(true);
    expect(vendee.every((c) => c.postalCode.startsWith('85'))).toBe(true);
    expect(new Set(cities.map((c) => c.id)).size).toBe(cities.length);
    expect(searchCities(cities, 'nantes').map((c) => c.postalCode)).toEqual(['44000']);
  });
});
