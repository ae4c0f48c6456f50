import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../harness.test-utils.ts';

/** The content calls against the real site-configs/, on every site it holds. */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const sites = () => h.ctx.config.sites();

describe('content calls on the real sites', () => {
  it('answers the start-up content calls of every site', async () => {
    expect(sites().length).toBeGreaterThan(0);
    for (const site of sites()) {
      for (const path of ['/news?promoted=true', '/element/logo-footer?page=1&nbItem=100', '/element/link-footer?page=1&nbItem=100']) {
        for (const lang of ['fr_FR', 'en']) {
          const res = await h.request('GET', path, { site: site.idSite, lang });
          expect(res.status, `${site.name} ${path}`).toBe(200);
          expect(res.json?.success).toBe(true);
          expect(JSON.stringify(res.json?.data)).not.toMatch(/"(fr|en)":/);
        }
      }
    }
  });

  it('serves every configured form, without its recipient address', async () => {
    for (const site of sites()) {
      for (const form of site.document('forms')?.forms ?? []) {
        const res = await h.request('GET', `/forms/${form.id}`, { site: site.idSite, lang: 'en' });
        expect(res.status, `${site.name} form ${form.id}`).toBe(200);
        expect(res.json?.data.title).toBe(form.title.en);
        expect(res.json?.data).not.toHaveProperty('recipientEmail');
      }
    }
  });

  it('serves every configured element, blog article, album and service by id', async () => {
    for (const site of sites()) {
      const paths = [
        ...(site.document('elements')?.lists ?? []).flatMap((list) => list.items.map((item) => `/element/${list.route}/${item.id}`)),
        ...(site.document('blog')?.articles ?? []).filter((a) => a.isValid !== false).flatMap((a) => [`/blog/${a.id}`, `/blog/ariane/${a.id}`]),
        ...(site.document('albums')?.albums ?? []).map((album) => `/album/${album.id}`),
        ...(site.document('services')?.services ?? []).map((service) => `/service/${service.id}`),
      ];
      for (const path of paths) {
        const res = await h.request('GET', path, { site: site.idSite });
        expect(res.status, `${site.name} ${path}: ${res.json?.message}`).toBe(200);
      }
    }
  });
});
