import { describe, expect, it } from 'vitest';
import type { SiteEntry } from '../data/engine-context.ts';
import { createSiteResolver, hostname } from './site-registry.server.ts';

const sites: SiteEntry[] = [
  { name: 'autocars', idSite: 87, hosts: ['autocars.example.fr'], dir: '/s/autocars' },
  { name: 'domaine', idSite: 88, hosts: ['www.domaine.example'], dir: '/s/domaine' },
];

describe('site by host', () => {
  const resolve = createSiteResolver(sites, 'autocars');
  it('uses the hosts of site.json and <name>.localhost', () => {
    expect(resolve('www.domaine.example').name).toBe('domaine');
    expect(resolve('domaine.localhost:3000').name).toBe('domaine');
    expect(resolve('Autocars.example.fr').name).toBe('autocars');
  });
  it('serves the default site on bare localhost and 127.0.0.1', () => {
    expect(resolve('localhost:3000').name).toBe('autocars');
    expect(resolve('127.0.0.1:3000').name).toBe('autocars');
    expect(createSiteResolver(sites, 'domaine')('127.0.0.1').name).toBe('domaine');
  });
  it('normalises host names', () => {
    expect(hostname('[::1]:3000')).toBe('::1');
    expect(hostname('example.fr.')).toBe('example.fr');
  });
});
