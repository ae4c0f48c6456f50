import { describe, expect, it } from 'vitest';
import { bilingualMessage, editorError, langOfPointer } from './editor-error.ts';

describe('editorError', () => {
  it('names the language of a field from the end of its pointer', () => {
    expect(langOfPointer('/pages/0/title/fr')).toBe('fr');
    expect(langOfPointer('/config/layout/0/props/title/fr_FR')).toBe('fr');
    expect(langOfPointer('/pages/0/url/en')).toBe('en');
    expect(langOfPointer('/pages/0/id')).toBeNull();
    expect(langOfPointer('')).toBeNull();
  });

  it('gives the validator’s messages an owner meets most in French, the others with a French lead-in', () => {
    expect(bilingualMessage('must NOT have fewer than 1 characters (in French)')).toEqual({ en: 'must NOT have fewer than 1 characters (in French)', fr: 'ne doit pas être vide (en français)' });
    expect(bilingualMessage('missing required property "title"').fr).toBe('champ obligatoire manquant : « title »');
    expect(bilingualMessage('no component config components/boxes.json').fr).toBe('aucune configuration de composant components/boxes.json');
    expect(bilingualMessage('something new').fr).toBe('valeur refusée : something new');
  });

  it('words the slot errors in French: a slot its block does not declare, a block type the slot does not take', () => {
    expect(bilingualMessage('unknown slot "mroe" in a "image-text" block (its slots: more)').fr).toBe('emplacement inconnu « mroe » dans un bloc « image-text » (ses emplacements : more)');
    expect(bilingualMessage('unknown slot "more" in a "hero" block (it has no slots)').fr).toBe('emplacement inconnu « more » : un bloc « hero » n’a pas d’emplacement');
    expect(bilingualMessage('block type "hero" not allowed in slot "more" of a "image-text" block (allowed: call-to-action, opening-hours)').fr)
      .toBe('un bloc « hero » n’a pas sa place dans l’emplacement « more » d’un bloc « image-text » (permis : call-to-action, opening-hours)');
  });

  it('takes the site out of the path and keeps the position, the hint and both messages', () => {
    const error = editorError({ file: 'autocars/pages.json', pointer: '/pages/1/url/en', message: 'must NOT have fewer than 1 characters', hint: 'a slug', line: 3, column: 9 }, 'autocars', 'fr_FR');
    expect(error).toEqual({
      file: 'pages.json', pointer: '/pages/1/url/en', lang: 'en', message: 'ne doit pas être vide',
      messages: { en: 'must NOT have fewer than 1 characters', fr: 'ne doit pas être vide' }, hint: 'a slug', line: 3, column: 9,
    });
  });
});
