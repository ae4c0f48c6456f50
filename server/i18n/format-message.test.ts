import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message.ts';

const greeting = { fr: 'Bonjour {name}', en: 'Hello {name}' };

describe('formatMessage', () => {
  it('picks the text of the locale and fills its placeholders', () => {
    expect(formatMessage(greeting, 'fr_FR', { name: 'Léa' })).toBe('Bonjour Léa');
    expect(formatMessage(greeting, 'en', { name: 'Léa' })).toBe('Hello Léa');
  });

  it('keeps apostrophes, guillemets and angle brackets as written', () => {
    const message = { fr: "Le champ « {field} » n'a pas pu être lu", en: 'From: {name} <{email}>' };
    expect(formatMessage(message, 'fr_FR', { field: 'nom' })).toBe("Le champ « nom » n'a pas pu être lu");
    expect(formatMessage(message, 'en', { name: 'Léa', email: 'lea@example.fr' })).toBe('From: Léa <lea@example.fr>');
  });

  it('formats numbers and plurals in the language of the locale', () => {
    const count = { fr: '{n, plural, one {# commande} other {# commandes}}', en: '{n, plural, one {# order} other {# orders}}' };
    expect(formatMessage(count, 'fr_FR', { n: 1 })).toBe('1 commande');
    expect(formatMessage(count, 'en', { n: 1200 })).toBe('1,200 orders');
    expect(formatMessage(count, 'fr_FR', { n: 1200 })).toBe('1\u202f200 commandes');
  });

  it('takes a number given as text as it is', () => {
    expect(formatMessage({ fr: 'Produit {n}', en: 'Product {n}' }, 'fr_FR', { n: '1200' })).toBe('Produit 1200');
  });

  it('throws when a placeholder has no value', () => {
    expect(() => formatMessage(greeting, 'en')).toThrow(/name/);
  });
});
