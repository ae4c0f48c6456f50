import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { LoadedSite } from '../../config/loaded-site.ts';

/** The keys of each provider, by their standard names (decision 0037, docs/payments.md). */
export const PROVIDER_KEYS = {
  // The publishable key is public: the site parameter STRIPE_PUBLISHABLE_KEY (GET /custom-stripe/public-key).
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  cawl: ['CAWL_MERCHANT_ID', 'CAWL_API_KEY_ID', 'CAWL_API_SECRET', 'CAWL_WEBHOOK_KEY_ID', 'CAWL_WEBHOOK_SECRET'],
} as const;

export type ProviderName = keyof typeof PROVIDER_KEYS;
export type Credentials<P extends ProviderName> = Record<(typeof PROVIDER_KEYS)[P][number], string>;

/** `PAYMENT_DOMAINE_`: the prefix of a site's own keys in the environment (its folder's name, upper case). */
export function sitePrefix(site: Pick<LoadedSite, 'folder'>): string {
  return `PAYMENT_${basename(site.folder).toUpperCase().replace(/[^A-Z0-9]/g, '_')}_`;
}

const files = new Map<string, Record<string, Record<string, string>>>();

/**
 * The secrets file (`PAYMENT_SECRETS_FILE`, JSON kept outside git): `{ "<site folder>": { "STRIPE_SECRET_KEY": "…" } }`.
 * Read once per path; an unreadable file counts as empty (the missing keys are then reported).
 */
function secretsFile(path: string | undefined): Record<string, Record<string, string>> {
  if (!path) return {};
  let parsed = files.get(path);
  if (!parsed) {
    try {
      parsed = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, string>>;
    } catch {
      parsed = {};
    }
    files.set(path, parsed);
  }
  return parsed;
}

/**
 * One credential of a site, first found of: `PAYMENT_<SITE>_<NAME>` in the environment, the site's
 * entry of the secrets file, then `<NAME>` (a single site, Stripe's standard names). Blank is absent.
 */
export function siteCredential(env: NodeJS.ProcessEnv, site: Pick<LoadedSite, 'folder'>, name: string): string | undefined {
  const fromFile = secretsFile(env.PAYMENT_SECRETS_FILE)[basename(site.folder)]?.[name];
  for (const value of [env[`${sitePrefix(site)}${name}`], fromFile, env[name]]) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

/** A provider's keys for a site, or the names missing (each spelled as the site's own variable). */
export function providerCredentials<P extends ProviderName>(
  env: NodeJS.ProcessEnv,
  site: Pick<LoadedSite, 'folder'>,
  provider: P,
): { keys: Credentials<P>; missing: [] } | { keys: null; missing: string[] } {
  const keys: Record<string, string> = {};
  const missing: string[] = [];
  for (const name of PROVIDER_KEYS[provider]) {
    const value = siteCredential(env, site, name);
    if (value === undefined) missing.push(name);
    else keys[name] = value;
  }
  return missing.length > 0 ? { keys: null, missing } : { keys: keys as Credentials<P>, missing: [] };
}

/** `https://api.stripe.com` or `STRIPE_API_URL` / `CAWL_API_URL` split into the SDKs' host, port and scheme. */
export function apiEndpoint(url: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname, port: parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443, protocol };
}
