import { describe, expect, it } from 'vitest';
import { overlayMessages } from './messages.ts';
import { pageLocale, translate } from './page-locale.ts';

describe('overlay messages', () => {
  it('has the same keys in French and English, none empty', () => {
    expect(Object.keys(overlayMessages.en).sort()).toEqual(Object.keys(overlayMessages.fr).sort());
    for (const text of [...Object.values(overlayMessages.fr), ...Object.values(overlayMessages.en)]) expect(text.trim()).not.toBe('');
  });

  it('fills placeholders and picks the language from html lang', () => {
    expect(translate(overlayMessages, 'en', 'slider.position', { current: 2, total: 5 })).toBe('Item 2 of 5');
    expect(translate(overlayMessages, 'fr_FR', 'slider.position', { current: 2, total: 5 })).toBe('Élément 2 sur 5');
    expect(pageLocale({ documentElement: { lang: 'en' } } as Document)).toBe('en');
    expect(pageLocale({ documentElement: { lang: 'fr' } } as Document)).toBe('fr_FR');
  });
});
