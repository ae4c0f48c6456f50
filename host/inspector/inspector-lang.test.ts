import { describe, expect, it } from 'vitest';
import { inspectorLang } from './inspector-lang.ts';

describe('inspectorLang', () => {
  it('speaks the French site’s language to an admin whose browser is in English', () => {
    expect(inspectorLang(undefined, null)).toBe('fr_FR');
    expect(inspectorLang(undefined, 'token=abc')).toBe('fr_FR');
  });

  it('follows the language the admin last browsed the site in, then an explicit ?lang', () => {
    expect(inspectorLang(undefined, 'locale=en; token=abc')).toBe('en');
    expect(inspectorLang('fr', 'locale=en')).toBe('fr_FR');
    expect(inspectorLang('en', 'locale=fr_FR')).toBe('en');
    expect(inspectorLang('de', 'locale=klingon')).toBe('fr_FR');
  });
});
