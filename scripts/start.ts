import './exit-on-unsupported-node.ts';
import '../host/production-env.server.ts';
import { serve } from '@hono/node-server';
import { startApi } from '../host/start-api.server.ts';
import { createWebApp } from '../host/web-app.server.ts';
import { chromiumPreviewShot } from '../host/admin/layouts/preview-shot.server.ts';
import { ensureBuilt } from './build.ts';
import { workersEnabled } from '../server/create-context.ts';

/** `--no-build` or `VITRINE_NO_BUILD=1` (`npm run start:prod`): serve the existing build, never build. */
const noBuild = process.argv.includes('--no-build') || ['1', 'true'].includes(process.env.VITRINE_NO_BUILD?.trim() ?? '');

/**
 * `npm start`: builds when dist/ is missing or older than the sources, then serves every site
 * on $HOST:$PORT (127.0.0.1:3000) with the API under /api (or the backend at $API_URL); set
 * HOST=0.0.0.0 for a balancer on another machine.
 * `npm run start:prod` (or `--no-build`, `VITRINE_NO_BUILD=1`) never builds: it fails at once
 * when dist/ is missing or stale (many instances, one `npm run build`). `WORKERS=0`: no mail
 * worker and no layout previews in this instance (decision 0035).
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  await ensureBuilt({ build: !noBuild });
  const api = await startApi(process.env.API_URL);
  const app = createWebApp({
    mode: 'production', api: api.api, mailbox: api.mailbox ?? null, health: api.health ?? null,
    previewShot: workersEnabled(process.env) ? chromiumPreviewShot() : null,
    ...(api.sitesDir ? { sitesDir: api.sitesDir } : {}),
    ...(api.onConfigChange ? { onConfigChange: api.onConfigChange } : {}),
  });
  const hostname = process.env.HOST?.trim() || '127.0.0.1';
  const server = serve({ fetch: app.fetch, hostname, port }, (info) => {
    console.log(`Vitrine on http://${hostname}:${info.port} (http://autocars.localhost:${info.port}, http://domaine.localhost:${info.port}) — API ${api.describe}`);
    // Once per start, for each site without an admin (decision 0047): the link works 24 hours, once.
    for (const { site, link } of api.adminSetupLinks?.(info.port) ?? []) {
      console.log(`${site} has no administrator yet: open ${link} to choose its e-mail and password (valid 24 hours, once)`);
    }
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
