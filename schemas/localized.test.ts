import { describe, expect, it } from 'vitest';
import { isLocalized, resolveLocalized } from './localized.ts';

describe('resolveLocalized', () => {
  const doc = {
    title: { fr: 'Accueil', en: 'Home' },
    order: 1,
    flags: [true, null],
    children: [{ url: { fr: 'nous-contacter', en: 'contact-us' }, extra: { fr: 'a', en: 'b', x: 1 } }],
  };

  it('replaces every Localized object with the French string for fr_FR and fr', () => {
    const fr = resolveLocalized(doc, 'fr_FR');
    expect(fr.title).toBe('Accueil');
    expect(fr.children[0]?.url).toBe('nous-contacter');
    expect(resolveLocalized(doc, 'fr').title).toBe('Accueil');
  });

  it('replaces nested Localized objects with the English string for en', () => {
    const en = resolveLocalized(doc, 'en');
    expect(en.children[0]?.url).toBe('contact-us');
    expect(en.order).toBe(1);
    expect(en.flags).toEqual([true, null]);
  });

  it('leaves objects with more keys than fr and en untouched', () => {
    const en = resolveLocalized(doc, 'en') as unknown as { children: { extra: unknown }[] };
    expect(en.children[0]?.extra).toEqual({ fr: 'a', en: 'b', x: 1 });
  });

  it('does not modify its input', () => {
    resolveLocalized(doc, 'en');
    expect(doc.title).toEqual({ fr: 'Accueil', en: 'Home' });
  });

  it('rejects an unknown language with a clear error', () => {
    expect(() => resolveLocalized(doc, 'de' as never)).toThrow(/Unknown locale "de"/);
  });
});

describe('isLocalized', () => {
  it('accepts exactly two string keys fr and en', () => {
    expect(isLocalized({ fr: 'a', en: 'b' })).toBe(true);
    expect(isLocalized({ fr: 'a', en: 1 })).toBe(false);
    expect(isLocalized({ fr: 'a' })).toBe(false);
    expect(isLocalized(['a', 'b'])).toBe(false);
  });
});
