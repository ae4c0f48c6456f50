import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import type { Locale } from '../rules/locale.ts';
import { createApiClient } from '../runtime/engine/api/create-api-client.ts';
import { createConfigCache } from './data/config-cache.server.ts';
import type { FetchLike } from './data/config-cache.server.ts';
import type { EngineContext, SiteEntry } from './data/engine-context.ts';
import { oncePerRequestFetch } from './data/once-per-request-fetch.server.ts';
import { directApiFetch } from './data/direct-api-fetch.server.ts';
import { watchOutage } from '../runtime/engine/data/site-unavailable.ts';
import { readCookie } from '../runtime/engine/cookies/read-cookie.ts';
import { cartIdOfCookie } from '../runtime/engine/cookies/cart-id-cookie.ts';
import { routeEntryById } from '../runtime/engine/router/route-table.ts';
import type { DocumentOptions } from './entry.server.tsx';
import { createAssetResolver, entryScript, readManifest } from './assets/asset-manifest.server.ts';
import { resolveFaviconFile, resolveFontFile, resolveMediaFile } from './assets/media-file.server.ts';
import { createImageVariants } from './assets/image-variants.server.ts';
import { imageVariantStoreFromEnv } from './assets/image-variant-store.server.ts';
import { libraryOriginals } from './assets/library-original.server.ts';
import { dataDirFromEnv } from '../server/paths.ts';
import { contentSecurityPolicy, createNonce, securityHeaders } from './security/security-headers.server.ts';
import { pageNonce } from './security/page-nonce.server.ts';
import { knownHostsOnly } from './security/known-hosts-only.server.ts';
import { createRenderMemo } from './document/render-memo.server.ts';
import { createPageValidators } from './page-validators.server.ts';
import { isFile, safeJoin, sendFile } from './assets/send-file.server.ts';
import { compression } from './assets/compression.server.ts';
import { sendAsset } from './assets/send-asset.server.ts';
import { createSiteRegistry } from './site-registry.server.ts';
import { wireConfigReload } from './config-reload.server.ts';
import { assertProjectBlockFolders } from './block-server/block-folders.server.ts';
import { catalogueRoutes } from './catalogue/catalogue-routes.server.tsx';
import { inspectorRoutes } from './inspector/inspector-routes.server.ts';
import { editorPageRoutes } from './editor/editor-page-routes.server.ts';
import { mailboxRoutes } from './admin/mailbox/mailbox-routes.server.tsx';
import { adminRoutes } from './admin/admin-routes.server.tsx';
import { siteFileRoutes } from './site-file-routes.server.ts';
import { adminSetupRoutes } from './admin/setup/admin-setup-routes.server.tsx';
import { invitationRoutes } from './admin/invitation/invitation-routes.server.tsx';
import { appendHtml } from './dev/append-html.server.ts';
import { devClientScript } from '../runtime/tools/dev/dev-client-script.ts';
import { createDevEvents } from './dev/dev-events.server.ts';
import { createDevProblems } from './dev/dev-problems.server.ts';
import { htmlLang, localeFromPath } from '../runtime/engine/router/locale.ts';
import { resolveWebAppOptions } from './web-app-options.server.ts';
import { seoFileResponse } from './seo-server/seo-routes.server.ts';
import { pagePolicy } from './security/page-policy.server.ts';
import { trackingCsp } from './security/tracking-csp.server.ts';
import { CROSS_ORIGIN_FORM_MESSAGE, isCrossOriginWrite } from '../server/http/same-origin.ts';
import { sameSitePath } from '../rules/web/same-site-path.ts';
import { visitorAddress } from './visitor-address.server.ts';
import { technicalFileRoutes } from './assets/technical-file.server.ts';
import { giftVoucherRoutes } from './assets/gift-voucher.server.ts';
import { healthRoute } from './health-route.server.ts';
import type { WebAppOptions } from './web-app-options.server.ts';
import { boundWebBodies } from './page-post-body.server.ts';
import { draftHeaders, wantsDraft } from './editor/wants-draft.server.ts';
import { editorPreviewRoutes } from './admin/editor-preview-routes.server.ts';
import { pickText } from '../rules/text/pick-text.ts';

const INTERNAL_API = 'http://vitrine.internal';

/**
 * Media (`/ik-seo/…`): a week in any cache, then revalidated by ETag (their
 * addresses carry no content hash: a replaced image is seen within the week, at once on reload).
 */
export const MEDIA_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

