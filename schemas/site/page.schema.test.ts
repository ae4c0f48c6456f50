import { describe, expect, it } from 'vitest';
import { validateDocument } from '../validation/validate-document.ts';

const page = (extra: object = {}) => ({
  id: 1, idParent: null, order: 0, isValid: true, showInMenu: true,
  cms: { isCmsPage: true, route: 'home' }, link: { type: 'NONE' },
  title: { fr: 'Accueil', en: 'Home' }, url: { fr: 'accueil', en: 'home' }, children: [],
  ...extra,
});
const doc = (pages: unknown[]) => ({ $schema: 'x', schemaVersion: 1, pages });

describe('pages.json middleware (§8)', () => {
  it('accepts the known middlewares, in order', () => {
    expect(validateDocument('pages', doc([page({ middleware: ['ecommerce', 'auth'] })])).errors).toEqual([]);
  });

  it('refuses an unknown middleware at load with its place, instead of a 500 for a visitor', () => {
    const result = validateDocument('pages', doc([page({ middleware: ['auth', 'admin-only'] })]));
    expect(result.errors.map((error) => error.pointer)).toEqual(['/pages/0/middleware/1']);
  });
});
