import { describe, expect, it } from 'vitest';
import { en, fr, shellMessages } from './index.ts';

function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

describe('shell messages', () => {
  it('have the same ids in French and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });
  it('use the same placeholders in both languages', () => {
    for (const [id, text] of Object.entries(fr)) {
      expect(placeholders(en[id as keyof typeof fr]), id).toEqual(placeholders(text));
    }
  });
  it('are never empty and contain no ASCII apostrophe (an ICU escape)', () => {
    for (const text of [...Object.values(fr), ...Object.values(en)]) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toContain("'");
    }
  });
  it('carry the 404 and error texts of the specification', () => {
    expect(en['notFound.text']).toBe('This page could not be found');
    expect(fr['notFound.text']).toBe('Cette page est introuvable');
    expect(en['error.backHome']).toBe('Back to home');
    expect(en['hours.closed']).toBe('Closed');
  });
  it('pick the catalogue by wire locale, French by default', () => {
    expect(shellMessages('en')['backToTop']).toBe('Back to top');
    expect(shellMessages('fr_FR')['backToTop']).toBe('Retour en haut de page');
    expect(shellMessages('de')['backToTop']).toBe('Retour en haut de page');
  });
});
