import { describe, expect, it } from 'vitest';
import type { SiteEntry } from './data/engine-context.ts';
import { createKnownHost, createSiteResolver } from './site-registry.server.ts';

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
  it('serves the default site on a host no site claims (development; production refuses it first)', () => {
    expect(resolve('unknown.example').name).toBe('autocars');
  });
});

describe('known hosts', () => {
  it('knows the hosts of site.json, <name>.localhost and the loopback names, and nothing else', () => {
    const knows = createKnownHost(sites, 'autocars');
    for (const host of ['www.domaine.example', 'autocars.example.fr.', 'domaine.localhost:3000', 'localhost', '127.0.0.1:3000', '[::1]:3000']) expect(knows(host), host).toBe(true);
    for (const host of ['unknown.example', 'evil.localhost', '10.0.0.5', '', undefined]) expect(knows(host), String(host)).toBe(false);
  });
  it('knows the loopback names when the default site is missing (the first site stands in)', () => {
    expect(createKnownHost(sites, 'missing')('localhost:3000')).toBe(true);
  });
});

describe('site registry', () => {
  it('serves a site folder created after start once reloaded, and keeps the sites when the folder empties', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { createSiteRegistry } = await import('./site-registry.server.ts');
    const root = mkdtempSync(join(tmpdir(), 'vitrine-sites-'));
    const write = (name: string, idSite: number) => {
      mkdirSync(join(root, name));
      writeFileSync(join(root, name, 'site.json'), JSON.stringify({ idSite, hosts: [] }));
    };
    write('autocars', 87);
    const lines: string[] = [];
    const registry = createSiteRegistry(root, 'autocars', (line) => lines.push(line));
    expect(registry.siteFor('brasserie.localhost:3000').name).toBe('autocars');
    write('brasserie', 89);
    registry.reload();
    expect(registry.siteFor('brasserie.localhost:3000')).toMatchObject({ name: 'brasserie', idSite: 89 });
    rmSync(join(root, 'autocars'), { recursive: true });
    rmSync(join(root, 'brasserie'), { recursive: true });
    registry.reload();
    expect(registry.sites()).toHaveLength(2);
    expect(lines.join('\n')).toContain('keeping the 2 known sites');
  });
});
