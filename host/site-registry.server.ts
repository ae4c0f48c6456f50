import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHostResolver } from '../rules/create-host-resolver.ts';
import type { SiteEntry } from './data/engine-context.ts';

/**
 * The sites of this process: every `site-configs/<name>/site.json` (its idSite and hosts).
 * A folder whose site.json is missing or malformed is skipped with a log line. The registry
 * (`createSiteRegistry`) reads them again whenever the configuration changes.
 */
export function loadSites(sitesDir: string, log: (line: string) => void = console.warn): SiteEntry[] {
  if (!existsSync(sitesDir)) return [];
  const sites: SiteEntry[] = [];
  for (const name of readdirSync(sitesDir).sort()) {
    const file = join(sitesDir, name, 'site.json');
    if (!existsSync(file)) continue;
    try {
      const json = JSON.parse(readFileSync(file, 'utf8')) as { idSite?: unknown; hosts?: unknown };
      if (!Number.isInteger(json.idSite)) throw new Error('idSite must be an integer');
      const hosts = Array.isArray(json.hosts) ? json.hosts.filter((h): h is string => typeof h === 'string') : [];
      sites.push({ name, idSite: json.idSite as number, hosts, dir: join(sitesDir, name) });
    } catch (error) {
      log(`[sites] ${file}: ${error instanceof Error ? error.message : String(error)} — site skipped`);
    }
  }
  return sites;
}

/**
 * Host header → site (the rule of `createHostResolver`, shared with the API). A host no site
 * claims serves the default site too, so a development server reached by an unlisted name still
 * answers; in production the web server refuses such a host first (see `knows`, knownHostsOnly).
 */
export function createSiteResolver(sites: readonly SiteEntry[], defaultName: string) {
  const resolve = createHostResolver(sites, defaultName, (site) => site.hosts);
  const fallback = sites.find((site) => site.name === defaultName) ?? sites[0];
  if (!fallback) throw new Error('no site found in site-configs/');
  if (fallback.name !== defaultName) console.warn(`[sites] default site "${defaultName}" not found, serving "${fallback.name}"`);
  return (hostHeader: string | null | undefined): SiteEntry => resolve(hostHeader) ?? fallback;
}

/**
 * Whether a Host header names a site: a host of a site.json, `<name>.localhost`, or bare
 * `localhost`, `127.0.0.1`, `[::1]` (the default site).
 */
export function createKnownHost(sites: readonly SiteEntry[], defaultName: string) {
  const served = createHostResolver(sites, createSiteResolver(sites, defaultName)('localhost').name, (site) => site.hosts);
  return (hostHeader: string | null | undefined): boolean => served(hostHeader) !== undefined;
}

export interface SiteRegistry {
  /** Host header → site (see `createSiteResolver`). */
  siteFor(hostHeader: string | null | undefined): SiteEntry;
  /** Whether a Host header names one of the sites (see `createKnownHost`). */
  knows(hostHeader: string | null | undefined): boolean;
  sites(): readonly SiteEntry[];
  /** Reads `sitesDir` again: a new site folder is served at once on `<name>.localhost`. */
  reload(): void;
}

/**
 * The sites of `sitesDir`, read now and again on `reload()`. A reload that finds no site keeps
 * the previous list (a folder being renamed or copied must not take every site down).
 */
export function createSiteRegistry(sitesDir: string, defaultName: string, log: (line: string) => void = console.warn): SiteRegistry {
  let sites = loadSites(sitesDir, log);
  let resolve = createSiteResolver(sites, defaultName);
  let known = createKnownHost(sites, defaultName);
  return {
    siteFor: (host) => resolve(host),
    knows: (host) => known(host),
    sites: () => sites,
    reload: () => {
      const next = loadSites(sitesDir, log);
      if (next.length === 0) {
        log(`[sites] no site found in ${sitesDir} after a change, keeping the ${sites.length} known sites`);
        return;
      }
      sites = next;
      resolve = createSiteResolver(next, defaultName);
      known = createKnownHost(next, defaultName);
    },
  };
}
