import { describe, expect, it } from 'vitest';
import { visitorAddress } from './visitor-address.server.ts';

const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const request = (forwarded?: string) => new Request('http://site.test/_forms/contact', forwarded ? { headers: { 'x-forwarded-for': forwarded } } : {});

describe('visitorAddress', () => {
  it('takes the socket address and ignores a forged X-Forwarded-For without TRUST_PROXY', () => {
    expect(visitorAddress(request('6.6.6.6'), socket('203.0.113.9'), 0)).toBe('203.0.113.9');
  });
  it('takes the entry the trusted balancer appended, not the first one the client may forge', () => {
    expect(visitorAddress(request('6.6.6.6, 198.51.100.4'), socket('10.0.0.1'), 1)).toBe('198.51.100.4');
  });
  it('is null when no address is known', () => {
    expect(visitorAddress(request(), undefined, 0)).toBeNull();
  });
});
