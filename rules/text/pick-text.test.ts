import { describe, expect, it } from 'vitest';
import { pickText } from './pick-text.ts';

describe('pickText', () => {
  const pair = { fr: 'Panier', en: 'Cart' };

  it('reads the French side for the API locale fr_FR and the page language fr', () => {
    expect(pickText(pair, 'fr_FR')).toBe('Panier');
    expect(pickText(pair, 'fr')).toBe('Panier');
  });

  it('reads the English side for en', () => {
    expect(pickText(pair, 'en')).toBe('Cart');
  });

  it('picks a whole table per language', () => {
    expect(pickText({ fr: { title: 'Titre' }, en: { title: 'Title' } }, 'fr_FR').title).toBe('Titre');
  });
});
