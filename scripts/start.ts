import './exit-on-unsupported-node.ts';
import '../runtime/server/production-env.server.ts';
import { serve } from '@hono/node-server';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsStale } from '../runtime/server/assets/build-is-stale.server.ts';
import { startApi } from '../runtime/server/start-api.server.ts';
import { createWebApp } from '../runtime/server/web-app.server.ts';
import { chromiumPreviewShot } from '../runtime/admin/layouts/preview-shot.server.ts';
import { buildAll } from './build.ts';
import { buildCatalogue, CATALOGUE_OUTPUTS } from '../runtime/catalogue/build-catalogue.server.ts';
import { buildInspector, INSPECTOR_OUTPUTS } from '../runtime/inspector/build-inspector.server.ts';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/**
 * `npm start`: builds when dist/ is missing or older than the sources, then serves every site
 * on 127.0.0.1:$PORT (3000) with the API under /api (or the backend at $API_URL).
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  if (buildIsStale(root)) {
    console.log('building the client and server bundles…');
    await buildAll();
  }
  if (buildIsStale(root, CATALOGUE_OUTPUTS)) {
    console.log('building the block catalogue…');
    await buildCatalogue(root);
  }
  if (buildIsStale(root, INSPECTOR_OUTPUTS)) {
    console.log('building the machine inspector…');
    await buildInspector(root);
  }
  const api = await startApi(process.env.API_URL);
  const app = createWebApp({ mode: 'production', api: api.api, mailDir: api.mailDir ?? null, previewShot: chromiumPreviewShot(), ...(api.onConfigChange ? { onConfigChange: api.onConfigChange } : {}) });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, (info) => {
    console.log(`Vitrine on http://127.0.0.1:${info.port} (http://autocars.localhost:${info.port}, http://domaine.localhost:${info.port}) — API ${api.describe}`);
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close(() => void api.close().then(() => process.exit(0), () => process.exit(1)));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`Vitrine failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
