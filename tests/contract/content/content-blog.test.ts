import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContentApi, type ContentApi } from './content-api.test-utils.ts';

let api: ContentApi;
beforeAll(async () => {
  api = await openContentApi();
});
afterAll(() => api.close());

describe('GET /blog/folder/list[/{id}]', () => {
  it('lists the published articles of a folder, newest first, with its sub-folders', async () => {
    const { status, body } = await api.get('/blog/folder/list/1');
    expect(status).toBe(200);
    expect(body.data.blogs.map((b: { id: number }) => b.id)).toEqual([2, 1]);
    expect(body.data.total).toBe(2);
    expect(body.data.folders).toEqual([{ id: 2, idParent: 1, order: 1, slug: 'sorties-scolaires', title: 'Sorties scolaires' }]);
    expect(body.data.blogs[0]).not.toHaveProperty('html');
  });

  it('lists the top level without an id, pages with nbItem and answers in English', async () => {
    const top = await api.get('/blog/folder/list', { lang: 'en' });
    expect(top.body.data.blogs.map((b: { title: string }) => b.title)).toEqual(['Over a hundred years of travel in Vendée']);
    expect(top.body.data.folders.map((f: { slug: string }) => f.slug)).toEqual(['travel-tips', 'our-fleet']);
    const second = await api.get('/blog/folder/list/1?nbItem=1&page=2');
    expect(second.body.data).toMatchObject({ total: 2, blogs: [{ id: 1 }] });
  });

  it('serves the blog of the site named by idSite', async () => {
    const { body } = await api.get('/blog/folder/list/10', { idSite: 88 });
    expect(body.data.blogs.map((b: { slug: string }) => b.slug)).toEqual(['vendanges-2025']);
  });

  it('refuses an unknown folder and a bad page size', async () => {
    expect((await api.get('/blog/folder/list/99')).status).toBe(404);
    const bad = await api.get('/blog/folder/list/1?nbItem=zero');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: expect.stringContaining('nbItem') });
  });
});

describe('GET /blog/folder/[{id}]', () => {
  it('returns the folder, its sub-folders and its articles', async () => {
    const { body } = await api.get('/blog/folder/1');
    expect(body.data.folder).toMatchObject({ id: 1, title: 'Conseils voyage' });
    expect(body.data.folders.map((f: { id: number }) => f.id)).toEqual([2]);
    expect(body.data.blogs.map((b: { id: number }) => b.id)).toEqual([2, 1]);
    const root = await api.get('/blog/folder');
    expect(root.body.data.folder).toBeNull();
    expect(root.body.data.folders.map((f: { id: number }) => f.id)).toEqual([1, 3]);
  });

  it('refuses an id that is not a number', async () => {
    expect((await api.get('/blog/folder/abc')).status).toBe(400);
  });
});

describe('breadcrumbs', () => {
  it('GET /blog/folder/ariane/{id} walks from the top folder down', async () => {
    const { body } = await api.get('/blog/folder/ariane/2', { lang: 'en' });
    expect(body.data).toEqual([
      { id: 1, url: 'travel-tips', name: 'Travel tips' },
      { id: 2, url: 'school-trips', name: 'School trips' },
    ]);
    expect((await api.get('/blog/folder/ariane')).body.data).toEqual([]);
  });

  it('GET /blog/ariane/{id} ends with the article', async () => {
    const { body } = await api.get('/blog/ariane/3');
    expect(body.data.map((c: { name: string }) => c.name)).toEqual([
      'Conseils voyage', 'Sorties scolaires', 'Classe de mer : la liste des enseignants',
    ]);
    expect((await api.get('/blog/ariane/5')).status).toBe(404);
  });
});

describe('GET /blog/{id or slug}', () => {
  it('finds an article by id or by its slug in either language', async () => {
    const byId = await api.get('/blog/4');
    expect(byId.body.data).toMatchObject({ id: 4, html: '<p>Tout commence en 1919.</p>', ariane: [] });
    const bySlug = await api.get('/blog/seaside-school-trip', { lang: 'en' });
    expect(bySlug.body.data).toMatchObject({ id: 3, title: 'Seaside school trip: the teachers’ checklist' });
  });

  it('hides drafts and refuses malformed keys', async () => {
    expect((await api.get('/blog/5')).status).toBe(404);
    expect((await api.get('/blog/Not%20A%20Slug')).status).toBe(400);
  });
});
