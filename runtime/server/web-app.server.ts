import { Hono } from 'hono';
import type { Locale } from '../../blocks/define-block.ts';
import { createApiClient } from '../api/create-api-client.ts';
import { createConfigCache } from '../data/config-cache.server.ts';
import type { FetchLike } from '../data/config-cache.server.ts';
import type { EngineContext, SiteEntry } from '../data/engine-context.ts';
import { readCookie } from '../router/locale-cookie.ts';
import { routeEntryById } from '../router/route-table.ts';
import type { DocumentOptions } from '../entry.server.tsx';
import { createAssetResolver, entryScript, readManifest } from './asset-manifest.server.ts';
import { resolveFontFile, resolveMediaFile } from './media-file.server.ts';
import { baseSecurityHeaders, contentSecurityPolicy, createNonce } from './security-headers.server.ts';
import { isFile, safeJoin, sendFile } from './send-file.server.ts';
import { createSiteResolver, loadSites } from './site-registry.server.ts';
import { resolveWebAppOptions } from './web-app-options.server.ts';
import type { WebAppOptions } from './web-app-options.server.ts';

const INTERNAL_API = 'http://vitrine.internal';

/**
 * The web server of one process: the API under `/api` (or `API_URL`), built client assets,
 * `/fonts/{file}`, image CDN paths, `/_data` for client navigations, and SSR for every other GET.
 */
export function createWebApp(input: WebAppOptions): Hono {
  const options = resolveWebAppOptions(input);
  const { log, dev } = options;
  const sites = loadSites(options.sitesDir, log);
  const siteFor = createSiteResolver(sites, options.defaultSite);
  const manifest = options.clientDir ? readManifest(`${options.clientDir}/.vite/manifest.json`) : null;
  const assets = options.assets ?? createAssetResolver(manifest);
  const bootstrapModules = options.bootstrapModules ?? [entryScript(manifest) ?? '/runtime/entry.client.tsx'];

  const apiApp = 'app' in options.api ? options.api.app : null;
  const apiUrl = 'url' in options.api ? options.api.url : null;
  const apiFetch: FetchLike = apiApp ? async (url, init) => apiApp.request(url, init) : (url, init) => fetch(url, init);
  const apiBase = apiUrl ? apiUrl.replace(/\/+$/, '') : INTERNAL_API;
  const browserApiBase = apiApp ? '/api' : apiBase;
  const apiOrigin = apiApp ? null : new URL(apiBase).origin;
  const config = createConfigCache({ fetch: apiFetch, baseUrl: apiBase, freshMs: options.configFreshMs, log });

  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(baseSecurityHeaders)) c.res.headers.set(name, value);
  });
  if (apiApp) app.route('/api', apiApp);

  app.get('/assets/*', (c) => {
    const file = options.clientDir ? safeJoin(options.clientDir, c.req.path) : null;
    if (!file || !isFile(file)) return c.text('Not found', 404);
    return sendFile(file, 'public, max-age=31536000, immutable', c.req.method);
  });
  app.get('/fonts/*', (c) => {
    const file = resolveFontFile(siteFor(c.req.header('host')).dir, c.req.path);
    return file ? sendFile(file, 'public, max-age=31536000, immutable', c.req.method) : c.text('Not found', 404);
  });
  app.get('/ik-seo/*', (c) => {
    const file = resolveMediaFile(siteFor(c.req.header('host')).dir, c.req.path);
    return file ? sendFile(file, 'public, max-age=86400', c.req.method) : c.text('Not found', 404);
  });

  const engineFor = (request: Request, site: SiteEntry): EngineContext => {
    const cookie = request.headers.get('cookie') ?? '';
    const authorization = request.headers.get('authorization');
    const token = readCookie(cookie, 'token') ?? null;
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (authorization) headers.authorization = authorization;
    return {
      site,
      dev,
      config,
      api: (locale: Locale) => createApiClient({ baseUrl: apiBase, idSite: site.idSite, locale, fetch: apiFetch as typeof fetch, headers, token, credentials: 'omit' }),
      hasSession: Boolean(token || authorization),
      apiBaseUrl: browserApiBase,
      log,
    };
  };

  app.get('/_data', async (c) => {
    const path = c.req.query('path') ?? '';
    if (!path.startsWith('/') || path.startsWith('//') || path.length > 2048) {
      return c.json({ status: 400, loaderData: {}, errors: null, message: 'path must be a site path starting with /' }, 400);
    }
    const routes = c.req.query('routes');
    const ids = routes ? routes.split(',').filter((id) => id === 'root' || routeEntryById.has(id)) : null;
    const entry = await options.entry();
    return entry.renderData(c.req.raw, engineFor(c.req.raw, siteFor(c.req.header('host'))), path, ids);
  });

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const nonce = createNonce();
    const entry = await options.entry();
    const documentOptions: DocumentOptions = { nonce, bootstrapModules, assets, log };
    if (options.preamble) documentOptions.preamble = options.preamble;
    const response = await entry.renderDocument(c.req.raw, engineFor(c.req.raw, siteFor(c.req.header('host'))), documentOptions);
    if (response.headers.get('content-type')?.startsWith('text/html')) {
      response.headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, { apiOrigin, dev }));
    }
    return response;
  });

  app.onError((error, c) => {
    log(`[web] ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return c.text('Error', 500);
  });
  return app;
}
