import { describe, expect, it } from 'vitest';
import { localeFromPath, stripLocalePrefix, withLocalePrefix, otherLocale, htmlLang } from './locale.ts';

describe('locale from the path prefix', () => {
  it('reads English only from the /en prefix', () => {
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/coach-hire')).toBe('en');
    expect(localeFromPath('/')).toBe('fr_FR');
    expect(localeFromPath('/entreprise/notre-histoire')).toBe('fr_FR');
    expect(localeFromPath('/english')).toBe('fr_FR');
  });
  it('strips and adds the prefix', () => {
    expect(stripLocalePrefix('/en')).toBe('/');
    expect(stripLocalePrefix('/en/cart/address')).toBe('/cart/address');
    expect(stripLocalePrefix('/cart')).toBe('/cart');
    expect(withLocalePrefix('/', 'en')).toBe('/en');
    expect(withLocalePrefix('/cart', 'en')).toBe('/en/cart');
    expect(withLocalePrefix('/cart', 'fr_FR')).toBe('/cart');
  });
  it('names the other language and the html lang', () => {
    expect(otherLocale('fr_FR')).toBe('en');
    expect(htmlLang('fr_FR')).toBe('fr');
  });
});
