import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApi } from '../server/app.ts';
import { createContext } from '../server/create-context.ts';
import type { ContextHandle } from '../server/create-context.ts';
import type { Logger } from '../server/logger.ts';
import { createWebApp } from './web-app.server.ts';
import { loadBlockChecks } from './block-server/block-checks.server.ts';
import { checkHealth } from '../server/http/health.ts';

/**
 * The web app over `sitesDir` as `npm start` / `npm run dev` wire it: the API in process, its
 * config store watching the folder, the source entries, `/healthz`. Close `ctx` when done.
 */
export async function webAppOverSites(sitesDir: string, mode: 'development' | 'production', apiLog: Logger): Promise<{ ctx: ContextHandle; web: ReturnType<typeof createWebApp> }> {
  const ctx = await createContext({ checks: await loadBlockChecks(), dataDir: mkdtempSync(join(tmpdir(), 'vitrine-web-data-')), siteConfigs: sitesDir, log: apiLog, watch: true });
  const web = createWebApp({
    mode,
    api: { app: createApi(ctx) },
    onConfigChange: ctx.config.onChange,
    health: () => checkHealth(ctx.db, ctx.servedConfig()),
    configProblems: ctx.config.siteProblems,
    sitesDir,
    entry: () => import('./entry.server.tsx'),
    catalogueEntry: () => import('./catalogue/entry.catalogue.tsx'),
    clientDir: null,
    defaultSite: 'autocars',
    log: () => {},
  });
  return { ctx, web };
}
