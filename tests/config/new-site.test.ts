import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBlockPropsValidators } from '../../host/block-server/block-props-validators.server.ts';
import { serverBlockTypes } from '../../host/block-server/block-server-parts.server.ts';
import { currentSchemaVersion } from '../../schemas/migrations/migrations.ts';
import { pagePathSets } from '../../schemas/site-checks/page-paths.ts';
import { validateSite } from '../../schemas/validation/validate-sites.server.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const tsx = join(repo, 'node_modules/.bin/tsx');
const root = mkdtempSync(join(tmpdir(), 'vitrine-new-site-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'existing'));
writeFileSync(join(root, 'existing', 'site.json'), JSON.stringify({ idSite: 95 }));
const run = (...args: string[]) => spawnSync(tsx, ['scripts/new-site.ts', ...args, '--root', root], { cwd: repo, encoding: 'utf8' });
const created = run('boulangerie-martin');
const read = (rel: string) => JSON.parse(readFileSync(join(root, 'boulangerie-martin', rel), 'utf8'));

describe('npm run new-site', () => {
  it('scaffolds a site that validates, and prints its URL', async () => {
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('http://boulangerie-martin.localhost:3000');
    const blocks = await loadBlockPropsValidators();
    const report = validateSite(root, 'boulangerie-martin', { blocks, blockTypes: serverBlockTypes() });
    expect(report.errors).toEqual([]);
  });

  it('takes the next free idSite and the host <name>.localhost', () => {
    expect(read('site.json')).toMatchObject({ idSite: 96, name: 'boulangerie-martin', hosts: ['boulangerie-martin.localhost'] });
  });

  it('writes home, a content page and the legal pages, with legal texts in both languages', () => {
    expect([...pagePathSets(read('pages.json').pages).en]).toEqual(['/en/contact-us']);
    for (const slug of ['home', 'nous-contacter', 'legal-notice', 'privacy-policy', 'cookie-policy', 'use-terms']) {
      expect(read(`components/${slug}.json`).slug).toBe(slug);
    }
    const legal = read('parameters.json').parameters.find((p: { type: string }) => p.type === 'LEGAL_NOTICE');
    expect(legal.value.fr).toContain('{{companyName}}');
    expect(legal.value.en).toContain('Publisher');
    expect(readFileSync(join(root, 'boulangerie-martin', 'media/logos/logo.svg'), 'utf8')).toContain('>Boulangerie Martin</text>');
  });

  it('writes components of the current format, every block with its own key', () => {
    for (const slug of ['home', 'nous-contacter', 'legal-notice']) {
      const document = read(`components/${slug}.json`);
      expect(document.schemaVersion).toBe(currentSchemaVersion('component'));
      const keys = (document.config.layout as { key: string }[]).map((block) => block.key);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(key).toMatch(/^[a-z0-9]{8}$/);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('refuses an existing name and an invalid one', () => {
    const again = run('existing');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('a site named "existing" already exists');
    const invalid = run('Mon_Site');
    expect(invalid.status).toBe(1);
    expect(invalid.stderr).toContain('"Mon_Site" is not a valid site name');
  });
});
