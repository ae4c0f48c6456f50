import { describe, expect, it } from 'vitest';
import { createConfigCache } from '../data/config-cache.server.ts';
import { seoFileResponse } from './seo-routes.server.ts';

const tree = [
  { id: 1, title: 'Voyages', url: 'voyages', isValid: true, showInMenu: true, paths: { fr: '/voyages', en: '/en/trips' }, children: [
    { id: 2, title: 'Caché', url: 'cache', isValid: true, showInMenu: false, paths: { fr: '/voyages/cache', en: '/en/trips/hidden' } },
  ] },
];

function deps(info: Record<string, unknown> | null) {
  const fetch = async (url: string) => {
    const path = new URL(url).pathname;
    if (path === '/site/info' && info) return Response.json({ success: true, data: info, message: '' });
    if (path === '/page') return Response.json({ success: true, data: tree, message: '' });
    return Response.json({ success: false, data: null, message: 'Unknown site 87' }, { status: 404 });
  };
  return { config: createConfigCache({ fetch, baseUrl: 'http://api.test', log: () => {} }), site: { idSite: 87, name: 'autocars' } };
}

const request = new Request('http://autocars.localhost:3000/sitemap.xml');

describe('seoFileResponse', () => {
  it('serves the sitemap of the site with both languages, on the configured public address', async () => {
    const res = await seoFileResponse('/sitemap.xml', request, deps({ idSite: 87, name: 'autocars', url: 'https://www.autocars.example' }));
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain('<loc>https://www.autocars.example/voyages</loc>');
    expect(xml).toContain('<loc>https://www.autocars.example/en/trips</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://www.autocars.example/voyages"');
    // Out of the menu, served all the same: listed.
    expect(xml).toContain('<loc>https://www.autocars.example/voyages/cache</loc>');
  });

  it('uses the request origin when the site has no address, in robots.txt too', async () => {
    const res = await seoFileResponse('/robots.txt', request, deps({ idSite: 87, name: 'autocars' }));
    const text = await res.text();
    expect(text).toContain('Sitemap: http://autocars.localhost:3000/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
  });

  it('answers 503 with a message when the site information cannot be read', async () => {
    const res = await seoFileResponse('/sitemap.xml', request, deps(null));
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('Site information unavailable');
  });
});
