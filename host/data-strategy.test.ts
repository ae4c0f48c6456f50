import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { createMemoryRouter, isRouteErrorResponse } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../server/app.ts';
import { createContext } from '../server/create-context.ts';
import type { ContextHandle } from '../server/create-context.ts';
import type { PageData, RootData } from '../runtime/web/app/loader-data.ts';
import { createWebApp } from './web-app.server.ts';
import { serverBlockLibrary } from './block-server/server-block-library.ts';
import { clientLoaders } from '../runtime/web/app/client-loaders.ts';
import { createRoutes } from '../runtime/web/app/create-routes.tsx';
import { createDataStrategy, dataStrategy } from '../runtime/web/app/data-strategy.ts';
import type { DataResponse } from '../runtime/web/app/data-strategy.ts';
import { loadBlockChecks } from './block-server/block-checks.server.ts';

/*
 * The browser router with the real route table, the real loaders and the real `dataStrategy`;
 * `fetch` goes to the real web app (in-process API, real site-configs), so the requests counted
 * here are those a visitor's browser sends.
 */
let ctx: ContextHandle;
let web: Hono;
const requests: URL[] = [];

beforeAll(async () => {
  ctx = await createContext({ checks: await loadBlockChecks(), dataDir: mkdtempSync(join(tmpdir(), 'vitrine-strategy-')), watch: false });
  web = createWebApp({ mode: 'production', api: { app: createApi(ctx) }, entry: () => import('./entry.server.tsx'), clientDir: null, defaultSite: 'autocars', log: () => {} });
});

afterAll(async () => {
  await ctx?.close();
});

afterEach(() => {
  vi.unstubAllGlobals();
  requests.length = 0;
});

function browserFetch() {
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    requests.push(new URL(input, 'http://autocars.localhost'));
    return web.request(input, { ...init, headers: { ...(init?.headers as Record<string, string>), host: 'autocars.localhost' } });
  });
}

async function startAt(path: string) {
  const router = createMemoryRouter(createRoutes(clientLoaders(serverBlockLibrary)), { initialEntries: [path], dataStrategy });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
  return router;
}

const routesAsked = (url: URL | undefined) => url?.searchParams.get('routes')?.split(',');

describe('client data through the router dataStrategy', () => {
  it('loads every matched route of the first load in one request', async () => {
    browserFetch();
    const router = await startAt('/en/legal-notice');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.pathname).toBe('/_data');
    expect(requests[0]?.searchParams.get('path')).toBe('/en/legal-notice');
    expect(routesAsked(requests[0])).toEqual(['root', 'legal-notice___en']);
    expect((router.state.loaderData.root as RootData).locale).toBe('en');
    expect((router.state.loaderData['legal-notice___en'] as PageData).title).not.toBe('');
  });

  it('asks only for the new page on a navigation in the same language, and for both on a language change', async () => {
    browserFetch();
    const router = await startAt('/en/legal-notice');
    requests.length = 0;
    await router.navigate('/en/privacy-policy');
    expect(requests).toHaveLength(1);
    expect(routesAsked(requests[0])).toEqual(['privacy-policy___en']);
    expect(router.state.location.pathname).toBe('/en/privacy-policy');

    requests.length = 0;
    await router.navigate('/legal-notice');
    expect(requests).toHaveLength(1);
    expect(routesAsked(requests[0])).toEqual(['root', 'legal-notice___fr']);
    expect((router.state.loaderData.root as RootData).locale).toBe('fr_FR');
  });

  it('shows the 404 the server reported for a page of the tree that does not exist', async () => {
    browserFetch();
    const router = await startAt('/en/legal-notice');
    await router.navigate('/cette-page-n-existe-pas');
    const error = router.state.errors?.['page___fr'];
    expect(isRouteErrorResponse(error) && error.status).toBe(404);
  });

  it('follows a redirect the server answered', async () => {
    const fetchData = vi
      .fn<() => Promise<DataResponse>>()
      .mockResolvedValueOnce({ redirect: '/en' })
      .mockResolvedValueOnce({ loaderData: { 'home___en': { blockTypes: [] } } });
    const router = createMemoryRouter(createRoutes(clientLoaders(serverBlockLibrary)), {
      initialEntries: ['/en/legal-notice'],
      dataStrategy: createDataStrategy(fetchData),
      hydrationData: { loaderData: { root: {}, 'legal-notice___en': {} } },
    });
    await router.navigate('/en/cart');
    expect(router.state.location.pathname).toBe('/en');
    expect(fetchData).toHaveBeenCalledTimes(2);
  });

  it('turns a failed data request into an error of the routes it was for', async () => {
    vi.stubGlobal('fetch', async () => new Response('Service Unavailable', { status: 503 }));
    const router = createMemoryRouter(createRoutes(clientLoaders(serverBlockLibrary)), {
      initialEntries: ['/en/legal-notice'],
      dataStrategy,
      hydrationData: { loaderData: { root: {}, 'legal-notice___en': {} } },
    });
    await router.navigate('/en/privacy-policy');
    const error = router.state.errors?.['privacy-policy___en'];
    expect(isRouteErrorResponse(error) && error.status).toBe(503);
  });
});
