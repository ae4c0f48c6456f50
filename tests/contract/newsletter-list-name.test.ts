import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.test-utils.ts';
import { DOMAINE, member, NOW } from './shop/shop-helpers.test-utils.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ now: () => NOW });
});
afterAll(async () => {
  await h.close();
});

describe('the newsletter list', () => {
  it('is named after the estate (COMPANY_NAME), not the site’s folder, in fr and en', async () => {
    const token = await member(h, 'liste@example.fr');
    const fr = await h.request('GET', '/user/newsletter/lists', { site: DOMAINE, token, lang: 'fr_FR' });
    expect(fr.json?.data).toEqual([{ id: 'news', name: 'Actualités de Domaine des Trois Terroirs' }]);
    const en = await h.request('GET', '/user/newsletter/lists', { site: DOMAINE, token, lang: 'en' });
    expect(en.json?.data).toEqual([{ id: 'news', name: 'News from Domaine des Trois Terroirs' }]);
  });
});
