/** What a setup link needs of a site: its hosts (site.json) and its public address (`info.url`). */
export interface SetupLinkSite {
  hosts: readonly string[];
  url: string;
}

const isLocal = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * The setup link printed at start (decision 0047): `http://<host>:<port>/admin/setup?token=…` for
 * a site served on this machine (its first host is `localhost` or `*.localhost`), else at the
 * site's own address (`info.url`, behind its balancer).
 */
export function adminSetupLink(site: SetupLinkSite, port: number, token: string): string {
  const host = site.hosts[0] ?? 'localhost';
  const origin = isLocal(host) ? `http://${host}:${port}` : new URL(site.url).origin;
  return `${origin}/admin/setup?token=${encodeURIComponent(token)}`;
}
