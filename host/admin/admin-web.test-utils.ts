import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApi } from '../../server/app.ts';
import { createContext, type ContextHandle } from '../../server/create-context.ts';
import { createMemoryLogger } from '../../server/logger.ts';
import { loadBlockChecks } from '../block-server/block-checks.server.ts';
import { createWebApp } from '../web-app.server.ts';
import type { WebAppOptions } from '../web-app-options.server.ts';
import type { PreviewShot } from './layouts/preview-shot.server.ts';

export const ADMIN = { email: 'panel-admin@example.fr', password: 'Panel-admin-password-1' };

export interface AdminWeb {
  ctx: ContextHandle;
  dev: ReturnType<typeof createWebApp>;
  prod: ReturnType<typeof createWebApp>;
  get(app: ReturnType<typeof createWebApp>, path: string, headers?: Record<string, string>, host?: string): Promise<Response>;
  /** Logs in through the API and returns the session cookie header. */
  login(email: string, password: string, idSite?: number): Promise<string>;
  /** Registers a member (role MEMBER) and returns their session cookie header. */
  member(email: string, idSite?: number): Promise<string>;
}

/**
 * The web app (development and production) over the sites (default: the real ones) with the API
 * in process and a seeded admin; `previewShot` stands for Chromium.
 */
export async function createAdminWeb(options: { siteConfigs?: string; previewShot?: PreviewShot } = {}): Promise<AdminWeb> {
  const ctx = await createContext({
    ...(options.siteConfigs ? { siteConfigs: options.siteConfigs } : {}),
    checks: await loadBlockChecks(),
    dataDir: mkdtempSync(join(tmpdir(), 'vitrine-admin-')),
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    log: createMemoryLogger(),
    watch: false,
    mail: { pollMs: 3_600_000 },
  });
  const common: Omit<WebAppOptions, 'mode'> = {
    api: { app: createApi(ctx) },
    onConfigChange: ctx.config.onChange,
    entry: () => import('../entry.server.tsx'),
    catalogueEntry: () => import('../catalogue/entry.catalogue.tsx'),
    clientDir: null,
    defaultSite: 'autocars',
    log: () => {},
    mailbox: ctx.mailbox,
    ...(options.siteConfigs ? { sitesDir: options.siteConfigs } : {}),
    ...(options.previewShot ? { previewShot: options.previewShot } : {}),
  };
  const dev = createWebApp({ ...common, mode: 'development' });
  const prod = createWebApp({ ...common, mode: 'production' });
  const get = (app: typeof prod, path: string, headers: Record<string, string> = {}, host = 'autocars.localhost:3000') =>
    Promise.resolve(app.request(path, { headers: { host, ...headers } }));
  const cookieOf = (response: Response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
  const login = async (email: string, password: string, idSite = 87) => {
    const response = await prod.request('/api/login', { method: 'POST', headers: { 'content-type': 'application/json', idSite: String(idSite) }, body: JSON.stringify({ email, password }) });
    if (response.status !== 200) throw new Error(`login failed: ${await response.text()}`);
    return cookieOf(response);
  };
  const member = async (email: string, idSite = 87) => {
    const body = { email, password: 'Member-password-1', firstname: 'Léa', lastname: 'Roux', phone: '0612345678', birthdate: '1985-04-12', acceptTerms: true };
    const response = await prod.request('/api/register', { method: 'POST', headers: { 'content-type': 'application/json', idSite: String(idSite) }, body: JSON.stringify(body) });
    if (response.status !== 201) throw new Error(`register failed: ${await response.text()}`);
    return login(email, body.password, idSite);
  };
  return { ctx, dev, prod, get, login, member };
}
