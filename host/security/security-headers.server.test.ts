import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { contentSecurityPolicy, createNonce, securityHeaders } from './security-headers.server.ts';

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

describe('securityHeaders', () => {
  const app = new Hono();
  app.use('*', securityHeaders());
  app.get('/', (c) => c.text('page'));
  app.get('/pay', (c) => c.text('card page', 200, { 'Referrer-Policy': 'same-origin' }));
  app.get('/missing', (c) => c.text('Not found', 404));

  it('sets nosniff and a referrer policy on every answer, keeping a stricter one the route chose', async () => {
    for (const path of ['/', '/missing']) {
      const headers = (await app.request(`http://autocars.localhost${path}`)).headers;
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('strict-transport-security')).toBeNull();
    }
    const own = (await app.request('https://autocars.localhost/pay')).headers;
    expect(own.get('referrer-policy')).toBe('same-origin');
    expect(own.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('adds none of the other headers Hono would send by default', async () => {
    const headers = (await app.request('https://autocars.localhost/')).headers;
    for (const name of ['cross-origin-resource-policy', 'cross-origin-opener-policy', 'x-frame-options', 'origin-agent-cluster', 'x-xss-protection', 'x-download-options']) {
      expect(headers.get(name), name).toBeNull();
    }
  });
});
