import { describe, expect, it } from 'vitest';
import type { Page } from '../../schemas/index.ts';
import { indexPages } from './page-index.ts';

function page(id: number, fr: string, en: string, children: Page[] = []): Page {
  return {
    id, idParent: null, order: id, isValid: true, showInMenu: true,
    cms: { isCmsPage: true, route: fr }, link: { type: 'NONE' },
    title: { fr, en }, url: { fr, en }, children,
  };
}

describe('indexPages', () => {
  const index = indexPages([
    page(50, 'entreprise', 'company', [page(52, 'candidature-spontanee', 'application-spontane')]),
    page(60, 'nous-contacter', 'contact-us'),
  ]);

  it('computes absolute paths: French without prefix, English under /en', () => {
    expect(index.byId.get(52)?.paths).toEqual({ fr: '/entreprise/candidature-spontanee', en: '/en/company/application-spontane' });
    expect(index.byId.get(52)?.ancestors).toEqual([50]);
  });

  it('indexes slugs per language and full paths', () => {
    expect(index.bySlug.fr.get('nous-contacter')?.page.id).toBe(60);
    expect(index.bySlug.en.get('contact-us')?.page.id).toBe(60);
    expect(index.bySlug.fr.get('contact-us')).toBeUndefined();
    expect(index.byPath.get('/en/company/application-spontane')?.page.id).toBe(52);
  });

  it('reports a duplicate id and keeps the first page', () => {
    const dup = indexPages([page(1, 'a', 'a'), page(1, 'b', 'b')]);
    expect(dup.problems).toEqual(['duplicate page id 1']);
    expect(dup.byId.get(1)?.page.url.fr).toBe('a');
  });
});