/**
 * Fonts (`/fonts/{file}`, names without a content hash, §7): a day fresh, then used while
 * revalidated by ETag for a week (a 304 costs no bytes); not `immutable`, so a replaced font is seen.
 */
export const FONT_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';


/**
 * The web server of one process: the API under `/api` (or `API_URL`), built client assets,
 * `/fonts/{file}`, image CDN paths, `/_data` for client navigations, the block catalogue
 * `/_blocks`, and SSR for every other GET. Configuration changes are served at once (see
 * `wireConfigReload`); in development, `/_dev/events` tells open pages to reload and pages show
 * the configuration's validate messages in an overlay.
 */
export function createWebApp(input: WebAppOptions): Hono {
  assertProjectBlockFolders();
  const options = resolveWebAppOptions(input);
  const { log, dev } = options;
  const registry = createSiteRegistry(options.sitesDir, options.defaultSite, log);
  const siteFor = registry.siteFor;
  const manifest = options.clientDir ? readManifest(`${options.clientDir}/.vite/manifest.json`) : null;
  const assets = options.assets ?? createAssetResolver(manifest);
  const bootstrapModules = options.bootstrapModules ?? [entryScript(manifest) ?? '/host/entry.client.tsx'];

  const apiApp = 'app' in options.api ? options.api.app : null;
  const apiUrl = 'url' in options.api ? options.api.url : null;
  const apiFetch: FetchLike = apiApp ? async (url, init) => apiApp.request(url, init) : (url, init) => fetch(url, init);
  // The pages' API calls: in this process, answered with the envelope as a value (decision 0043),
  // frozen outside production so a page that changed a shared answer fails its tests.
  const callFetch = apiApp ? directApiFetch(apiApp, { freeze: process.env.NODE_ENV !== 'production' }) : (apiFetch as typeof fetch);
  const apiBase = apiUrl ? apiUrl.replace(/\/+$/, '') : INTERNAL_API;
  const browserApiBase = apiApp ? '/api' : apiBase;
  const apiOrigin = apiApp ? null : new URL(apiBase).origin;
  const freshMs = options.configFreshMs ?? 1000;
  const config = createConfigCache({ fetch: apiFetch, baseUrl: apiBase, freshMs, log });
  const events = dev ? createDevEvents() : null;
  const problems = dev ? createDevProblems(options.sitesDir, options.configProblems, log) : null;
  wireConfigReload(
    { onConfigChange: options.onConfigChange, sitesDir: options.sitesDir, freshMs, log },
    {
      clearCache: config.clear,
      reloadSites: registry.reload,
      changed: () => events?.broadcast('reload'),
    },
  );

  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Served-By', options.instanceId);
  });
  app.use('*', securityHeaders());
  if (!dev) app.use('*', knownHostsOnly(registry.knows));
  app.use('*', compression());
  app.use('*', boundWebBodies);
  if (apiApp) app.route('/api', apiApp);
  if (options.health) healthRoute(app, options.health);

  app.get('/assets/*', (c) => {
    const file = options.clientDir ? safeJoin(options.clientDir, c.req.path) : null;
    if (!file || !isFile(file)) return c.text('Not found', 404);
    return sendAsset(file, 'public, max-age=31536000, immutable', c.req.raw);
  });
  app.get('/fonts/*', (c) => {
    const file = resolveFontFile(siteFor(c.req.header('host')).dir, c.req.path);
    return file ? sendFile(file, FONT_CACHE, c.req.raw) : c.text('Not found', 404);
  });
  app.get('/favicon.ico', (c) => {
    const file = resolveFaviconFile(siteFor(c.req.header('host')).dir);
    return file ? sendFile(file, 'public, max-age=86400', c.req.raw) : c.body(null, 204, { 'Cache-Control': 'public, max-age=86400' });
  });
  const images = createImageVariants({ store: options.imageStore ?? (() => imageVariantStoreFromEnv(process.env)), cacheControl: MEDIA_CACHE, log });
  const libraryOriginal = libraryOriginals({ apiFetch, apiBase, folder: options.mediaLibraryDir ?? join(dataDirFromEnv(process.env), 'media-library') });
  app.get('/ik-seo/*', async (c) => {
    const site = siteFor(c.req.header('host'));
    const file = resolveMediaFile(site.dir, c.req.path) ?? (await libraryOriginal(site.idSite, c.req.path));
    if (!file) return c.text('Not found', 404);
    return images.serve(c.req.raw, file, c.req.path.slice(c.req.path.lastIndexOf('.') + 1), c.req.query('tr'));
  });

  // The shop's technical files (PDF), asked of the API with the host’s site (host/assets/technical-file.server.ts).
  technicalFileRoutes(app, { siteFor, apiFetch, apiBase });
  // The printable gift vouchers of the voucher mail (signed links, host/assets/gift-voucher.server.ts).
  giftVoucherRoutes(app, { siteFor, apiFetch, apiBase });

  /**
   * The engine of one request. `draft`: the page is rendered from the site's draft when the API
   * finds an admin session (the preview switch, host/editor/wants-draft.server.ts): its
   * configuration reads then go through a cache of this request alone, with the session, never
   * through the shared one visitors read.
   */
  const engineFor = (request: Request, site: SiteEntry, address?: string | null, draft = false): EngineContext => {
    const cookie = request.headers.get('cookie') ?? '';
    const authorization = request.headers.get('authorization');
    const token = readCookie(cookie, 'token') ?? null;
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (authorization) headers.authorization = authorization;
    // The visitor's address, for the API's per-address rate limits (see visitorAddress).
    if (address) headers['x-forwarded-for'] = address;
    const drafted = draft ? draftHeaders(request) : null;
    if (drafted) Object.assign(headers, drafted);
    const requestFetch = oncePerRequestFetch(callFetch);
    const requestConfig = drafted
      ? createConfigCache({ fetch: (url, init) => apiFetch(url, { ...init, headers: { ...(init?.headers as Record<string, string> | undefined), ...drafted } }), baseUrl: apiBase, freshMs: 0, log })
      : config;
    return {
      site,
      dev,
      config: requestConfig,
      api: (locale: Locale, onUnavailable?: () => void) => {
        const fetchImpl = requestFetch;
        return createApiClient({
          baseUrl: apiBase,
          idSite: site.idSite,
          locale,
          fetch: onUnavailable ? watchOutage(fetchImpl, onUnavailable) : fetchImpl,
          headers,
          token,
          credentials: 'omit',
        });
      },
      hasSession: Boolean(token || authorization),
      cartId: cartIdOfCookie(cookie),
      apiBaseUrl: browserApiBase,
      log,
    };
  };

  if (events) app.get('/_dev/events', (c) => events.connect(c.req.raw.signal));
  catalogueRoutes(app, {
    dev,
    siteFor,
    engineFor,
    entry: options.catalogueEntry,
    stylesheets: (types) => assets(types).css,
    nonce: createNonce,
    csp: (nonce) => contentSecurityPolicy(nonce, { apiOrigin, dev }),
  });

  // The tools with a client build of their own (dist/inspector, dist/editor) share their wiring.
  const toolDeps = (dir: string) => ({
    builtDir: options.clientDir ? resolve(options.clientDir, `../${dir}`) : null,
    siteFor,
    engineFor,
    nonce: createNonce,
    csp: (nonce: string) => contentSecurityPolicy(nonce, { apiOrigin, dev }),
    sendAsset: (file: string, request: Request) => sendAsset(file, 'public, max-age=31536000, immutable', request),
    safeJoin,
    isFile,
  });
  inspectorRoutes(app, toolDeps('inspector'));
  editorPageRoutes(app, toolDeps('editor'));

  mailboxRoutes(app, { dev, mailbox: options.mailbox ?? null, siteFor, engineFor });
  /** A GET of the API for a site, with the request's session (admin files, files linked from mails). */
  const apiRaw = (request: Request, site: SiteEntry, path: string): Promise<Response> => {
    const forwarded: Record<string, string> = { idSite: String(site.idSite) };
    const cookie = request.headers.get('cookie');
    const authorization = request.headers.get('authorization');
    if (cookie) forwarded.cookie = cookie;
    if (authorization) forwarded.authorization = authorization;
    const token = readCookie(cookie ?? '', 'token');
    if (token && !authorization) forwarded.authorization = `Bearer ${token}`;
    return Promise.resolve(apiFetch(`${apiBase}${path}`, { headers: forwarded }));
  };
  siteFileRoutes(app, { siteFor, apiRaw });
  adminSetupRoutes(app, { siteFor, engineFor });
  invitationRoutes(app, { siteFor, engineFor });
  const admin = adminRoutes(app, {
    siteFor,
    engineFor,
    catalogueEntry: options.catalogueEntry,
    stylesheets: (types) => assets(types).css,
    nonce: createNonce,
    csp: (nonce) => contentSecurityPolicy(nonce, { apiOrigin, dev }),
    apiRaw,
    previewShot: options.previewShot ?? null,
    instanceId: options.instanceId,
    log,
  });

  /**
   * SSR of a page with its security headers (a GET, or a no-JavaScript form post to the page).
   * `nonce` null: a page with no nonce, its boot script allowed by hash (see pageNonce).
   */
  // The pages for no one in particular rendered in the last minute, served again without a render (issue 39); not
  // while developing, where the code of the blocks changes under the same data.
  const renderMemo = options.renderMemo ? createRenderMemo() : null;
  const renderPage = async (request: Request, engine: EngineContext, nonce: string | null): Promise<Response> => {
    const entry = await options.entry();
    const tracking = await trackingCsp(config, engine.site);
    const documentOptions: DocumentOptions = {
      nonce,
      bootstrapModules,
      assets,
      log,
      contentSecurityPolicy: pagePolicy(tracking, { apiOrigin, dev }),
    };
    if (options.preamble) documentOptions.preamble = options.preamble;
    if (renderMemo) documentOptions.renderMemo = renderMemo;
    return entry.renderDocument(request, engine, documentOptions);
  };
  const withValidators = createPageValidators();
  editorPreviewRoutes(app, { siteFor, engineFor, renderPage, layoutHash: admin.layoutHash, nonce: createNonce });

  app.get('/sitemap.xml', (c) => seoFileResponse('/sitemap.xml', c.req.raw, { config, site: siteFor(c.req.header('host')), log }));
  app.get('/robots.txt', (c) => seoFileResponse('/robots.txt', c.req.raw, { config, site: siteFor(c.req.header('host')), log }));
  app.get('/:file{sitemap-[1-9][0-9]*\\.xml}', (c) => seoFileResponse(`/${c.req.param('file')}` as `/sitemap-${number}.xml`, c.req.raw, { config, site: siteFor(c.req.header('host')), log }));

  app.get('/_data', async (c) => {
    const path = sameSitePath(c.req.query('path'));
    if (path === null) {
      return c.json({ status: 400, loaderData: {}, errors: null, message: 'path must be a site path starting with /' }, 400);
    }
    const routes = c.req.query('routes');
    const ids = routes ? routes.split(',').filter((id) => id === 'root' || routeEntryById.has(id)) : null;
    const entry = await options.entry();
    const draft = wantsDraft(c.req.raw);
    const data = await entry.renderData(c.req.raw, engineFor(c.req.raw, siteFor(c.req.header('host')), visitorAddress(c.req.raw, c.env), draft), path, ids);
    if (draft) data.headers.set('Cache-Control', 'private, no-store');
    return data;
  });

  // A form posted without JavaScript to its page: the page route's action (host/data/page-action.server.ts)
  // hands it to the block that posted it. Other POST bodies are no page's business (404).
  app.post('*', async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) return next();
    if (isCrossOriginWrite(c.req.raw)) return c.text(pickText(CROSS_ORIGIN_FORM_MESSAGE, localeFromPath(c.req.path)), 403);
    // Its body is bounded while read (boundWebBodies: 1 MB urlencoded, 25 MB multipart).
    const response = await renderPage(c.req.raw, engineFor(c.req.raw, siteFor(c.req.header('host')), visitorAddress(c.req.raw, c.env), wantsDraft(c.req.raw)), createNonce());
    response.headers.set('Cache-Control', 'no-store');
    return response;
  });

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const site = siteFor(c.req.header('host'));
    const nonce = await pageNonce(config, site, dev);
    const draft = wantsDraft(c.req.raw);
    const engine = engineFor(c.req.raw, site, visitorAddress(c.req.raw, c.env), draft);
    let response = await renderPage(c.req.raw, engine, nonce);
    if (draft) {
      // Maybe the draft (an admin's), maybe not: kept by no cache, and no layout hash stored from it.
      response.headers.set('Cache-Control', 'private, no-store');
      response.headers.delete('ETag');
      return response;
    }
    if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
    if (c.req.method === 'GET' && response.status === 200) admin.checkBrowsedPage(c, engine);
    if (!nonce) return withValidators(c.req.raw, response);
    if (problems && c.req.method === 'GET') {
      const script = devClientScript({ problems: problems.of(site.name), lang: htmlLang(localeFromPath(c.req.path)) });
      response = appendHtml(response, `<script nonce="${nonce}">${script}</script>`);
    }
    return response;
  });

  app.onError((error, c) => {
    log(`[web] ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return c.text('Error', 500);
  });
  return app;
}
