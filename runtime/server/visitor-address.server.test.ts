import { describe, expect, it } from 'vitest';
import { visitorAddress } from './visitor-address.server.ts';

const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const request = (forwarded?: string) => new Request('http://site.test/_forms/contact', forwarded ? { headers: { 'x-forwarded-for': forwarded } } : {});

describe('visitorAddress', () => {
  it('takes the socket address and ignores a forged X-Forwarded-For without TRUST_PROXY', () => {
    expect(visitorAddress(request('6.6.6.6'), socket('203.0.113.9'), false)).toBe('203.0.113.9');
  });
  it('takes the first X-Forwarded-For entry behind a trusted proxy', () => {
    expect(visitorAddress(request('198.51.100.4, 10.0.0.1'), socket('10.0.0.1'), true)).toBe('198.51.100.4');
  });
  it('is null when no address is known', () => {
    expect(visitorAddress(request(), undefined, false)).toBeNull();
  });
});
