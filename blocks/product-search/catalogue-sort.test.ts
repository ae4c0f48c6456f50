import { describe, expect, it } from 'vitest';
import { catalogueOrderBy, catalogueSort } from './catalogue-sort.ts';

describe('catalogueSort', () => {
  it('reads each order the catalogue offers', () => {
    expect(['price-asc', 'price-desc', 'name', 'vintage'].map(catalogueSort)).toEqual(['price-asc', 'price-desc', 'name', 'vintage']);
  });

  it('falls back to the price, lowest first, for a missing, unknown or mis-cased order', () => {
    for (const value of [null, undefined, '', 'price', 'PRICE-DESC', 'vintage ', 'id', '__proto__', 'toString']) expect(catalogueSort(value)).toBe('price-asc');
  });

  it('asks the API for each order (§7 orderBy): by the price to pay, the newest vintage first', () => {
    expect(['price-asc', 'price-desc', 'name', 'vintage'].map((sort) => catalogueOrderBy(catalogueSort(sort)))).toEqual(['priceToPay', 'priceToPay:desc', 'name', 'vintage:desc']);
  });
});
