import { describe, expect, it } from 'vitest';
import { otherLocale, htmlLang } from './locale.ts';

// The path prefix rule (localeFromPath, stripLocalePrefix, withLocalePrefix) is tested in rules/locale-path.test.ts.
describe('locale helpers of the router', () => {
  it('names the other language and the html lang', () => {
    expect(otherLocale('fr_FR')).toBe('en');
    expect(htmlLang('fr_FR')).toBe('fr');
  });
});
