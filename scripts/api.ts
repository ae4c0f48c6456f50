import { serveNode } from '../server/http/serve-node.ts';
import { loadBlockChecks } from '../host/block-server/block-checks.server.ts';
import { createApi } from '../server/app.ts';
import { createContext } from '../server/create-context.ts';

/**
 * `npm run api`: the reference API alone on 127.0.0.1:$API_PORT (default 4000). It lives in
 * scripts/, the layer that composes the others: the API checks block props with the blocks'
 * schemas, which server/ does not import.
 */
async function main(): Promise<void> {
  const port = Number(process.env.API_PORT ?? 4000);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`API_PORT must be a port number, got "${process.env.API_PORT}"`);
  }
  const ctx = await createContext({ checks: await loadBlockChecks() });
  const app = createApi(ctx);
  const server = serveNode({ fetch: app.fetch, hostname: '127.0.0.1', port }, (info) => {
    const sites = ctx.config.sites().map((site) => `${site.name}(${site.idSite})`).join(', ');
    ctx.log.info(`API listening on http://127.0.0.1:${info.port} — sites: ${sites || 'none'}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    ctx.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      ctx.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`API failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
