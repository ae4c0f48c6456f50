import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ecommerceGuard } from './ecommerce-guard.ts';
import { localeCookie, localeCookieUpdate } from './locale-cookie.ts';
import { paramsAreValid, parseRouteId, pathOfRoute, routeEntryById, routeTable } from './route-table.ts';
import type { Locale } from '../../../rules/locale.ts';

const routes: RouteObject[] = [
  { id: 'root', path: '/', children: routeTable.map((e) => (e.path === '' ? { id: e.id, index: true } : { id: e.id, path: e.path })) },
];

function match(pathname: string) {
  const found = matchRoutes(routes, pathname);
  const leaf = found?.[found.length - 1];
  return leaf ? { id: leaf.route.id!, params: leaf.params } : null;
}

describe('route table', () => {
  it('declares every fixed route in French and English with name___lang ids', () => {
    expect(match('/')?.id).toBe('home___fr');
    expect(match('/en')?.id).toBe('home___en');
    expect(match('/cart/address')?.id).toBe('cart-address___fr');
    expect(match('/en/cart/address')?.id).toBe('cart-address___en');
    expect(match('/legal-notice')?.id).toBe('legal-notice___fr');
    expect(match('/en/account/orders/12/return/3')?.id).toBe('account-orders-id-return-idReturn___en');
  });

  it('handles optional segments', () => {
    expect(match('/cart/success')?.id).toBe('cart-success-id___fr');
    expect(match('/cart/success/42')?.params.id).toBe('42');
    expect(match('/autocar/12')?.params).toMatchObject({ id: '12' });
    expect(match('/autocar/grand-tourisme/12')?.params).toMatchObject({ slug: 'grand-tourisme', id: '12' });
    expect(match('/products/search')?.id).toBe('products-search___fr');
    expect(match('/wines/chenin/4/2019')?.id).toBe('wines-slug-id-year___fr');
  });

  it('sends unlisted paths to the page-tree catch-all of their language', () => {
    expect(match('/voyages-organises/sejour-sportif-scolaire')?.id).toBe('page___fr');
    expect(match('/en/organised-trips')?.id).toBe('page___en');
  });

  it('rejects a non-numeric id', () => {
    const entry = routeEntryById.get('autocar-slug-id___fr')!;
    expect(paramsAreValid(entry, { slug: 'x', id: 'abc' })).toBe(false);
    expect(paramsAreValid(entry, { slug: 'x', id: '12' })).toBe(true);
    expect(paramsAreValid(routeEntryById.get('cart-success-id___en')!, {})).toBe(true);
  });

  it('parses ids and builds paths', () => {
    expect(parseRouteId('cart___en')).toEqual({ name: 'cart', locale: 'en' });
    expect(parseRouteId('cart')).toBeNull();
    expect(pathOfRoute('home', 'en')).toBe('/en');
    expect(pathOfRoute('autocar-slug-id', 'fr_FR', { slug: 'gt', id: '3' })).toBe('/autocar/gt/3');
    expect(pathOfRoute('cart-success-id', 'en')).toBe('/en/cart/success');
  });
});

describe('e-commerce guard', () => {
  const cart = routeEntryById.get('cart___fr')!;
  it('sends shop routes to / when the site is not e-commerce', () => {
    expect(ecommerceGuard(cart, { isECommerce: false })).toBe('/');
    expect(ecommerceGuard(cart, null)).toBe('/');
    expect(ecommerceGuard(cart, { isECommerce: true })).toBeNull();
    expect(ecommerceGuard(routeEntryById.get('legal-notice___fr')!, { isECommerce: false })).toBeNull();
  });
});

describe('locale cookie', () => {
  it('lasts 365 days, SameSite Lax, path /', () => {
    expect(localeCookie('en')).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });
  it('is set only when the locale changes', () => {
    expect(localeUpdate('locale=en', 'en')).toBeNull();
    expect(localeUpdate('a=1; locale=fr_FR', 'en')).toContain('locale=en');
    expect(localeUpdate(undefined, 'fr_FR')).toContain('locale=fr_FR');
  });
});

function localeUpdate(header: string | undefined, locale: Locale) {
  return localeCookieUpdate(header, locale);
}
