import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../blocks/define-block.ts';
import { createApiClient } from '../api/create-api-client.ts';
import type { EngineContext, SiteEntry } from '../data/engine-context.ts';
import { formPostRoute, postLocale } from './form-post-route.server.ts';

const site: SiteEntry = { name: 'domaine', idSite: 88, hosts: ['domaine.localhost'], dir: '/tmp/domaine' };

/** A web app with the form route, whose API records each call's locale and forwarded address. */
function appWithRoute() {
  const seen: { locale: Locale; address: string | null; url: string }[] = [];
  const app = new Hono();
  formPostRoute(app, {
    siteFor: () => site,
    engineFor: (_request, _site, address) =>
      ({
        api: (locale: Locale) =>
          createApiClient({
            baseUrl: 'http://api.test',
            idSite: 88,
            locale,
            headers: address ? { 'x-forwarded-for': address } : {},
            fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
              seen.push({ locale, address: new Headers(init?.headers).get('x-forwarded-for'), url: String(input) });
              return new Response(JSON.stringify({ success: true, data: { ok: true }, message: '' }), { headers: { 'Content-Type': 'application/json' } });
            },
          }),
      }) as unknown as EngineContext,
  });
  return { app, seen };
}

function newsletterPost(headers: Record<string, string>) {
  const body = new FormData();
  body.append('_return', '/en/news');
  body.append('_target', 'newsletter');
  body.append('email', 'ines@example.fr');
  return new Request('http://domaine.localhost/_forms/newsletter', { method: 'POST', body, headers });
}

describe('formPostRoute', () => {
  it('sends the answers in the page’s language and redirects back with the outcome', async () => {
    const { app, seen } = appWithRoute();
    const response = await app.request(newsletterPost({ referer: 'http://domaine.localhost/en/news' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/news?form=newsletter&formStatus=sent#form-newsletter');
    expect(seen).toEqual([expect.objectContaining({ locale: 'en', url: 'http://api.test/newsletter/subscribe' })]);
  });

  it('refuses a post from another site', async () => {
    const { app, seen } = appWithRoute();
    const response = await app.request(newsletterPost({ origin: 'https://evil.example', host: 'domaine.localhost' }));
    expect(response.status).toBe(403);
    expect(seen).toEqual([]);
  });
});

describe('postLocale', () => {
  it('reads the language of the page the form was sent from, else the locale cookie, else French', () => {
    const at = (headers: Record<string, string>) => new Request('http://domaine.localhost/_forms/contact', { method: 'POST', headers });
    expect(postLocale(at({ referer: 'http://domaine.localhost/en/contact-us' }))).toBe('en');
    expect(postLocale(at({ referer: 'https://elsewhere.example/en/x', cookie: 'locale=fr_FR' }))).toBe('fr_FR');
    expect(postLocale(at({ cookie: 'locale=en' }))).toBe('en');
    expect(postLocale(at({}))).toBe('fr_FR');
  });
});
