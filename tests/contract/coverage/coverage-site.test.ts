import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFail, expectOk, openCoverage, SITES, type Coverage } from './coverage-kit.test-utils.ts';

// §7 start-up, pages and components, address and site extras, on both sites of a fresh database:
// the happy path and at least one bad input each.
let cov: Coverage;
beforeAll(async () => {
  cov = await openCoverage();
});
afterAll(() => cov.close());

const page = { 87: { slug: 'location-car-avec-chauffeur', en: 'coach-hire-with-driver', id: 10 }, 88: { slug: 'le-domaine', en: 'the-estate', id: 10 } } as const;
const names = { 87: 'autocars', 88: 'domaine' } as const;

describe.each(SITES)('start-up calls on site %i', (site) => {
  it('GET /parameter answers every key; an unknown userLang is a 400', async () => {
    const data = expectOk(await cov.call(site, 'GET', '/parameter'));
    expect(data.find((p: { type: string }) => p.type === 'STOCK_DISPLAY_THRESHOLD')).toMatchObject({ kind: 'NUMBER' });
    expectFail(await cov.call(site, 'GET', '/parameter', { lang: 'de_DE' }), 400, /userLang/);
  });

  it('GET /site/info answers this site; an idSite that is not a number is a 400', async () => {
    expect(expectOk(await cov.call(site, 'GET', '/site/info'))).toMatchObject({ idSite: site, name: names[site] });
    expectFail(await cov.call(site, 'GET', '/site/info', { headers: { idSite: 'abc' } }), 400, /idSite/);
  });

  it('GET /logged answers the member with a token and logged false with a bad one', async () => {
    expect(expectOk(await cov.call(site, 'GET', '/logged', { as: 'member' }))).toMatchObject({ logged: true, user: { email: `member-${site}@example.fr` } });
    expect(expectOk(await cov.call(site, 'GET', '/logged', { headers: { Authorization: 'Bearer forged-token' } }))).toEqual({ logged: false, user: null });
  });

  it('GET /news?promoted=true answers a list; promoted=maybe is a 400', async () => {
    const data = expectOk(await cov.call(site, 'GET', '/news?promoted=true'));
    expect(data.news.every((n: { promoted: boolean }) => n.promoted)).toBe(true);
    expectFail(await cov.call(site, 'GET', '/news?promoted=maybe'), 400);
  });

  it('GET /admin/address/type answers labelled types; an unknown site is a 404', async () => {
    expect(expectOk(await cov.call(site, 'GET', '/admin/address/type', { lang: 'fr' }))[0]).toEqual({ id: 1, value: 'SHIPPING', label: 'Adresse de livraison' });
    expectFail(await cov.call(site, 'GET', '/admin/address/type', { headers: { idSite: '999' } }), 404, 'Unknown site 999');
  });

  it('GET /company/address answers the head office; an unknown site is a 404', async () => {
    expect(expectOk(await cov.call(site, 'GET', '/company/address?type=HEAD_OFFICE'))[0]).toMatchObject({ type: [{ value: 'HEAD_OFFICE' }] });
    expectFail(await cov.call(site, 'GET', '/company/address', { headers: { idSite: '0' } }), 400);
  });

  it('GET /variation answers a list (the wine variations on domaine, the voucher amounts on autocars); a bad language is a 400', async () => {
    const data = expectOk(await cov.call(site, 'GET', '/variation'));
    expect(data.length > 0).toBe(true);
    expectFail(await cov.call(site, 'GET', '/variation', { lang: 'xx' }), 400);
  });

  it('GET /external-app/{app}/config/public answers a known app and 404s an unknown one', async () => {
    expect(expectOk(await cov.call(site, 'GET', '/external-app/PRODUCT_FILE_GENERATOR/config/public'))).toMatchObject({ app: 'PRODUCT_FILE_GENERATOR' });
    expectFail(await cov.call(site, 'GET', '/external-app/NOPE/config/public'), 404, /Unknown external app/);
  });

  it('GET /element/logo-footer and /element/link-footer answer items and total; a bad nbItem is a 400', async () => {
    for (const route of ['logo-footer', 'link-footer']) {
      const data = expectOk(await cov.call(site, 'GET', `/element/${route}?page=1&nbItem=100`));
      expect(data.items.length).toBe(data.total);
      expect(data.total).toBeGreaterThan(0);
      expectFail(await cov.call(site, 'GET', `/element/${route}?page=1&nbItem=-5`), 400, /nbItem/);
    }
  });

  it('GET /user answers the profile of the member and 401 without a session', async () => {
    expect(expectOk(await cov.call(site, 'GET', '/user', { as: 'member' }))).toMatchObject({ email: `member-${site}@example.fr` });
    expectFail(await cov.call(site, 'GET', '/user'), 401);
  });
});

describe.each(SITES)('pages and components on site %i', (site) => {
  it('GET /page/{id or slug} answers the page in both languages; an unknown slug is the §8 404', async () => {
    const fr = expectOk(await cov.call(site, 'GET', `/page/${page[site].slug}`, { lang: 'fr_FR' }));
    expect(fr).toMatchObject({ id: page[site].id, url: page[site].slug });
    expect(expectOk(await cov.call(site, 'GET', `/page/${page[site].id}`)).url).toBe(page[site].en);
    expectFail(await cov.call(site, 'GET', '/page/cette-page-n-existe-pas'), 404, 'This page could not be found');
  });

  it('GET /component/conf/{slug} answers the layout; an unknown slug is a 404', async () => {
    const data = expectOk(await cov.call(site, 'GET', `/component/conf/${page[site].slug}`));
    expect(data.slug).toBe(page[site].slug);
    expect(Array.isArray(data.config.layout)).toBe(true);
    expectFail(await cov.call(site, 'GET', '/component/conf/aucun-composant'), 404);
  });

  it('POST /image/load-svg answers the SVG of the site; a path outside media is a 400', async () => {
    expect(expectOk(await cov.call(site, 'POST', '/image/load-svg', { body: { url: '/media/logos/logo.svg' } }))).toMatch(/<svg[\s>]/);
    expectFail(await cov.call(site, 'POST', '/image/load-svg', { body: { url: '/media/../site.json' } }), 400);
    expectFail(await cov.call(site, 'POST', '/image/load-svg', { body: { url: 42 } }), 400, /'url'/);
  });
});

describe.each(SITES)('site extras on site %i', (site) => {
  it('GET /site/visit/{from} records a visit; a source with markup is a 400', async () => {
    const before = await cov.h.ctx.db.selectFrom('visitLogs').select('id').where('idSite', '=', site).execute();
    expect(expectOk(await cov.call(site, 'GET', '/site/visit/newsletter-novembre'), 201)).toMatchObject({ source: 'newsletter-novembre' });
    expectFail(await cov.call(site, 'GET', '/site/visit/%3Cscript%3E'), 400, /'from'/);
    const after = await cov.h.ctx.db.selectFrom('visitLogs').select('id').where('idSite', '=', site).execute();
    expect(after.length).toBe(before.length + 1);
  });

  it('GET /custom-stripe/public-key says clearly that no key is configured (the test provider stands in)', async () => {
    expectFail(await cov.call(site, 'GET', '/custom-stripe/public-key'), 404, /public key/);
  });
});
