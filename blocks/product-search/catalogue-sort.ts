/** The catalogue's orders a visitor can ask for (`?sort=` in the page URL); the first is the default (§9: by price). */
export const CATALOGUE_SORTS = ['price-asc', 'price-desc', 'name', 'vintage'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** What each order asks of GET /product (§7 `orderBy`): by the price the cards show (after discount), the newest vintage first. */
const ORDER_BY: Record<CatalogueSort, string> = { 'price-asc': 'priceToPay', 'price-desc': 'priceToPay:desc', name: 'name', vintage: 'vintage:desc' };

/** Reads `?sort=`: an unknown or missing value is the default order, never an error. */
export function catalogueSort(value: string | null | undefined): CatalogueSort {
  return (CATALOGUE_SORTS as readonly string[]).includes(value ?? '') ? (value as CatalogueSort) : CATALOGUE_SORTS[0];
}

/** The §7 `orderBy` of an order. */
export function catalogueOrderBy(sort: CatalogueSort): string {
  return ORDER_BY[sort];
}
