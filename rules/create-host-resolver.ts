/** What the resolver needs to know of a site: its folder name (and, through `hostsOf`, its site.json hosts). */
export interface HostedSite {
  name: string;
}

/** Host names that mean "this machine": they serve the default site (`$SITE`). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * A Host header (or a host of site.json) as compared: lower case, port and trailing dot
 * removed, IPv6 brackets removed. `Autocars.localhost:3000` → `autocars.localhost`,
 * `[::1]:3000` → `::1`, `example.fr.` → `example.fr`.
 */
export function normalizeHost(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) {
    const end = trimmed.indexOf(']');
    return end === -1 ? trimmed.slice(1) : trimmed.slice(1, end);
  }
  return trimmed.replace(/:\d*$/, '').replace(/\.+$/, '');
}

/**
 * Host header → site, the one rule of the web server and the API: a host of the site's
 * site.json, or `<name>.localhost`; bare `localhost`, `127.0.0.1` and `[::1]` serve the site
 * named `defaultName`; anything else is undefined (the caller decides). A host listed by two
 * sites goes to the first.
 */
export function createHostResolver<S extends HostedSite>(
  sites: readonly S[],
  defaultName: string | undefined,
  hostsOf: (site: S) => readonly string[],
) {
  const byHost = new Map<string, S>();
  for (const site of sites) {
    for (const host of [...hostsOf(site), `${site.name}.localhost`]) {
      const key = normalizeHost(host);
      if (!byHost.has(key)) byHost.set(key, site);
    }
  }
  const fallback = defaultName === undefined ? undefined : sites.find((site) => site.name === defaultName);
  return (hostHeader: string | null | undefined): S | undefined => {
    const host = normalizeHost(hostHeader ?? '');
    return byHost.get(host) ?? (LOOPBACK.has(host) ? fallback : undefined);
  };
}
