/**
 * How many proxies in front of the server append to `X-Forwarded-For` and set
 * `X-Forwarded-Proto`, from `TRUST_PROXY`: unset, empty, `0`, `false` or anything else → 0 (the
 * socket is the client); `true` → 1; a whole number N → N (a CDN then a balancer is 2). The one
 * reading of the variable, for the client address and for HSTS alike.
 */
export function trustedHops(value: string | undefined = process.env.TRUST_PROXY): number {
  const text = (value ?? '').trim().toLowerCase();
  if (text === 'true') return 1;
  const hops = Number(text);
  return text !== '' && Number.isInteger(hops) && hops > 0 ? hops : 0;
}

/** Whether the server sits behind a balancer it trusts to tell the client's protocol and address. */
export function trustsProxy(value: string | undefined = process.env.TRUST_PROXY): boolean {
  return trustedHops(value) > 0;
}
