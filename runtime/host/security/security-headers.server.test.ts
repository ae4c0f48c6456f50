import { describe, expect, it } from 'vitest';
import { applySecurityHeaders, contentSecurityPolicy, createNonce } from './security-headers.server.ts';

describe('createNonce', () => {
  it('gives 16 random bytes in base64, never the same twice (also across pool refills)', () => {
    const nonces = Array.from({ length: 1000 }, () => createNonce());
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts only from the site and the given nonce or hashes, no plugins, no foreign base, forms and framing by the site only', () => {
    const policy = contentSecurityPolicy({ hashes: ["'sha256-abc'"] });
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(contentSecurityPolicy('n0nce')).toContain("script-src 'self' 'nonce-n0nce'");
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'"]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('applySecurityHeaders', () => {
  it('sets nosniff and a referrer policy on every answer, keeping a stricter one the route chose', () => {
    const request = new Request('http://autocars.localhost/');
    const headers = new Headers();
    applySecurityHeaders(request, headers);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('strict-transport-security')).toBeNull();
    const own = new Headers({ 'Referrer-Policy': 'same-origin' });
    applySecurityHeaders(new Request('https://autocars.localhost/'), own);
    expect(own.get('referrer-policy')).toBe('same-origin');
    expect(own.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
