import { PassThrough, Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { StaticHandlerContext } from 'react-router';
import { createRoutes } from './app/create-routes.tsx';
import { DocumentContext } from './app/document-context.ts';
import type { PageAssets } from './app/document-context.ts';
import { scriptSafeJson, serializeRouteErrors } from './app/route-errors.ts';
import type { EngineContext } from './data/engine-context.ts';
import { rootLoader } from './data/root-loader.server.ts';
import { pageLoaderFor } from './data/page-loader.server.ts';
import { localeFromPath } from './router/locale.ts';
import { localeCookieUpdate } from './router/locale-cookie.ts';

/** The route table with the server loaders; built once. */
const handler = createStaticHandler(createRoutes({ root: rootLoader, page: pageLoaderFor }));

export interface DocumentOptions {
  nonce: string;
  /** Module scripts that start the client (the entry chunk, or Vite's dev client + entry). */
  bootstrapModules: string[];
  /** Inline code run before them (development: the React refresh preamble). */
  preamble?: string;
  assets: (blockTypes: readonly string[]) => PageAssets;
  log: (line: string) => void;
}

/** What the browser entry reads from `window.__vitrine`. */
export interface ClientBootData {
  hydrationData: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null; errors: unknown };
  blockTypes: string[];
}

function leafBlockTypes(context: StaticHandlerContext): string[] {
  const leaf = context.matches[context.matches.length - 1];
  const data = leaf ? (context.loaderData[leaf.route.id] as { blockTypes?: unknown } | undefined) : undefined;
  return Array.isArray(data?.blockTypes) ? (data.blockTypes as string[]) : [];
}

/** First load: runs the loaders, then streams the HTML with the loader data inlined. */
export async function renderDocument(request: Request, engine: EngineContext, options: DocumentOptions): Promise<Response> {
  const context = await handler.query(request, { requestContext: engine });
  if (context instanceof Response) return context;
  const blockTypes = leafBlockTypes(context);
  const boot: ClientBootData = {
    hydrationData: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeRouteErrors(context.errors),
    },
    blockTypes,
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  const cookie = localeCookieUpdate(request.headers.get('cookie'), localeFromPath(new URL(request.url).pathname));
  if (cookie) headers.append('Set-Cookie', cookie);
  const bootScript = `${options.preamble ?? ''}window.__vitrine=${scriptSafeJson(boot)};`;

  return new Promise<Response>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <DocumentContext.Provider value={{ nonce: options.nonce, assets: options.assets }}>
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={options.nonce} />
      </DocumentContext.Provider>,
      {
        nonce: options.nonce,
        bootstrapScriptContent: bootScript,
        bootstrapModules: options.bootstrapModules,
        onShellReady() {
          const body = new PassThrough();
          stream.pipe(body);
          resolve(new Response(Readable.toWeb(body) as ReadableStream, { status: context.statusCode, headers }));
        },
        onShellError(error) {
          reject(error);
        },
        onError(error) {
          options.log(`[ssr] ${new URL(request.url).pathname}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        },
      },
    );
  });
}

/**
 * Client navigation: the same loaders for `path`, answered as JSON
 * `{ status, loaderData, errors, redirect? }` (errors keyed by the route that threw).
 */
export async function renderData(request: Request, engine: EngineContext, path: string, routeIds: readonly string[] | null): Promise<Response> {
  const target = new Request(new URL(path, request.url), { headers: request.headers });
  const context = await handler.query(target, {
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
