import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticRouter, StaticRouterProvider } from 'react-router';
import type { StaticHandler, StaticHandlerContext } from 'react-router';
import { BlockLibraryContext } from '../runtime/web/blocks/block-library-context.ts';
import { serverBlockLibrary } from './block-server/server-block-library.ts';
import { createRoutes } from '../runtime/web/app/create-routes.tsx';
import { DocumentContext } from '../runtime/web/app/document-context.ts';
import type { PageAssets } from '../runtime/web/app/document-context.ts';
import { serializeRouteErrors } from '../runtime/web/app/route-errors.ts';
import type { EngineContext } from './data/engine-context.ts';
import { rootLoader } from './data/root-loader.server.ts';
import { pageLoaderFor } from './data/page-loader.server.ts';
import { RETRY_AFTER_SECONDS } from '../runtime/engine/data/site-unavailable.ts';
import { pageActionFor } from './data/page-action.server.ts';
import { localeFromPath } from '../runtime/engine/router/locale.ts';
import { isSharedCacheable, pageCacheControl } from '../runtime/engine/router/page-cache-control.ts';
import { localeCookieUpdate } from '../runtime/engine/router/locale-cookie.ts';
import { createStaticHandlers } from './router/static-handlers.server.ts';
import { bootScript } from './document/boot-json.server.ts';
import { CLIENT_START_CODE, clientStart, type ClientStart } from './document/client-start.ts';
import { documentBody } from '../runtime/web/render/document/coalesce-chunks.ts';
import { renderWhole } from './document/render-whole.server.ts';
import type { RenderMemo } from './document/render-memo.server.ts';
import { withDocumentBytes } from '../runtime/web/render/document/document-bytes.ts';
import type { InlineScripts } from './security/security-headers.server.ts';
import { registerShellParts } from './shell-server/register-shell-parts.server.ts';

/** The route table with the server loaders and the page action (no-JavaScript form posts); built once. */
// The shell's kept parts (footer) render from their code here; the browser keeps their HTML.
registerShellParts();
const handlers = createStaticHandlers(createRoutes({ root: rootLoader, page: pageLoaderFor, pageAction: pageActionFor }));
/** The routes of the handler that answered a query (its matches point into them). */
const routesOfContext = new WeakMap<StaticHandlerContext, StaticHandler['dataRoutes']>();

export interface DocumentOptions {
  /**
   * The response's CSP nonce, or null for a page whose bytes must be the same for every visitor
   * (a shared cache may keep it): it is then rendered whole, with no inline script but the boot
   * script, which the policy allows by its hash (decision 0020).
   */
  nonce: string | null;
  /** The Content-Security-Policy for the page's inline scripts (set on HTML answers when given). */
  contentSecurityPolicy?: (inline: InlineScripts) => string;
  /** Module scripts that start the client (the entry chunk, or Vite's dev client + entry), imported by `CLIENT_START_CODE`. */
  bootstrapModules: string[];
  /** Inline code run before them (development: the React refresh preamble). */
  preamble?: string;
  assets: (blockTypes: readonly string[]) => PageAssets;
  log: (line: string) => void;
  /** The pages for no one in particular already rendered, served again without a render (`createRenderMemo`). */
  renderMemo?: RenderMemo;
}

/** What the browser entry reads from `window.__vitrine`. */
export interface ClientBootData {
  hydrationData: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null; errors: unknown };
  blockTypes: string[];
  /** The scripts `CLIENT_START_CODE` loads once the first frame is painted. */
  start: ClientStart;
}

function leafBlockTypes(context: StaticHandlerContext): string[] {
  const leaf = context.matches[context.matches.length - 1];
  const data = leaf ? (context.loaderData[leaf.route.id] as { blockTypes?: unknown } | undefined) : undefined;
  return Array.isArray(data?.blockTypes) ? (data.blockTypes as string[]) : [];
}

