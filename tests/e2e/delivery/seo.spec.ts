import { test, expect } from '../support/fixtures.ts';

// SEO of both sites: every page carries its canonical, the hreflang alternates fr / en /
// x-default and Open Graph; sitemap.xml and robots.txt are served per site (by Host).
const port = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3199').port;
const sites = [
  { name: 'autocars', origin: 'https://www.autocars-bocage-vendee.fr', fr: '/nous-contacter', en: '/en/contact-us' },
  { name: 'domaine', origin: 'https://www.domaine-trois-terroirs.fr', fr: '/', en: '/en' },
] as const;

for (const site of sites) {
  const base = `http://${site.name}.localhost:${port}`;

  test(`${site.name}: a page in each language names its canonical and its alternates`, async ({ page, problems }) => {
    for (const [lang, path] of [['fr', site.fr], ['en', site.en]] as const) {
      await page.goto(`${base}${path}`);
      const origin = site.origin ?? (await canonicalOrigin(page));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);
      await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', `${origin}${site.fr}`);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${origin}${site.en}`);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}${site.fr}`);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}${path}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', lang === 'fr' ? 'fr_FR' : 'en_GB');
      const jsonLd = JSON.parse((await page.locator('footer script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(jsonLd['@type']).toBe(site.name === 'domaine' ? 'Winery' : 'TravelAgency');
      expect(jsonLd.url).toBe(`${origin}/`);
    }
    expect(problems.list).toEqual([]);
  });

  test(`${site.name}: sitemap.xml lists the tree in both languages and robots.txt points at it`, async ({ page }) => {
    const sitemap = await page.goto(`${base}/sitemap.xml`);
    expect(sitemap?.status()).toBe(200);
    expect(sitemap?.headers()['content-type']).toContain('xml');
    const xml = (await sitemap?.text()) ?? '';
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    const origin = new URL(locs[0] ?? 'http://invalid').origin;
    expect(locs).toContain(`${origin}${site.fr === '/' ? '/' : site.fr}`);
    expect(locs).toContain(`${origin}${site.en}`);
    expect(locs).toContain(`${origin}/en/legal-notice`);
    expect(xml).toContain('hreflang="x-default"');
    const robots = (await (await page.goto(`${base}/robots.txt`))?.text()) ?? '';
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');
  });
}

test('the two sites serve different sitemaps', async ({ page }) => {
  const autocars = (await (await page.goto(`http://autocars.localhost:${port}/sitemap.xml`))?.text()) ?? '';
  const domaine = (await (await page.goto(`http://domaine.localhost:${port}/sitemap.xml`))?.text()) ?? '';
  expect(autocars).toContain('<loc>https://www.autocars-bocage-vendee.fr/en/contact-us</loc>');
  expect(autocars).not.toContain('domaine-trois-terroirs');
  expect(domaine).toContain('<loc>https://www.domaine-trois-terroirs.fr/en</loc>');
  expect(domaine).not.toContain('autocars-bocage-vendee');
});

async function canonicalOrigin(page: import('@playwright/test').Page): Promise<string> {
  return new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? 'http://invalid').origin;
}
