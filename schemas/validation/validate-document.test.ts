import { describe, expect, it } from 'vitest';
import { kindOfFile, validateDocument, validatorOf } from './validate-document.ts';

const page = (id: number, idParent: number | null, children: unknown[] = []) => ({
  id, idParent, order: 0, isValid: true, showInMenu: true,
  cms: { isCmsPage: true, route: 'home' }, link: { type: 'NONE' },
  title: { fr: 'Accueil', en: 'Home' }, url: { fr: 'accueil', en: 'home' }, children,
});
const pagesDoc = (pages: unknown[]) => ({ $schema: '../../schemas/json/pages.schema.json', schemaVersion: 1, pages });

describe('kindOfFile', () => {
  it('maps paths inside a site folder to their kind', () => {
    expect(kindOfFile('site.json')).toBe('site');
    expect(kindOfFile('components/home.json')).toBe('component');
    expect(kindOfFile('components\\home.json')).toBe('component');
    expect(kindOfFile('components/a/b.json')).toBeNull();
    expect(kindOfFile('notes.json')).toBeNull();
  });
});

describe('validateDocument', () => {
  it('compiles each schema once', () => {
    expect(validatorOf('pages')).toBe(validatorOf('pages'));
  });

  it('accepts a nested page tree and fills the optional flags with their defaults', () => {
    const json = pagesDoc([page(1, null, [page(2, 1)])]);
    const result = validateDocument('pages', json);
    expect(result.errors).toEqual([]);
    if (!result.valid) return;
    expect(result.document.pages[0]?.children[0]?.isText).toBe(false);
    expect(result.document.pages[0]?.rightPages).toEqual({ fr: [], en: [] });
    expect((json.pages[0] as Record<string, unknown>).isText).toBeUndefined();
  });

  it('names an unknown property with the allowed ones, at its JSON pointer', () => {
    const result = validateDocument('pages', pagesDoc([{ ...page(1, null), titel: 'x' }]));
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.pointer).toBe('/pages/0/titel');
    expect(result.errors[0]?.message).toMatch(/^unknown property "titel" \(allowed: id, idSite, idParent, order/);
  });

  it('reports a missing language of a Localized value', () => {
    const result = validateDocument('pages', pagesDoc([{ ...page(1, null), title: { fr: 'Accueil' } }]));
    expect(result.errors).toEqual([{ pointer: '/pages/0/title', message: 'missing required property "en"' }]);
  });

  it('rejects a duplicate page id and an idParent that contradicts the nesting', () => {
    const result = validateDocument('pages', pagesDoc([page(1, null, [page(1, 7)])]));
    expect(result.errors).toEqual([
      { pointer: '/pages/0/children/0/id', message: 'duplicate page id 1 (also at /pages/0)' },
      { pointer: '/pages/0/children/0/idParent', message: 'must be 1: the id of the enclosing page' },
    ]);
  });

  it('rejects a wrong schemaVersion', () => {
    const result = validateDocument('pages', { ...pagesDoc([]), schemaVersion: 2 });
    expect(result.errors).toEqual([
      { pointer: '/schemaVersion', message: 'schemaVersion 2 is newer than the current pages format (version 1): update Vitrine' },
    ]);
    expect(validateDocument('pages', { ...pagesDoc([]), schemaVersion: 0 }).errors).toEqual([{ pointer: '/schemaVersion', message: 'must be >= 1' }]);
  });

  it('checks that a component slug equals its file name', () => {
    const json = { $schema: 'x', schemaVersion: 1, slug: 'home', config: { layout: [{ type: 'hero', props: {} }] } };
    expect(validateDocument('component', json, 'components/home.json').valid).toBe(true);
    expect(validateDocument('component', json, 'components/about.json').errors[0]?.message).toContain('"about"');
  });

  it('throws on an unknown kind', () => {
    expect(() => validateDocument('nope' as never, {})).toThrow(/Unknown document kind "nope"/);
  });
});