/** Runs the route loaders of a document request: the handler context, or a redirect Response. */
export async function queryDocument(request: Request, engine: EngineContext): Promise<StaticHandlerContext | Response> {
  const handler = handlers.forPath(new URL(request.url).pathname);
  const context = await handler.query(request, { requestContext: engine });
  if (!(context instanceof Response)) routesOfContext.set(context, handler.dataRoutes);
  return context;
}

/**
 * The React tree of a document whose loaders have run. `renderDocument` streams it; the SSR bench
 * renders the very same tree with `renderToString` as its baseline.
 */
export function documentTree(context: StaticHandlerContext, options: Pick<DocumentOptions, 'nonce' | 'assets'>): ReactElement {
  const router = createStaticRouter(routesOfContext.get(context) ?? handlers.full.dataRoutes, context);
  const nonce = options.nonce ?? undefined;
  return (
    <DocumentContext.Provider value={{ ...(nonce ? { nonce } : {}), assets: options.assets }}>
      <BlockLibraryContext.Provider value={serverBlockLibrary}>
        <StaticRouterProvider router={router} context={context} hydrate={false} {...(nonce ? { nonce } : {})} />
      </BlockLibraryContext.Provider>
    </DocumentContext.Provider>
  );
}

/**
 * React outlines a finished Suspense boundary (each block has one) once the HTML before it passes
 * `progressiveChunkSize` (12.8 kB by default): its markup then comes in a hidden div at the end and
 * an inline script reveals it, in batches — the hero, the page's LCP element, waited for that
 * script. Pages are a few tens of kB, so every boundary that is ready stays in place.
 */
const INLINE_BOUNDARIES = Number.MAX_SAFE_INTEGER;

/**
 * First load: runs the loaders, then streams the HTML with the loader data inlined. React's web
 * stream renderer writes straight into the Response body (no Node stream to convert), which
 * costs less per request than `renderToPipeableStream` + `Readable.toWeb`; its 2 kB pieces are
 * joined per burst. A page whose blocks are all ready is one burst: it leaves as one body with
 * a Content-Length, in one socket write; a page that waits on a block streams the rest.
 */
