import { describe, expect, it } from 'vitest';
import { withCspSources } from './csp-sources.ts';
import { pagePolicy } from './page-policy.server.ts';
import { contentSecurityPolicy } from './security-headers.server.ts';

describe('pagePolicy', () => {
  const tracking = { script: ['https://www.googletagmanager.com'], connect: ['https://www.google-analytics.com', 'https://*.analytics.google.com'] };

  it('gives the very policy built whole, for a nonce and for hashes, with and without tracking origins or another API origin', () => {
    for (const sources of [tracking, { script: [], connect: [] }]) {
      for (const options of [{ apiOrigin: null, dev: false }, { apiOrigin: 'https://api.example.com', dev: false }, { apiOrigin: null, dev: true }]) {
        const policy = pagePolicy(sources, options);
        expect(policy('bm9uY2U=')).toBe(withCspSources(contentSecurityPolicy('bm9uY2U=', options), sources));
        const hashes = { hashes: ["'sha256-AAAA'", "'sha256-BBBB'"] };
        expect(policy(hashes)).toBe(withCspSources(contentSecurityPolicy(hashes, options), sources));
      }
    }
  });

  it('puts the page’s scripts after self and before the tracking origins', () => {
    expect(pagePolicy(tracking, { apiOrigin: null, dev: false })({ hashes: ["'sha256-A'"] })).toContain("script-src 'self' 'sha256-A' https://www.googletagmanager.com;");
  });
});
