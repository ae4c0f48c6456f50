import { describe, expect, it } from 'vitest';
import { pageCacheControl } from './page-cache-control.ts';

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

  it('lets public pages be revalidated', () => {
    for (const path of ['/', '/en', '/nous-contacter', '/products/search', '/wines/muscadet/1', '/cartes-cadeaux', '/authentique']) {
      expect(policy(path)).toBe('no-cache');
    }
  });
});