export async function renderDocument(request: Request, engine: EngineContext, options: DocumentOptions): Promise<Response> {
  const context = await queryDocument(request, engine);
  if (context instanceof Response) return context;
  const blockTypes = leafBlockTypes(context);
  const bootData: ClientBootData = {
    hydrationData: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeRouteErrors(context.errors),
    },
    blockTypes,
    // The entry and the chunks of the blocks with browser code (those with none keep their server
    // HTML; those that act only on the visitor's input load once the page wakes, decision 0045).
    start: clientStart(options.bootstrapModules, options.assets(blockTypes.filter((type) => !serverBlockLibrary.staticTypes.has(type) && !serverBlockLibrary.lateTypes.has(type))).js),
  };
  const pathname = new URL(request.url).pathname;
  // A page for one visitor (personal route, session, cart, answer to a post) is never stored by a cache.
  const cacheControl = pageCacheControl({
    pathname,
    hasSession: engine.hasSession,
    hasCart: Boolean(engine.cartId),
    answersPost: Boolean(context.actionData),
    status: context.statusCode,
    carriesNonce: options.nonce !== null,
  });
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl });
  // The API is down and the page had no last good version: tell crawlers when to come back.
  if (context.statusCode === 503) headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  // A page a shared cache keeps sets no cookie (it would go to every visitor): the browser entry
  // records the language itself (App), as it does on client navigations.
  const cookie = isSharedCacheable(cacheControl) ? null : localeCookieUpdate(request.headers.get('cookie'), localeFromPath(pathname));
  if (cookie) headers.append('Set-Cookie', cookie);
  // Cookies a block's action set while answering a post with the page (e.g. a new `cart-id`).
  for (const actionHeaders of Object.values(context.actionHeaders)) for (const set of actionHeaders.getSetCookie()) headers.append('Set-Cookie', set);
  // The loader data goes out as bytes of its own, just before </body> (see bootScript):
  // the cached configuration in it is serialized once, not on every page.
  // It ends with the code that starts the client after the first frame (decision 0044).
  const boot = bootScript(options.nonce, 'window.__vitrine=', bootData, CLIENT_START_CODE);
  if (options.contentSecurityPolicy) headers.set('Content-Security-Policy', options.contentSecurityPolicy(options.nonce ?? { hashes: [boot.hash] }));

  // A page a shared cache keeps has an ETag: from its markup and its boot script's hash (decision 0072).
  const etagSeed = options.nonce === null && isSharedCacheable(cacheControl) && context.statusCode === 200 ? { etagSeed: boot.hash } : {};
  // A page with no nonce is sent whole (decision 0020): rendered in one pass by the string
  // renderer while every block is ready, which is nearly always (decision 0030).
  if (options.nonce === null && !options.preamble) {
    // A page's markup is made of its address and its loader data, which the boot script's hash
    // covers: the same key is the same bytes (host/document/render-memo.server.ts). Only a page
    // for no one in particular — no session, no cart, no post — is kept: a public page, or a
    // personal address seen anonymously (the empty cart, the sign-in form), still `no-store`.
    const anonymous = !engine.hasSession && !engine.cartId && !context.actionData && context.statusCode === 200;
    const memo = anonymous ? options.renderMemo : undefined;
    const memoKey = `${request.url} ${boot.hash}`;
    const known = memo?.get(memoKey) ?? null;
    const whole = known ?? renderWhole(documentTree(context, options), { beforeBodyEnd: boot.chunks, ...etagSeed });
    if (whole) {
      // Kept from its first render: a page served again is not made younger (its age bound holds).
      if (memo && !known) memo.set(memoKey, whole);
      return withDocumentBytes(new Response(whole.bytes, { status: context.statusCode, headers }), whole.bytes, whole.etag);
    }
  }

  // Resolves once the shell is ready (rejects if the shell itself fails); the rest streams.
  const body = await renderToReadableStream(documentTree(context, options), {
    ...(options.nonce ? { nonce: options.nonce } : {}),
    progressiveChunkSize: INLINE_BOUNDARIES,
    ...(options.preamble ? { bootstrapScriptContent: options.preamble } : {}),
    onError(error) {
      options.log(`[ssr] ${pathname}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    },
  });
  // Without a nonce React may write no inline script of its own (those that reveal a boundary
  // streamed late): the document is read once every boundary is in place.
  if (options.nonce === null) {
    await body.allReady;
    // Every block's code has loaded by now: the one-pass bytes are those of every later visit and
    // of every other instance, so the page's ETag does not depend on this process's first visit.
    const whole = options.preamble ? null : renderWhole(documentTree(context, options), { beforeBodyEnd: boot.chunks, ...etagSeed });
    if (whole) {
      await body.cancel();
      return withDocumentBytes(new Response(whole.bytes, { status: context.statusCode, headers }), whole.bytes, whole.etag);
    }
  }
  const document = await documentBody(body, { beforeBodyEnd: boot.chunks });
  const response = new Response(document, { status: context.statusCode, headers });
  return document instanceof Uint8Array ? withDocumentBytes(response, document) : response;
}

/**
 * Client navigation: the same loaders for `path`, answered as JSON
 * `{ status, loaderData, errors, redirect? }` (errors keyed by the route that threw).
 */
export async function renderData(request: Request, engine: EngineContext, path: string, routeIds: readonly string[] | null): Promise<Response> {
  const target = new Request(new URL(path, request.url), { headers: request.headers });
  const context = await handlers.forPath(new URL(target.url).pathname).query(target, {
    requestContext: engine,
    skipLoaderErrorBubbling: true,
    ...(routeIds ? { filterMatchesToLoad: (match) => routeIds.includes(match.route.id) } : {}),
  });
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    return location ? json({ redirect: location }) : json({ status: context.status, loaderData: {}, errors: null });
  }
  return json({ status: context.statusCode, loaderData: context.loaderData, errors: serializeRouteErrors(context.errors) });
}
