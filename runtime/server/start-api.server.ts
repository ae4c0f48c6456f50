import type { Hono } from 'hono';
import type { ConfigProblems, OnConfigChange } from './config-reload.server.ts';
import { loadBlockChecks } from '../blocks/block-checks.server.ts';

export interface StartedApi {
  api: { app: Hono } | { url: string };
  describe: string;
  /** The in-process config store's `onChange` (absent with API_URL): pass it to `createWebApp`. */
  onConfigChange?: OnConfigChange;
  /** The in-process config store's `siteProblems` (absent with API_URL): pass it to `createWebApp`. */
  configProblems?: ConfigProblems;
  /** The `.eml` folder of the in-process API's mails (none with API_URL or SMTP_URL): `/_mail` lists it. */
  mailDir?: string | null;
  close: () => Promise<void>;
}

/**
 * The API the web server talks to: the backend at `API_URL` when set, otherwise the reference
 * API of `server/` built in this process (database migrated, site-configs watched).
 */
export async function startApi(apiUrl: string | undefined, options: { dataDir?: string; siteConfigs?: string; watch?: boolean } = {}): Promise<StartedApi> {
  if (apiUrl) return { api: { url: apiUrl }, describe: `at ${apiUrl}`, close: async () => {} };
  const [{ createContext }, { createApi }] = await Promise.all([import('../../server/create-context.ts'), import('../../server/app.ts')]);
  const ctx = await createContext({ checks: await loadBlockChecks(),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.siteConfigs ? { siteConfigs: options.siteConfigs } : {}),
    ...(options.watch === undefined ? {} : { watch: options.watch }),
  });
  return { api: { app: createApi(ctx) }, describe: 'under /api', onConfigChange: (listener) => ctx.config.onChange(listener), configProblems: (site) => ctx.config.siteProblems(site), mailDir: ctx.mailDir, close: () => ctx.close() };
}
