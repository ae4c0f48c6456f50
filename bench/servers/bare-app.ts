import { Hono } from 'hono';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '../../rules/locale.ts';
import { createApiClient } from '../../runtime/engine/api/create-api-client.ts';
import { createConfigCache } from '../../host/data/config-cache.server.ts';
import type { EngineContext } from '../../host/data/engine-context.ts';
import { createAssetResolver, readManifest } from '../../host/assets/asset-manifest.server.ts';
import { createSiteResolver, loadSites } from '../../host/site-registry.server.ts';

type ServerEntry = typeof import('../../host/entry.server.tsx');

const root = resolve(import.meta.dirname, '../..');

/**
 * The baseline of the SSR figure: a second Hono app (served in its own process by
 * bench/servers/bare-server.ts, like the production server, so autocannon does not share its thread) that answers every GET
 * with `renderToString` of the same document tree the production server streams — the same built
 * server entry (`documentTree` of dist/server/entry.server.js), same routes, same providers, same
 * loader data — but with the loaders run once per path before the run, no streaming, no boot data.
 * The loaders read the configuration from the running production server's API (`apiOrigin`).
 * Call this after setting NODE_ENV=production so React's production build is the one loaded.
 */
export async function createBareApp(apiOrigin: string, host: string, paths: readonly string[]): Promise<Hono> {
  const { renderToString } = await import('react-dom/server');
  const entry = (await import(pathToFileURL(resolve(root, 'dist/server/entry.server.js')).href)) as ServerEntry;
  const manifest = readManifest(resolve(root, 'dist/client/.vite/manifest.json'));
  if (!manifest) throw new Error('no dist/client/.vite/manifest.json: build first (npm run build)');
  const assets = createAssetResolver(manifest);
  const log = (line: string) => console.warn(line);
  const site = createSiteResolver(loadSites(resolve(root, 'site-configs'), log), 'autocars')(host);
  const apiBase = `${apiOrigin}/api`;
  const engine: EngineContext = {
    site,
    dev: false,
    config: createConfigCache({ fetch: (url, init) => fetch(url, init), baseUrl: apiBase, log }),
    api: (locale: Locale) => createApiClient({ baseUrl: apiBase, idSite: site.idSite, locale, credentials: 'omit' }),
    hasSession: false,
    apiBaseUrl: '/api',
    log,
  };

  const renders = new Map<string, () => string>();
  for (const path of paths) {
    const context = await entry.queryDocument(new Request(`http://${host}${path}`, { headers: { host } }), engine);
    if (context instanceof Response) throw new Error(`${path}: the loaders answered ${context.status}, not a page`);
    renders.set(path, () => '<!DOCTYPE html>' + renderToString(entry.documentTree(context, { nonce: 'bench', assets })));
  }

  const app = new Hono();
  app.get('*', (c) => {
    const render = renders.get(c.req.path);
    return render ? c.html(render()) : c.text('Not prepared', 404);
  });
  return app;
}
