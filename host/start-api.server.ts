import type { Hono } from 'hono';
import type { ConfigProblems, OnConfigChange } from './config-reload.server.ts';
import { loadBlockChecks } from './block-server/block-checks.server.ts';
import { adminSetupLink } from './admin/setup/admin-setup-link.ts';
import type { Mailbox } from '../server/mail/outbox-mailbox.ts';
import type { Health } from '../server/http/health.ts';

export interface StartedApi {
  api: { app: Hono } | { url: string };
  describe: string;
  /** The in-process config store's `onChange` (absent with API_URL): pass it to `createWebApp`. */
  onConfigChange?: OnConfigChange;
  /** The in-process config store's `siteProblems` (absent with API_URL): pass it to `createWebApp`. */
  configProblems?: ConfigProblems;
  /** The mails delivered without SMTP, read from the database (none with API_URL or SMTP_URL): `/_mail` lists them. */
  mailbox?: Mailbox | null;
  /** `GET /healthz` of the in-process API (absent with API_URL). */
  health?: () => Promise<Health>;
  /**
   * The one-time setup links of the sites that had no admin at this start (decision 0047), for
   * the web server's port: printed once by `npm start` (none with API_URL).
   */
  adminSetupLinks?: (port: number) => { site: string; link: string }[];
  /** The folder the in-process API reads the configuration from (the published version's files with CONFIG_SOURCE=database). */
  sitesDir?: string;
  close: () => Promise<void>;
}

/**
 * The API the web server talks to: the backend at `API_URL` when set, otherwise the reference
 * API of `server/` built in this process (database migrated, site-configs watched or the
 * published configuration followed).
 */
export async function startApi(apiUrl: string | undefined, options: { dataDir?: string; siteConfigs?: string; watch?: boolean } = {}): Promise<StartedApi> {
  if (apiUrl) return { api: { url: apiUrl }, describe: `at ${apiUrl}`, close: async () => {} };
  const [{ createContext }, { createApi }, { checkHealth }, { openAdminSetups }] = await Promise.all([
    import('../server/create-context.ts'), import('../server/app.ts'), import('../server/http/health.ts'), import('../server/account/open-admin-setups.ts'),
  ]);
  const ctx = await createContext({ checks: await loadBlockChecks(),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.siteConfigs ? { siteConfigs: options.siteConfigs } : {}),
    ...(options.watch === undefined ? {} : { watch: options.watch }),
  });
  const mailbox: Mailbox | null = ctx.mailbox;
  const setups = await openAdminSetups(ctx);
  const setupSites = setups.flatMap(({ idSite, token }) => {
    const site = ctx.config.site(idSite);
    return site ? [{ site: site.name, hosts: site.site.json.hosts, url: site.site.json.info.url, token }] : [];
  });
  return {
    adminSetupLinks: (port) => setupSites.map(({ site, token, ...where }) => ({ site, link: adminSetupLink(where, port, token) })),
    api: { app: createApi(ctx) }, describe: 'under /api',
    onConfigChange: (listener) => ctx.config.onChange(listener), configProblems: (site) => ctx.config.siteProblems(site),
    mailbox, health: () => checkHealth(ctx.db, ctx.servedConfig()), sitesDir: ctx.siteConfigs,
    close: () => ctx.close(),
  };
}
