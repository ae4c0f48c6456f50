import { describe, expect, it } from 'vitest';
import { createHostResolver, normalizeHost } from './create-host-resolver.ts';

const sites = [
  { name: 'autocars', hosts: ['autocars.example.fr', 'WWW.Autocars.example.fr.'] },
  { name: 'domaine', hosts: ['www.domaine.example'] },
];

describe('normalizeHost', () => {
  it.each([
    ['autocars.localhost', 'autocars.localhost'],
    ['Autocars.Localhost:3000', 'autocars.localhost'],
    ['example.fr.', 'example.fr'],
    ['example.fr.:443', 'example.fr'],
    ['  www.example.fr  ', 'www.example.fr'],
    ['[::1]:3000', '::1'],
    ['[::1]', '::1'],
    ['127.0.0.1:8080', '127.0.0.1'],
    ['', ''],
  ])('%j → %j', (host, expected) => {
    expect(normalizeHost(host)).toBe(expected);
  });
});

describe('createHostResolver', () => {
  const hostsOf = (site: (typeof sites)[number]) => site.hosts;
  const resolve = createHostResolver(sites, 'autocars', hostsOf);
  it.each([
    ['www.domaine.example', 'domaine'],
    ['WWW.DOMAINE.EXAMPLE:443', 'domaine'],
    ['www.domaine.example.', 'domaine'],
    ['domaine.localhost:3000', 'domaine'],
    ['Autocars.example.fr', 'autocars'],
    ['www.autocars.example.fr', 'autocars'],
    ['autocars.localhost.', 'autocars'],
    ['localhost:3000', 'autocars'],
    ['localhost', 'autocars'],
    ['127.0.0.1:3000', 'autocars'],
    ['[::1]:3000', 'autocars'],
    ['unknown.example', undefined],
    ['brasserie.localhost', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %s', (host, expected) => {
    expect(resolve(host)?.name).toBe(expected);
  });

  it('serves the site named by $SITE on bare localhost, and no site when there is no such site', () => {
    expect(createHostResolver(sites, 'domaine', hostsOf)('127.0.0.1')?.name).toBe('domaine');
    expect(createHostResolver(sites, 'nope', hostsOf)('localhost')).toBeUndefined();
    expect(createHostResolver(sites, undefined, hostsOf)('localhost')).toBeUndefined();
  });
});
