import { describe, expect, it } from 'vitest';
import { isShopPage } from './is-shop-page.ts';

describe('isShopPage', () => {
  it('counts the catalogue and product routes as shop pages, in both languages', () => {
    expect(isShopPage({ pageId: null, routeId: 'products-search___fr', blockTypes: [] })).toBe(true);
    expect(isShopPage({ pageId: null, routeId: 'products-slug-id___en', blockTypes: ['product-detail'] })).toBe(true);
  });

  it('counts a tree page that sells (a product grid) as a shop page', () => {
    expect(isShopPage({ pageId: 21, routeId: 'page___fr', blockTypes: ['hero', 'product-grid'] })).toBe(true);
  });

  it('leaves content pages and error pages out', () => {
    expect(isShopPage({ pageId: 1, routeId: 'page___fr', blockTypes: ['hero', 'rich-text'] })).toBe(false);
    expect(isShopPage({ pageId: null, routeId: 'legal-notice___fr', blockTypes: ['legal-text'] })).toBe(false);
    expect(isShopPage(null)).toBe(false);
  });
});
