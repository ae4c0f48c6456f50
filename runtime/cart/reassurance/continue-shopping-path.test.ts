import { describe, expect, it } from 'vitest';
import { continueShoppingPath } from './continue-shopping-path.ts';

const origin = 'http://domaine.localhost:4440';

describe('continueShoppingPath', () => {
  it('goes back to the shopping page of this site the visitor came from, its query kept', () => {
    expect(continueShoppingPath(`${origin}/nos-vins?type=WINE`, origin, 'fr_FR')).toBe('/nos-vins?type=WINE');
    expect(continueShoppingPath(`${origin}/en/our-wines`, origin, 'en')).toBe('/en/our-wines');
  });

  it('goes home for another site, no referrer, or a page that is not shopping (cart, checkout, order, sign-in, account)', () => {
    expect(continueShoppingPath('https://evil.example/nos-vins', origin, 'fr_FR')).toBe('/');
    expect(continueShoppingPath('', origin, 'en')).toBe('/en');
    for (const path of ['/cart', '/cart/payment', '/en/cart/address', '/order/cancel', '/auth', '/account/orders/7']) expect(continueShoppingPath(`${origin}${path}`, origin, 'fr_FR')).toBe('/');
  });
});
