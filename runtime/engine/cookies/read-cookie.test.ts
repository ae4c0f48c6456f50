import { describe, expect, it } from 'vitest';
import { readCookie } from './read-cookie.ts';

describe('readCookie', () => {
  it('finds one cookie among others, trimmed and percent-decoded', () => {
    expect(readCookie('locale=en; cart-id=a%2Fb ;token=t=1', 'cart-id')).toBe('a/b');
    expect(readCookie('locale=en; cart-id=a%2Fb ;token=t=1', 'token')).toBe('t=1');
  });

  it('answers undefined for an absent header or cookie, a bare name and a value that does not decode', () => {
    expect(readCookie(null, 'locale')).toBeUndefined();
    expect(readCookie('', 'locale')).toBeUndefined();
    expect(readCookie('locale; other=1', 'locale')).toBeUndefined();
    expect(readCookie('xlocale=en', 'locale')).toBeUndefined();
    expect(readCookie('locale=%E0%A4%A', 'locale')).toBeUndefined();
  });

  it('takes the first of two cookies of the same name', () => {
    expect(readCookie('cart-id=first; cart-id=second', 'cart-id')).toBe('first');
  });
});
