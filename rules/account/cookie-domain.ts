/**
 * The Domain of the auth cookies (§9): the host without its first label when it has three or
 * more labels (`www.example.fr` → `example.fr`); none for shorter hosts and IP addresses.
 */
export function cookieDomain(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const name = host.replace(/:\d+$/, '').toLowerCase();
  if (name.startsWith('[') || /^\d+(\.\d+){3}$/.test(name)) return undefined;
  const labels = name.split('.').filter(Boolean);
  return labels.length >= 3 ? labels.slice(1).join('.') : undefined;
}
