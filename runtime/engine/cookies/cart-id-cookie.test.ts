import { describe, expect, it } from 'vitest';
import { cartIdCookie, cartIdOf, cartIdOfCookie } from './cart-id-cookie.ts';

const ID = '0b7c2d1e-1111-4222-8333-944455556666';

describe('the cart-id cookie', () => {
  it('is written for a year on the whole site, readable by scripts, and removed with null', () => {
    expect(cartIdCookie(ID)).toBe(`cart-id=${ID}; Path=/; SameSite=Lax; Max-Age=31536000`);
    expect(cartIdCookie(null)).toBe('cart-id=; Path=/; SameSite=Lax; Max-Age=0');
  });

  it('is read back from a Cookie header among other cookies', () => {
    expect(cartIdOfCookie(`locale=en; cart-id=${ID}; token=abc`)).toBe(ID);
    expect(cartIdOfCookie('locale=en')).toBeNull();
    expect(cartIdOfCookie('cart-id=')).toBeNull();
    expect(cartIdOfCookie(undefined)).toBeNull();
  });

  it('refuses a value that is no cart id, so it never reaches an API path', () => {
    expect(cartIdOfCookie('cart-id=..%2Fadmin')).toBeNull();
    expect(cartIdOf('x'.repeat(65))).toBeNull();
    expect(cartIdOf('new_cart-1')).toBe('new_cart-1');
  });
});
