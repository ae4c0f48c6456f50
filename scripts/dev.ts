import { createServer as createHttpServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import type { ServerEntry } from '../host/web-app-options.server.ts';
import type { CatalogueEntry } from '../host/catalogue/catalogue-entry.ts';
import { devAssetResolver } from '../host/assets/dev-assets.server.ts';
import { startApi } from '../host/start-api.server.ts';
import { createWebApp } from '../host/web-app.server.ts';
import { chromiumPreviewShot } from '../host/admin/layouts/preview-shot.server.ts';
import { lingeringClose } from '../server/http/lingering-close.ts';

const root = resolve(fileURLToPath(new URL('.//', import.meta.url)), '..');

/** `npm run dev`: the same server, with Vite in middleware mode (on-the-fly modules, HMR). */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  const httpServer = createHttpServer();
  const vite = await createViteServer({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  const api = await startApi(process.env.API_URL);
  const app = createWebApp({
    mode: 'development',
    api: api.api,
    clientDir: null,
    entry: () => vite.ssrLoadModule('/host/entry.server.tsx') as Promise<ServerEntry>,
    bootstrapModules: ['/@vite/client', '/host/entry.client.tsx'],
    assets: devAssetResolver(vite),
    catalogueEntry: () => vite.ssrLoadModule('/host/catalogue/entry.catalogue.tsx') as Promise<CatalogueEntry>,
    ...(api.onConfigChange ? { onConfigChange: api.onConfigChange } : {}),
    ...(api.configProblems ? { configProblems: api.configProblems } : {}),
    mailbox: api.mailbox ?? null,
    ...(api.health ? { health: api.health } : {}),
    ...(api.sitesDir ? { sitesDir: api.sitesDir } : {}),
    previewShot: chromiumPreviewShot(),
  });
  // A refused body is read after its answer up to a bound, then the connection closes (as serveNode does).
  const listener = getRequestListener(app.fetch, { autoCleanupIncoming: false });
  httpServer.on('request', (req, res) => vite.middlewares(req, res, () => void listener(req, res)));
  lingeringClose(httpServer);
  httpServer.listen(port, '127.0.0.1', () => {
    console.log(`Vitrine (development) on http://127.0.0.1:${port} — API ${api.describe}`);
    for (const { site, link } of api.adminSetupLinks?.(port) ?? []) {
      console.log(`${site} has no administrator yet: open ${link} to choose its e-mail and password (valid 24 hours, once)`);
    }
  });
  const stop = () => {
    httpServer.close();
    void vite.close().then(() => api.close()).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`Vitrine (development) failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
