import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// jsdom (the component tests' DOM) has no type declarations here: only its constructor is used.
// @ts-expect-error -- no declaration file for 'jsdom'
import { JSDOM } from 'jsdom';
import type { ContextHandle } from '../server/create-context.ts';
import { createMemoryLogger } from '../server/logger.ts';
import { projectRoot } from '../server/paths.ts';
import type { createWebApp } from './web-app.server.ts';
import { webAppOverSites } from './web-app.test-utils.ts';

/*
 * The §3 page fields in the server's HTML (issue 37 row 2, decision 0062): the real autocars pages
 * (a header over the tour bus page, a right-hand column on the guided tours page, an icon beside
 * the accessible coach’s menu entry), and a copy where "Notre histoire" draws its own header and footer
 * and domaine lays its product page out as a gallery.
 */
const realSites = join(projectRoot, 'site-configs');
const sitesDir = mkdtempSync(join(tmpdir(), 'vitrine-chrome-sites-'));
let ctx: ContextHandle;
let web: ReturnType<typeof createWebApp>;

type TreePage = { id: number; children: TreePage[] } & Record<string, unknown>;
const find = (pages: TreePage[], id: number): TreePage | undefined => pages.map((page) => (page.id === id ? page : find(page.children, id))).find(Boolean);

beforeAll(async () => {
  for (const site of ['autocars', 'domaine']) cpSync(join(realSites, site), join(sitesDir, site), { recursive: true, filter: (src) => !src.includes('media-src') });
  const parametersFile = join(sitesDir, 'domaine/parameters.json');
  const parameters = JSON.parse(readFileSync(parametersFile, 'utf8')) as { parameters: { type: string; value: unknown }[] };
  parameters.parameters.find((one) => one.type === 'PRODUCT_PAGE_STYLE')!.value = 'GALLERY';
  writeFileSync(parametersFile, JSON.stringify(parameters, null, 2));
  const file = join(sitesDir, 'autocars/pages.json');
  const tree = JSON.parse(readFileSync(file, 'utf8')) as { pages: TreePage[] };
  Object.assign(find(tree.pages, 53)!, { isCustomHeader: true, isCustomFooter: true });
  writeFileSync(file, JSON.stringify(tree, null, 2));
  ({ ctx, web } = await webAppOverSites(sitesDir, 'production', createMemoryLogger()));
});

afterAll(async () => {
  await ctx?.close();
  rmSync(sitesDir, { recursive: true, force: true });
});

async function page(path: string, host = 'autocars.localhost:3000'): Promise<Document> {
  const response = await web.request(path, { headers: { host } });
  expect(response.status).toBe(200);
  return (new JSDOM(await response.text()) as { window: { document: Document } }).window.document;
}

describe('the page fields of §3 in the served HTML (decision 0062)', () => {
  it('lays the site header over the top of a page with useAbsoluteMenu, and only there', async () => {
    expect((await page('/location-car-avec-chauffeur/location-tourbus')).querySelector('.site-header')?.getAttribute('data-overlay')).toBe('true');
    expect((await page('/en/coach-hire-with-driver/tour-bus-hire')).querySelector('.site-header')?.getAttribute('data-overlay')).toBe('true');
    expect((await page('/voyages-organises')).querySelector('.site-header')?.hasAttribute('data-overlay')).toBe(false);
  });

  it('puts the last block of a page with isFixedOnRight in a right-hand column, its hero across the page', async () => {
    const doc = await page('/voyages-organises/circuit-touristique-france-europe');
    const view = doc.querySelector('.vitrine-page--right');
    expect(view).not.toBeNull();
    expect(view?.querySelector('.vitrine-page__columns > .vitrine-page__aside .block-call-to-action')).not.toBeNull();
    expect(view?.querySelector('.vitrine-page__columns .block-hero')).toBeNull();
    expect(view?.querySelector('.block-hero h1')).not.toBeNull();
  });

  it('shows the icon of a page’s menuIcon beside its menu entry, decorative', async () => {
    const doc = await page('/');
    const link = [...doc.querySelectorAll('.submenu__link')].find((a) => a.getAttribute('href') === '/location-car-avec-chauffeur/location-car-pmr');
    const icon = link?.querySelector('img.menu-icon');
    expect(icon?.getAttribute('alt')).toBe('');
    expect(icon?.getAttribute('src')).toContain('/ik-seo/media/elements/accessibilite-pmr/');
  });

  it('draws a page’s own header and footer from its first and last blocks (isCustomHeader, isCustomFooter), keeping the legal links', async () => {
    const doc = await page('/entreprise/notre-histoire');
    expect(doc.querySelector('.site-header')).toBeNull();
    expect(doc.querySelector('main .vitrine-page > header.vitrine-page__header .block-hero h1')).not.toBeNull();
    expect(doc.querySelector('main .vitrine-page > footer.vitrine-page__footer [class*="block-gallery"]')).not.toBeNull();
    expect(doc.querySelector('.site-footer .legal-bar')).not.toBeNull();
    expect(doc.querySelector('.site-footer .site-footer__grid')).toBeNull();
    expect((await page('/entreprise/qui-sommes-nous')).querySelector('.site-footer .site-footer__grid')).not.toBeNull();
    const usual = await page('/entreprise/qui-sommes-nous');
    expect(usual.querySelector('.site-header')).not.toBeNull();
  });

  it('lays the product page out in the site’s PRODUCT_PAGE_STYLE (issue 37 row 4)', async () => {
    const doc = await page('/wines/muscadet-sevre-et-maine-sur-lie-les-schistes/1', 'domaine.localhost:3000');
    expect(doc.querySelector('article.block-product-detail')?.getAttribute('data-style')).toBe('gallery');
    expect(doc.querySelector('article.block-product-detail .product-detail__media img')?.getAttribute('sizes')).toBe('(min-width: 1280px) 1200px, 100vw');
  });
});
