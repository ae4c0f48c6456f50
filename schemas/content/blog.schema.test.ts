import { describe, expect, it } from 'vitest';
import { validateDocument } from '../validation/validate-document.ts';

const folder = (id: number, idParent: number | null) => ({
  id, idParent, slug: { fr: `dossier-${id}`, en: `folder-${id}` }, title: { fr: 'Dossier', en: 'Folder' },
});
const article = (id: number, idFolder: number | null) => ({
  id, idFolder, slug: { fr: `article-${id}`, en: `post-${id}` }, title: { fr: 'Vendanges', en: 'Harvest' },
  summary: { fr: 'Résumé', en: 'Summary' }, html: { fr: '<p>Texte</p>', en: '<p>Text</p>' }, date: '2026-09-15',
});
const doc = (folders: unknown[], articles: unknown[]) => ({ $schema: 'x', schemaVersion: 1, folders, articles });

describe('content/blog.json schema', () => {
  it('accepts nested folders and filed articles', () => {
    expect(validateDocument('blog', doc([folder(1, null), folder(2, 1)], [article(1, 2), article(2, null)])).errors).toEqual([]);
  });

  it('rejects an article filed in a folder that does not exist', () => {
    const result = validateDocument('blog', doc([folder(1, null)], [article(1, 9)]));
    expect(result.errors).toEqual([{ pointer: '/articles/0/idFolder', message: 'no folder has id 9' }]);
  });

  it('rejects a slug with capitals or spaces', () => {
    const result = validateDocument('blog', doc([], [{ ...article(1, null), slug: { fr: 'Les Vendanges', en: 'harvest' } }]));
    expect(result.errors[0]?.pointer).toBe('/articles/0/slug/fr');
  });
});
