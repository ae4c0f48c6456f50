import { describe, expect, it } from 'vitest';
import { trackingCspSources, trackingServices } from '../../runtime/web/consent/tracking/tracking-services.ts';
import { withCspSources } from './csp-sources.ts';

const policy = "default-src 'self'; script-src 'self' 'nonce-abc'; connect-src 'self'; object-src 'none'";

describe('withCspSources', () => {
  it('adds the Google Analytics origins to script-src and connect-src only', () => {
    const sources = trackingCspSources(trackingServices([{ type: 'GOOGLE_ANALYTICS_ID', value: 'G-ABC123XYZ' }]).services);
    const result = withCspSources(policy, sources);
    expect(result).toContain("script-src 'self' 'nonce-abc' https://www.googletagmanager.com");
    expect(result).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
    expect(result).toContain("object-src 'none'");
    expect(result).toContain("default-src 'self';");
  });

  it('leaves the policy as it is without tracking', () => {
    expect(withCspSources(policy, { script: [], connect: [] })).toBe(policy);
  });

  it('refuses a value that is not an https origin', () => {
    expect(() => withCspSources(policy, { script: ["'unsafe-inline'"], connect: [] })).toThrow(/not an https origin/);
    expect(() => withCspSources(policy, { script: [], connect: ['https://a.example; script-src *'] })).toThrow(/not an https origin/);
  });
});
