import { describe, expect, it } from 'vitest';
import { isSharedCacheable, pageCacheControl, SHARED_PAGE_CACHE } from './page-cache-control.ts';

const policy = (pathname: string, hasSession = false, answersPost = false) => pageCacheControl({ pathname, hasSession, answersPost });

describe('pageCacheControl', () => {
  it('never lets a cache keep a personal page, in either language', () => {
    for (const path of ['/cart', '/en/cart', '/cart/shipping', '/account', '/en/account/orders/3', '/auth', '/password/reset/abc', '/order/success', '/en/order/cancel']) {
      expect(policy(path)).toBe('private, no-store');
    }
  });

  it('never lets a cache keep a page seen with a session or answering a post', () => {
    expect(policy('/', true)).toBe('private, no-store');
    expect(policy('/nous-contacter', false, true)).toBe('private, no-store');
  });

  it('never lets a cache keep a page seen with a cart-id cookie (its header shows the cart)', () => {
    expect(pageCacheControl({ pathname: '/wines/muscadet/1', hasSession: false, hasCart: true, answersPost: false })).toBe('private, no-store');
  });

  it('gives public pages the shared-cache policy a CDN can use', () => {
    for (const path of ['/', '/en', '/nous-contacter', '/products/search', '/wines/muscadet/1', '/cartes-cadeaux', '/authentique']) {
      expect(policy(path)).toBe(SHARED_PAGE_CACHE);
      expect(isSharedCacheable(policy(path))).toBe(true);
    }
    expect(SHARED_PAGE_CACHE).toMatch(/s-maxage=\d+/);
    expect(SHARED_PAGE_CACHE).toMatch(/stale-while-revalidate=\d+/);
  });

  it('never lets a shared cache replay a page that carries a nonce (a site with configured scripts)', () => {
    expect(pageCacheControl({ pathname: '/', hasSession: false, answersPost: false, carriesNonce: true })).toBe('no-cache');
  });

  it('lets a shared cache keep only pages that rendered', () => {
    expect(pageCacheControl({ pathname: '/nope', hasSession: false, answersPost: false, status: 404 })).toBe('no-cache');
    expect(isSharedCacheable('no-cache')).toBe(false);
    expect(isSharedCacheable('private, no-store')).toBe(false);
  });
});
