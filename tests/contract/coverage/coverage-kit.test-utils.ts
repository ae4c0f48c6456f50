import { expect } from 'vitest';
import { createHarness, type Harness, type HarnessResponse, type RequestOptions } from '../harness.test-utils.ts';

/**
 * Shared set-up of the `coverage-*` contract tests: a fresh API over the real `site-configs/`
 * (autocars 87 without a shop, domaine 88 with one), a fixed clock, a seeded SUPER_ADMIN and a
 * registered member on each site.
 */
export const SITES = [87, 88] as const;
export type SiteId = (typeof SITES)[number];
export const NOW = new Date('2026-11-21T09:00:00Z');
export const ADMIN = { email: 'admin@vitrine.test', password: 'admin-password-1' };

export interface Coverage {
  h: Harness;
  member: Record<SiteId, string>;
  admin: Record<SiteId, string>;
  /** A request on `site`, in English unless said, with the member or admin token when asked. */
  call(site: SiteId, method: string, path: string, options?: CallOptions): Promise<HarnessResponse>;
  close(): Promise<void>;
}

export interface CallOptions extends Omit<RequestOptions, 'site' | 'token'> {
  as?: 'member' | 'admin' | 'anonymous';
}

export function memberBody(email: string) {
  return { email, password: 'motdepasse-solide', firstname: 'Claire', lastname: 'Martin', phone: '0612345678', birthdate: '1985-04-12', acceptTerms: true };
}

async function tokenOf(h: Harness, site: SiteId, email: string, password: string): Promise<string> {
  const res = await h.request('POST', '/login', { site, body: { email, password } });
  const token = res.json?.data?.token;
  if (typeof token !== 'string') throw new Error(`login of ${email} on ${site} failed: ${res.text}`);
  return token;
}

export async function openCoverage(options: { siteConfigs?: string } = {}): Promise<Coverage> {
  const h = await createHarness({
    now: () => NOW,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    ...(options.siteConfigs ? { siteConfigs: options.siteConfigs } : {}),
  });
  const member = {} as Record<SiteId, string>;
  const admin = {} as Record<SiteId, string>;
  for (const site of SITES) {
    const body = memberBody(`member-${site}@example.fr`);
    const registered = await h.request('POST', '/register', { site, body });
    if (registered.status !== 201) throw new Error(`register on ${site} failed: ${registered.text}`);
    member[site] = await tokenOf(h, site, body.email, body.password);
    admin[site] = await tokenOf(h, site, ADMIN.email, ADMIN.password);
  }
  const call = (site: SiteId, method: string, path: string, { as = 'anonymous', ...rest }: CallOptions = {}) => {
    // An explicit idSite / userLang header in `headers` wins over the defaults.
    const options: RequestOptions = { lang: 'en', ...rest };
    if (!(rest.headers && 'idSite' in rest.headers)) options.site = site;
    if (rest.headers && 'userLang' in rest.headers) delete options.lang;
    if (as !== 'anonymous') options.token = as === 'member' ? member[site] : admin[site];
    return h.request(method, path, options);
  };
  return { h, member, admin, call, close: () => h.close() };
}

/** A success envelope with the expected status; returns its data. */
export function expectOk(res: HarnessResponse, status = 200): any {
  expect(res.json, `${res.status} ${res.text.slice(0, 300)}`).toMatchObject({ success: true });
  expect(res.status, res.text.slice(0, 300)).toBe(status);
  expect(typeof res.json?.message).toBe('string');
  return res.json?.data;
}

/** A failure envelope: the given 4xx status, `success: false`, a message and no stack trace. */
export function expectFail(res: HarnessResponse, status: number, message?: string | RegExp): void {
  expect(res.status, res.text.slice(0, 300)).toBe(status);
  expect(res.json?.success).toBe(false);
  expect(typeof res.json?.message).toBe('string');
  expect(res.json?.message.length).toBeGreaterThan(0);
  expect(res.text).not.toMatch(/\n\s+at |\.ts:\d+/);
  if (message !== undefined) expect(res.json?.message).toMatch(message);
}

/** A shop call on autocars, which has no shop: a clear 404. */
export function expectNoShop(res: HarnessResponse): void {
  expectFail(res, 404, /has no online shop/);
}
