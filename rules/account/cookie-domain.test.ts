import { describe, expect, it } from 'vitest';
import { cookieDomain } from './cookie-domain.ts';

describe('cookieDomain', () => {
  it('drops the first label of a host with three or more labels', () => {
    expect(cookieDomain('www.autocars-bocage-vendee.fr')).toBe('autocars-bocage-vendee.fr');
    expect(cookieDomain('shop.domaine.example.com:3000')).toBe('domaine.example.com');
  });
  it('sets no domain for short hosts and IP addresses', () => {
    expect(cookieDomain('autocars.localhost')).toBeUndefined();
    expect(cookieDomain('localhost:4000')).toBeUndefined();
    expect(cookieDomain('127.0.0.1:4000')).toBeUndefined();
    expect(cookieDomain(undefined)).toBeUndefined();
  });
});
