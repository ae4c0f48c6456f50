import { describe, expect, it } from 'vitest';
import { localeFromPath, stripLocalePrefix, withLocalePrefix } from './locale-path.ts';

describe('the language of a path', () => {
  it('reads English from /en and /en/… only', () => {
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/')).toBe('en');
    expect(localeFromPath('/en/cart')).toBe('en');
    expect(localeFromPath('/')).toBe('fr_FR');
    expect(localeFromPath('/entreprise')).toBe('fr_FR');
    expect(localeFromPath('/english')).toBe('fr_FR');
    expect(localeFromPath('/panier/en')).toBe('fr_FR');
  });

  it('strips the English prefix and leaves a French path as it is', () => {
    expect(stripLocalePrefix('/en')).toBe('/');
    expect(stripLocalePrefix('/en/')).toBe('/');
    expect(stripLocalePrefix('/en/cart')).toBe('/cart');
    expect(stripLocalePrefix('/entreprise')).toBe('/entreprise');
    expect(stripLocalePrefix('')).toBe('/');
  });

  it('puts a path in a language, and back', () => {
    expect(withLocalePrefix('/', 'en')).toBe('/en');
    expect(withLocalePrefix('cart', 'en')).toBe('/en/cart');
    expect(withLocalePrefix('/cart', 'fr_FR')).toBe('/cart');
    for (const path of ['/', '/cart', '/wines/les-schistes/1']) {
      expect(stripLocalePrefix(withLocalePrefix(path, 'en'))).toBe(path);
      expect(localeFromPath(withLocalePrefix(path, 'en'))).toBe('en');
    }
  });
});
