import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiEndpoint, providerCredentials, siteCredential, sitePrefix } from './payment-credentials.ts';

const domaine = { folder: '/srv/site-configs/domaine' };
const autocars = { folder: '/srv/site-configs/autocars' };
const dir = mkdtempSync(join(tmpdir(), 'vitrine-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('payment credentials', () => {
  it('reads a site’s own variable first, then the secrets file, then the standard name', () => {
    const file = join(dir, 'secrets.json');
    writeFileSync(file, JSON.stringify({ domaine: { STRIPE_SECRET_KEY: 'sk_test_file', STRIPE_WEBHOOK_SECRET: 'whsec_file' } }));
    const env = { PAYMENT_SECRETS_FILE: file, PAYMENT_DOMAINE_STRIPE_SECRET_KEY: 'sk_test_own', STRIPE_SECRET_KEY: 'sk_test_single', STRIPE_WEBHOOK_SECRET: 'whsec_single' };
    expect(sitePrefix(domaine)).toBe('PAYMENT_DOMAINE_');
    expect(siteCredential(env, domaine, 'STRIPE_SECRET_KEY')).toBe('sk_test_own');
    expect(siteCredential(env, domaine, 'STRIPE_WEBHOOK_SECRET')).toBe('whsec_file');
    expect(siteCredential(env, autocars, 'STRIPE_SECRET_KEY')).toBe('sk_test_single');
  });

  it('names every missing key, a blank one included', () => {
    const found = providerCredentials({ CAWL_MERCHANT_ID: 'M1', CAWL_API_KEY_ID: ' ' }, domaine, 'cawl');
    expect(found).toEqual({ keys: null, missing: ['CAWL_API_KEY_ID', 'CAWL_API_SECRET', 'CAWL_WEBHOOK_KEY_ID', 'CAWL_WEBHOOK_SECRET'] });
    expect(providerCredentials({ STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' }, domaine, 'stripe').keys).toEqual({ STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh' });
  });

  it('splits an API address into the SDKs’ host, port and scheme', () => {
    expect(apiEndpoint('http://127.0.0.1:42701')).toEqual({ host: '127.0.0.1', port: 42701, protocol: 'http' });
    expect(apiEndpoint('https://payment.preprod.ca.cawl-solutions.fr')).toEqual({ host: 'payment.preprod.ca.cawl-solutions.fr', port: 443, protocol: 'https' });
  });
});
