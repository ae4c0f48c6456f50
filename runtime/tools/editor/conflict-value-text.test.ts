import { describe, expect, it } from 'vitest';
import { conflictValueText } from './conflict-value-text.ts';

describe('conflictValueText', () => {
  it('says a text, a text of both languages and a removed value in plain words', () => {
    expect(conflictValueText('<p>Nos <strong>vins</strong></p>', 'fr')).toBe('Nos vins');
    expect(conflictValueText({ fr: 'Bonjour', en: 'Hello' }, 'en')).toBe('Français : Bonjour / English: Hello');
    expect(conflictValueText(undefined, 'fr')).toBe('(supprimé)');
    expect(conflictValueText(undefined, 'en')).toBe('(removed)');
    expect(conflictValueText('', 'fr')).toBe('(vide)');
    expect(conflictValueText(true, 'fr')).toBe('oui');
  });

  it('names a block by its type and title, and a list of blocks in its order', () => {
    const hero = { key: 'aaaa1111', type: 'hero', props: { title: { fr: 'Bienvenue', en: 'Welcome' } } };
    expect(conflictValueText(hero, 'fr')).toBe('Bloc Hero « Bienvenue »');
    expect(conflictValueText(hero, 'en')).toBe('Block Hero “Welcome”');
    expect(conflictValueText([hero, { key: 'b', type: 'card-grid', props: {} }], 'en')).toBe('Hero, then Card grid');
  });
});
