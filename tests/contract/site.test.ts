import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness.test-utils.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe('GET /parameter', () => {
  it('answers every canonical key with defaults filled and Localized values resolved', async () => {
    const fr = await h.request('GET', '/parameter', { site: 87, lang: 'fr' });
    expect(fr.status).toBe(200);
    expect(fr.json?.success).toBe(true);
    const byKey = new Map(fr.json?.data.map((p: { type: string }) => [p.type, p]));
    expect(byKey.get('STOCK_DISPLAY_THRESHOLD')).toMatchObject({ kind: 'NUMBER' });
    expect(byKey.get('LOGO_HEIGHT')).toBeDefined();
    expect(byKey.get('PAYMENT_METHOD')).toBeDefined();
    const legal = byKey.get('LEGAL_NOTICE') as { value: unknown };
    expect(typeof legal.value).toBe('string');
    expect(String(legal.value)).not.toMatch(/\{\{\s*companyName\s*\}\}/);
    const en = await h.request('GET', '/parameter', { site: 87, lang: 'en' });
    expect(en.json?.data.length).toBe(fr.json?.data.length);
  });

  it('fills the company placeholders of the legal texts from the identity parameters', async () => {
    const res = await h.request('GET', '/parameter', { site: 88, lang: 'en' });
    const legal = res.json?.data.find((p: { type: string }) => p.type === 'LEGAL_NOTICE') as { value: string };
    expect(legal.value).toContain('Domaine des Trois Terroirs');
    expect(legal.value).toContain('RCS Nantes 512 384 967');
    expect(legal.value).toContain('FR84512384967');
    expect(legal.value).not.toMatch(/\{\{/);
  });

  it('answers 304 to a matching If-None-Match and a new ETag in another language', async () => {
    const first = await h.request('GET', '/parameter', { lang: 'fr_FR' });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await h.request('GET', '/parameter', { lang: 'fr_FR', headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    const english = await h.request('GET', '/parameter', { lang: 'en', headers: { 'If-None-Match': etag ?? '' } });
    expect(english.status).toBe(200);
    expect(english.headers.get('etag')).not.toBe(etag);
  });

  it('refuses an unknown site with 404 and an unknown language with 400', async () => {
    const site = await h.request('GET', '/parameter', { site: 999 });
    expect(site.status).toBe(404);
    expect(site.json).toMatchObject({ success: false, message: 'Site 999 inconnu' });
    const lang = await h.request('GET', '/parameter', { lang: 'de' });
    expect(lang.status).toBe(400);
    expect(lang.json?.message).toMatch(/userLang/);
  });
});

describe('GET /site/info', () => {
  it('answers the site identity, info, languages, logos and fonts with resolved text', async () => {
    const res = await h.request('GET', '/site/info', { lang: 'en' });
    expect(res.json?.data).toMatchObject({ idSite: 87, name: 'autocars', isECommerce: true });
    expect(res.json?.data.languages.map((l: { code: string }) => l.code)).toEqual(['fr_FR', 'en']);
    expect(typeof res.json?.data.logos[0].alt).toBe('string');
    expect(res.json?.data.logos[0].alt).toMatch(/since 1919/);
  });
});

describe('GET /page', () => {
  it('answers the published tree in menu order with paths in both languages', async () => {
    const res = await h.request('GET', '/page', { lang: 'fr' });
    const tree = res.json?.data as { id: number; paths: { fr: string; en: string }; children: any[] }[];
    expect(tree.map((p) => p.id)).toEqual([10, 20, 30, 40, 50, 60]);
    // The gift vouchers (issue 37) sit under the organised trips.
    expect(tree.find((p) => p.id === 20)?.children.map((c) => c.paths)).toContainEqual({ fr: '/voyages-organises/bons-cadeaux', en: '/en/organised-trips/gift-vouchers' });
    const company = tree.find((p) => p.id === 50);
    expect(company?.children.map((c) => c.paths.fr)).toContain('/entreprise/candidature-spontanee');
    expect(company?.children.map((c) => c.paths.en)).toContain('/en/company/application-spontane');
  });

  it('finds a page by slug in the request language, with title resolved and children', async () => {
    const res = await h.request('GET', '/page/location-car-avec-chauffeur', { site: 87, lang: 'fr' });
    expect(res.status).toBe(200);
    const page = res.json?.data;
    expect(page.id).toBe(10);
    expect(typeof page.title).toBe('string');
    expect(page.url).toBe('location-car-avec-chauffeur');
    expect(page.paths).toEqual({ fr: '/location-car-avec-chauffeur', en: '/en/coach-hire-with-driver' });
    expect(page.children).toHaveLength(6);
  });

  it('finds a page by id, by a slug of the other language and by full path', async () => {
    const byId = await h.request('GET', '/page/23', { lang: 'en' });
    expect(byId.json?.data.url).toBe('school-sports-stay');
    expect(byId.json?.data.children.map((c: { id: number }) => c.id)).toEqual([231, 232, 233]);
    const otherLang = await h.request('GET', '/page/organised-trips', { lang: 'fr' });
    expect(otherLang.json?.data).toMatchObject({ id: 20, url: 'voyages-organises' });
    const byPath = await h.request('GET', '/page/entreprise/notre-histoire', { lang: 'fr' });
    expect(byPath.json?.data.id).toBe(53);
  });

  it('answers 404 with the §8 message for an unknown page', async () => {
    const res = await h.request('GET', '/page/n-existe-pas');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, data: null, message: 'This page could not be found' });
  });
});

describe('GET /component/conf/{slug}', () => {
  it('answers the component config by its slug and by the English slug of its page', async () => {
    const fr = await h.request('GET', '/component/conf/location-car-avec-chauffeur', { lang: 'fr' });
    expect(fr.status).toBe(200);
    expect(fr.json?.data.slug).toBe('location-car-avec-chauffeur');
    expect(Array.isArray(fr.json?.data.config.layout)).toBe(true);
    const en = await h.request('GET', '/component/conf/coach-hire-with-driver', { lang: 'en' });
    expect(en.status).toBe(200);
    expect(JSON.stringify(en.json?.data.config)).not.toMatch(/"fr":/);
    const home = await h.request('GET', '/component/conf/home');
    expect(home.status).toBe(200);
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await h.request('GET', '/component/conf/nothing-here');
    expect(res.status).toBe(404);
    expect(res.json?.success).toBe(false);
  });
});

describe('POST /image/load-svg', () => {
  it('returns the SVG text of a media file of the site', async () => {
    const res = await h.request('POST', '/image/load-svg', { body: { url: '/media/logos/logo.svg' } });
    expect(res.status).toBe(200);
    expect(res.json?.data).toMatch(/<svg[\s>]/);
  });

  it('refuses paths outside the media folder, other hosts and missing bodies', async () => {
    const traversal = await h.request('POST', '/image/load-svg', { body: { url: '/media/../site.json' } });
    expect(traversal.status).toBe(400);
    const remote = await h.request('POST', '/image/load-svg', { body: { url: 'https://example.com/media/logo.svg' } });
    expect(remote.status).toBe(400);
    const missing = await h.request('POST', '/image/load-svg', { body: { url: '/media/logos/none.svg' } });
    expect(missing.status).toBe(404);
    const empty = await h.request('POST', '/image/load-svg', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.json?.message).toBe('Champ « url » manquant dans le corps de la requête');
  });
});

describe('start-up extras', () => {
  it('GET /variation answers a list', async () => {
    const res = await h.request('GET', '/variation');
    expect(res.json?.success).toBe(true);
    expect(Array.isArray(res.json?.data)).toBe(true);
  });

  it('GET /external-app/PRODUCT_FILE_GENERATOR/config/public answers its public config; an unknown app is a 404', async () => {
    const known = await h.request('GET', '/external-app/PRODUCT_FILE_GENERATOR/config/public');
    expect(known.json?.data).toMatchObject({ app: 'PRODUCT_FILE_GENERATOR', isActive: false });
    const unknown = await h.request('GET', '/external-app/SOMETHING/config/public');
    expect(unknown.status).toBe(404);
  });

  it('GET /company/address answers the head office address from the identity parameters', async () => {
    const res = await h.request('GET', '/company/address');
    expect(res.json?.data[0]).toMatchObject({ type: [{ value: 'HEAD_OFFICE' }] });
    expect(res.json?.data[0].name.length).toBeGreaterThan(0);
  });

  it('GET /company/address?type=CLICK_AND_COLLECT answers the pick-up places only, filtered as every §7 list (issue 37, item 7)', async () => {
    const pickups = await h.request('GET', '/company/address?type=CLICK_AND_COLLECT', { site: 88 });
    expect(pickups.status).toBe(200);
    expect(pickups.json?.data.map((one: { id: number; type: { value: string }[] }) => [one.id, one.type[0]?.value])).toEqual([[1, 'CLICK_AND_COLLECT'], [2, 'CLICK_AND_COLLECT']]);
    expect(pickups.json?.data[0]).toMatchObject({
      id: 1, type: [{ value: 'CLICK_AND_COLLECT' }], name: 'Chai du Domaine des Trois Terroirs',
      address: '12 route de la Sèvre', addressPart2: 'La Févrie', postalCode: '44330', city: 'Vallet', country: 'FRA',
    });
    const head = await h.request('GET', '/company/address?type=HEAD_OFFICE&unknownKey=1', { site: 88 });
    expect(head.json?.data.map((one: { type: { value: string }[] }) => one.type[0]?.value)).toEqual(['HEAD_OFFICE']);
    const all = await h.request('GET', '/company/address', { site: 88 });
    expect(all.json?.data.map((one: { type: { value: string }[] }) => one.type[0]?.value)).toEqual(['HEAD_OFFICE', 'CLICK_AND_COLLECT', 'CLICK_AND_COLLECT']);
    const both = await h.request('GET', '/company/address?type=HEAD_OFFICE,CLICK_AND_COLLECT', { site: 88 });
    expect(both.json?.data).toHaveLength(3);
    // The coach site has no pick-up place: its head office only where the type matches.
    expect((await h.request('GET', '/company/address?type=CLICK_AND_COLLECT', { site: 87 })).json?.data).toEqual([]);
    expect((await h.request('GET', '/company/address?type=HEAD_OFFICE', { site: 87 })).json?.data).toHaveLength(1);
    const badPage = await h.request('GET', '/company/address?type=CLICK_AND_COLLECT&nbItem=0', { site: 88 });
    expect(badPage.status).toBe(400);
  });

  it('GET /admin/address/type answers labelled types in the request language', async () => {
    const fr = await h.request('GET', '/admin/address/type', { lang: 'fr' });
    const en = await h.request('GET', '/admin/address/type', { lang: 'en' });
    expect(fr.json?.data[0]).toEqual({ id: 1, value: 'SHIPPING', label: 'Adresse de livraison' });
    expect(en.json?.data[0].label).toBe('Delivery address');
  });

  it('GET /custom-stripe/public-key fails clearly: no key is configured', async () => {
    const res = await h.request('GET', '/custom-stripe/public-key');
    expect(res.status).toBe(404);
    expect(res.json?.message).toMatch(/clé publique/);
  });
});
