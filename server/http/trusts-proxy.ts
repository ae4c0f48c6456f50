/**
 * Whether the server sits behind a balancer it trusts to tell the client's protocol and address
 * (`X-Forwarded-Proto`, `X-Forwarded-For`): `TRUST_PROXY` set to `1`, `true`, or a number of
 * proxies (hops) of at least one. Unset, `0`, `false` or anything else: not trusted.
 */
export function trustsProxy(value: string | undefined = process.env.TRUST_PROXY): boolean {
  const setting = value?.trim().toLowerCase() ?? '';
  if (setting === 'true') return true;
  return /^\d+$/.test(setting) && Number(setting) >= 1;
}
