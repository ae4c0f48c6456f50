interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The visitor's address, forwarded to the in-process API as `X-Forwarded-For` so that its rate
 * limits count visitors, not this server. The socket address of the request; the first entry of
 * the request's own `X-Forwarded-For` instead when TRUST_PROXY=1 (behind a reverse proxy); null
 * when neither is known (requests built in tests).
 */
export function visitorAddress(request: Request, env: unknown, trustProxy = process.env.TRUST_PROXY === '1'): string | null {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const bindings = env as (NodeBindings & { server?: NodeBindings }) | undefined;
  return (bindings?.server ?? bindings)?.incoming?.socket?.remoteAddress ?? null;
}
