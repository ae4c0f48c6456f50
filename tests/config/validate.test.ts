import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadBlockPropsValidators } from '../../host/block-server/block-props-validators.server.ts';
import { validateSites } from '../../schemas/validation/validate-sites.server.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const tsx = join(repo, 'node_modules/.bin/tsx');

const site = {
  $schema: '../../schemas/json/site.schema.json',
  schemaVersion: 1,
  idSite: 87,
  name: 'autocars',
  hosts: ['autocars.localhost'],
  info: {
    url: 'https://autocars.example',
    isWinemaker: false,
    isECommerce: false,
    isBuilding: false,
    dashboardType: 'SHOWCASE',
    defaultLang: { code: 'fr_FR', label: 'Français', flag: 'fr' },
  },
  languages: [
    {
      id: 1, code: 'fr_FR', label: 'Français', deeplCode: 'FR', isValid: true,
      country: { id: 250, alphaTwo: 'FR', alphaThree: 'FRA', numCode: 250, name: 'France' },
    },
  ],
  logos: [],
  fonts: [],
};

let root = '';
const write = (rel: string, value: unknown) => {
  const path = join(root, rel);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
};
const run = (...args: string[]) => spawnSync(tsx, ['scripts/validate.ts', '--root', root, ...args], { cwd: repo, encoding: 'utf8' });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'vitrine-validate-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run validate', () => {
  it('succeeds when there is no site folder yet', () => {
    const result = run();
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('nothing to check');
  });

  it('accepts a valid site folder and prints a summary', () => {
    write('autocars/site.json', site);
    const result = run();
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('validate: 1 file in 1 site, all valid');
    expect(result.status).toBe(0);
  });

  it('prints each error as file:line:column  pointer  message, with hints, and exits 1', () => {
    const text = JSON.stringify({ ...site, idSite: 'x', colour: 'red' }, null, 2);
    const colourLine = text.split('\n').findIndex((line) => line.includes('"colour"')) + 1;
    write('autocars/site.json', text);
    write('autocars/notes.json', {});
    write('autocars/forms.json', '{ not json');
    const result = run('autocars');
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    const at = (rel: string) => join(root, 'autocars', rel);
    expect(lines).toContain(`${at('site.json')}:4:13  /idSite  must be integer`);
    expect(lines.some((l) => l.startsWith(`${at('site.json')}:${colourLine}:3  /colour  unknown property "colour"`))).toBe(true);
    expect(lines.some((l) => l.startsWith(`${at('notes.json')}:1:1  /  no document kind matches this path`))).toBe(true);
    expect(lines).toContain(`${at('forms.json')}:1:3  /  invalid JSON: unexpected character "n", expected a property name in double quotes`);
    expect(result.stdout).toContain('4 errors in 3 files');
  });

  it('rejects an unknown site name', () => {
    write('autocars/site.json', site);
    const result = run('nowhere');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('no site folder "nowhere"');
  });
});

describe('validateSites', () => {
  it('checks cross-file rules: $schema path, folder name, component of each CMS page', () => {
    write('domaine/site.json', { ...site, $schema: '../schemas/json/site.schema.json' });
    write('domaine/components/home.json', { $schema: '../../../schemas/json/component.schema.json', schemaVersion: 1, slug: 'home', config: { layout: [] } });
    const page = {
      id: 1, idParent: null, order: 0, isValid: true, showInMenu: true, link: { type: 'NONE' },
      title: { fr: 'Vins', en: 'Wines' }, menuTitle: { fr: 'Vins', en: 'Wines' }, metaDescription: { fr: 'Nos vins', en: 'Our wines' }, url: { fr: 'vins', en: 'wines' }, children: [],
    };
    write('domaine/pages.json', {
      $schema: '../../schemas/json/pages.schema.json', schemaVersion: 1,
      pages: [{ ...page, cms: { isCmsPage: true, route: 'home' } }, { ...page, id: 2, cms: { isCmsPage: true, route: 'vins' } }],
    });
    const report = validateSites(root);
    expect(report.files).toBe(3);
    expect(report.errors.map(({ file, pointer, message }) => ({ file, pointer, message }))).toEqual([
      { file: 'domaine/pages.json', pointer: '/pages/1/url/fr', message: 'duplicate French slug "vins": the sibling page at /pages/0 already uses it (path /vins)' },
      { file: 'domaine/pages.json', pointer: '/pages/1/url/en', message: 'duplicate English slug "wines": the sibling page at /pages/0 already uses it (path /en/wines)' },
      { file: 'domaine/pages.json', pointer: '/pages/1/cms/route', message: 'no component config components/vins.json' },
      { file: 'domaine/site.json', pointer: '/$schema', message: 'must be "../../schemas/json/site.schema.json" (got "../schemas/json/site.schema.json")' },
      { file: 'domaine/site.json', pointer: '/name', message: 'must equal the folder name "domaine" (got "autocars")' },
    ]);
  });
});

describe('block props of component configs', () => {
  it('checks each block, in both languages, against its block schema', async () => {
    const blocks = await loadBlockPropsValidators();
    write('autocars/site.json', site);
    write('autocars/components/home.json', {
      $schema: '../../../schemas/json/component.schema.json', schemaVersion: 1, slug: 'home',
      config: {
        layout: [
          { type: 'rich-text', props: { html: { fr: '<p>Bonjour</p>', en: '<p>Hello</p>' } } },
          { type: 'rich-text', props: { html: { fr: '<p>Bonjour</p>', en: 12 } } },
          { type: 'carousel', props: {} },
        ],
      },
    });
    const report = validateSites(root, undefined, { blocks, blockTypes: ['rich-text', 'card-grid'] });
    expect(report.errors.map((e) => e.pointer)).toEqual(['/config/layout/1/props/html', '/config/layout/2/type']);
    expect(report.errors[1]?.message).toBe('unknown block type "carousel" (registered: rich-text, card-grid)');
  });
});
