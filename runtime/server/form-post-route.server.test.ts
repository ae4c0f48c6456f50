import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../rules/locale.ts';
import { createApiClient } from '../api/create-api-client.ts';
import type { EngineContext, SiteEntry } from '../data/engine-context.ts';
import { formPostRoute, postLocale } from './form-post-route.server.ts';

const site: SiteEntry = { name: 'domaine', idSite: 88, hosts: ['domaine.localhost'], dir: '/tmp/domaine' };

interface Rendered {
  url: string;
  method: string;
  echo: EngineContext['formEcho'];
}

/** A web app with the form route, whose API records each call's locale and forwarded address. */
function appWithRoute(options: { apiStatus?: number; page?: (request: Request) => Response } = {}) {
  const seen: { locale: Locale; address: string | null; url: string }[] = [];
  const rendered: Rendered[] = [];
  const app = new Hono();
  formPostRoute(app, {
    siteFor: () => site,
    renderPage: async (request, engine) => {
      rendered.push({ url: request.url, method: request.method, echo: engine.formEcho });
      return options.page ? options.page(request) : new Response('<!doctype html><p>page</p>', { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' } });
    },
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
              const status = options.apiStatus ?? 200;
              return new Response(JSON.stringify({ success: status < 400, data: { ok: true }, message: status < 400 ? '' : 'Trop de demandes' }), {
                status,
                headers: { 'Content-Type': 'application/json' },
              });
            },
          }),
        log: () => {},
      }) as unknown as EngineContext,
  });
  app.post('*', (c) => c.text('another route', 418));
  return { app, seen, rendered };
}

function pagePost(path: string, email: string) {
  const body = new FormData();
  body.append('_form', 'newsletter');
  body.append('_target', 'newsletter');
  body.append('email', email);
  return new Request(`http://domaine.localhost${path}`, { method: 'POST', body });
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

describe('formPostRoute answering a refused post with its page', () => {
  it('renders the page itself (GET of the same path) with the echo, as 422, never cached', async () => {
    const { app, seen, rendered } = appWithRoute();
    const response = await app.request(pagePost('/en/news?page=2&form=newsletter&formStatus=sent', 'ines@'));
    expect(response.status).toBe(422);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('<p>page</p>');
    expect(rendered).toEqual([
      {
        url: 'http://domaine.localhost/en/news?page=2',
        method: 'GET',
        echo: { formId: 'newsletter', status: 'invalid', values: { email: 'ines@' }, errors: { email: { id: 'newsletter.invalid' } }, message: '' },
      },
    ]);
    expect(seen).toEqual([]);
  });

  it('answers 503 with the page, answers kept, when the API fails', async () => {
    const { app, rendered } = appWithRoute({ apiStatus: 503 });
    const response = await app.request(pagePost('/actualites', 'ines@example.fr'));
    expect(response.status).toBe(503);
    expect(rendered[0]!.echo).toMatchObject({ status: 'failed', values: { email: 'ines@example.fr' }, message: 'Trop de demandes' });
  });

  it('falls back to the redirect with ?formStatus= when the page does not render', async () => {
    const { app } = appWithRoute({ page: () => new Response('gone', { status: 404, headers: { 'Content-Type': 'text/html' } }) });
    const response = await app.request(pagePost('/actualites', 'ines@'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/actualites?form=newsletter&formStatus=invalid#form-newsletter');
  });

  it('leaves a post that is not a form to the next routes', async () => {
    const { app } = appWithRoute();
    const response = await app.request(new Request('http://domaine.localhost/anything', { method: 'POST', body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
    expect(response.status).toBe(418);
  });
});

describe('postLocale', () => {
  it('reads the language of the page the form was sent from, else the locale cookie, else French', () => {
    const at = (headers: Record<string, string>) => new Request('http://domaine.localhost/_forms/contact', { method: 'POST', headers });
    expect(postLocale(at({ referer: 'http://domaine.localhost/en/contact-us' }))).toBe('en');
    expect(postLocale(at({ referer: 'https://elsewhere.example/en/x', cookie: 'locale=fr_FR' }))).toBe('fr_FR');
    expect(postLocale(at({ cookie: 'locale=en' }))).toBe('en');
    expect(postLocale(at({}))).toBe('fr_FR');
    expect(postLocale(new Request('http://domaine.localhost/en/contact-us', { method: 'POST', headers: { cookie: 'locale=fr_FR' } }))).toBe('en');
  });
});
