import { describe, expect, it } from 'vitest';
import { personalPathPrefixes } from './fixed-routes.ts';

describe('personalPathPrefixes', () => {
  it('covers the account, sign-in, cart, checkout, order outcome and password pages in both languages, and no public page', () => {
    const prefixes = personalPathPrefixes();
    for (const path of ['/account', '/en/account', '/auth', '/cart', '/en/cart', '/order/success', '/en/order/error', '/password/reset']) {
      expect(prefixes).toContain(path);
    }
    const personal = (path: string) => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    expect(personal('/cart/shipping')).toBe(true);
    expect(personal('/password/reset/ask')).toBe(true);
    expect(personal('/en/account/orders/12/return')).toBe(true);
    for (const path of ['/', '/en', '/products/search', '/wines/muscadet/1', '/legal-notice', '/nous-contacter', '/blog/x/3']) {
      expect(personal(path)).toBe(false);
    }
    expect(prefixes).not.toContain('/password/reset/ask');
  });

  it('covers the admin panel and the mailbox the web server renders itself', () => {
    const prefixes = personalPathPrefixes();
    for (const path of ['/admin', '/en/admin', '/_mail']) expect(prefixes).toContain(path);
  });
});
