import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * A corrupted copy of each demo site, with one mistake of each kind, run through ONE validate
 * CLI process per site. Expected positions are found by searching the corrupted text itself.
 */
const repo = fileURLToPath(new URL('../../', import.meta.url));
const tsx = join(repo, 'node_modules/.bin/tsx');
const tmp = mkdtempSync(join(tmpdir(), 'vitrine-corrupted-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** `line:column` (from 1) of the `nth` occurrence of `needle` in `text`, plus `shift` characters. */
function locate(text: string, needle: string, nth = 1, shift = 0): string {
  let index = -1;
  for (let i = 0; i < nth; i++) {
    index = text.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`fixture: "${needle}" #${nth} not found`);
  }
  index += shift;
  const before = text.slice(0, index);
  return `${before.split('\n').length}:${index - before.lastIndexOf('\n')}`;
}

interface Expected {
  file: string;
  at: string;
  pointer: string;
  message: string | RegExp;
  hint?: string;
}

function corrupt(site: string): { dir: string; expected: Expected[] } {
  const dir = join(tmp, site);
  cpSync(join(repo, 'site-configs', site), dir, { recursive: true });
  const read = (rel: string) => readFileSync(join(dir, rel), 'utf8');
  const save = (rel: string, text: string) => {
    writeFileSync(join(dir, rel), text);
    return text;
  };
  const edit = (rel: string, change: (doc: Json) => void) => {
    const doc = JSON.parse(read(rel)) as Json;
    change(doc);
    return save(rel, `${JSON.stringify(doc, null, 2)}\n`);
  };
  const expected: Expected[] = [];

  // 1. unknown key with a typo, 2. wrong enum value (site.json)
  const siteText = save('site.json', read('site.json').replace('"isWinemaker"', '"isWinemakr"').replace('"code": "en"', '"code": "english"'));
  expected.push(
    { file: 'site.json', at: locate(siteText, '"isWinemakr"'), pointer: '/info/isWinemakr', message: /^unknown property "isWinemakr"/, hint: 'did you mean "isWinemaker"?' },
  );
  const english = JSON.parse(siteText).languages.findIndex((l: Json) => l.code === 'english');
  expected.push({
    file: 'site.json',
    at: locate(siteText, '"english"'),
    pointer: `/languages/${english}/code`,
    message: 'must be one of: "fr_FR", "en" (got "english")',
    hint: 'allowed values: fr_FR, en',
  });

  // 3. JSON syntax error (forms.json): the comma after schemaVersion is gone
  const formsText = save('forms.json', read('forms.json').replace('"schemaVersion": 1,', '"schemaVersion": 1'));
  expected.push({ file: 'forms.json', at: locate(formsText, '"forms"'), pointer: '/', message: 'invalid JSON: unexpected character "\\"", expected ","' });

  // 4. duplicate slug under one parent, 8. missing English title (pages.json)
  let slug = '';
  const pagesText = edit('pages.json', (doc) => {
    slug = doc.pages[0].url.fr;
    doc.pages[1].url.fr = slug;
    doc.pages[2].title.en = '';
  });
  expected.push(
    { file: 'pages.json', at: locate(pagesText, `"fr": "${slug}"`, 2, 6), pointer: '/pages/1/url/fr', message: /^duplicate French slug "/ },
    { file: 'pages.json', at: locate(pagesText, '"en": ""', 1, 6), pointer: '/pages/2/title/en', message: 'empty English title: every page needs it in both languages' },
  );

  // 5. unregistered block type (legal-notice), 6. invalid block prop (cookie-policy)
  const legalText = save('components/legal-notice.json', read('components/legal-notice.json').replace('"legal-text"', '"legal-txt"'));
  const legalIndex = JSON.parse(legalText).config.layout.findIndex((b: Json) => b.type === 'legal-txt');
  expected.push({ file: 'components/legal-notice.json', at: locate(legalText, '"legal-txt"'), pointer: `/config/layout/${legalIndex}/type`, message: /^unknown block type "legal-txt"/, hint: 'did you mean "legal-text"?' });
  const cookieText = save('components/cookie-policy.json', read('components/cookie-policy.json').replace('"COOKIE_POLICY"', '"COOKIES"'));
  const cookieIndex = JSON.parse(cookieText).config.layout.findIndex((b: Json) => b.props.parameter === 'COOKIES');
  expected.push({ file: 'components/cookie-policy.json', at: locate(cookieText, '"COOKIES"'), pointer: `/config/layout/${cookieIndex}/props/parameter`, message: /^must be "LEGAL_NOTICE" or / });

  // 7. link to a missing page (home)
  let linkIndex = 0;
  const homeText = edit('components/home.json', (doc) => {
    linkIndex = doc.config.layout.length;
    doc.config.layout.push({
      key: 'writetous',
      type: 'call-to-action',
      props: {
        title: { fr: 'Nous écrire', en: 'Write to us' },
        button: { label: { fr: 'Écrire', en: 'Write' }, href: { fr: '/page-inexistante', en: '/en' } },
      },
    });
  });
  expected.push({ file: 'components/home.json', at: locate(homeText, '"/page-inexistante"'), pointer: `/config/layout/${linkIndex}/props/button/href/fr`, message: /^link "\/page-inexistante" points to no page in French/ });

  // 9. unknown legal placeholder (parameters.json)
  const paramsText = save('parameters.json', read('parameters.json').replace('{{companyName}}', '{{companyNme}}'));
  const params = JSON.parse(paramsText).parameters as Json[];
  const index = params.findIndex((p) => JSON.stringify(p.value).includes('{{companyNme}}'));
  const value = params[index]?.value;
  const lang = typeof value === 'string' ? '' : value.fr.includes('{{companyNme}}') ? '/fr' : '/en';
  const line = paramsText.slice(0, paramsText.indexOf('{{companyNme}}')).split('\n').length;
  const column = (paramsText.split('\n')[line - 1] ?? '').indexOf('": "') + 4;
  expected.push({ file: 'parameters.json', at: `${line}:${column}`, pointer: `/parameters/${index}/value${lang}`, message: /^unknown placeholder "\{\{companyNme\}\}"/, hint: 'did you mean "{{companyName}}"?' });
  return { dir, expected };
}

describe.each(['autocars', 'domaine'])('npm run validate on a corrupted copy of %s', (site) => {
  const { dir, expected } = corrupt(site);
  const result = spawnSync(tsx, ['scripts/validate.ts', '--root', tmp, site], { cwd: repo, encoding: 'utf8' });
  const lines = result.stderr.split('\n');

  it('exits 1 and keeps the summary line', () => {
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/validate: \d+ files in 1 site, \d+ errors in \d+ files/);
  });

  it.each(expected.map((e) => [`${e.file} ${e.pointer}`, e] as const))('reports %s at its line and column', (_, error) => {
    const head = `${join(dir, error.file)}:${error.at}  ${error.pointer}  `;
    const index = lines.findIndex((l) => l.startsWith(head));
    expect(index, `no line starting with "${head}" in:\n${result.stderr}`).toBeGreaterThanOrEqual(0);
    const message = (lines[index] ?? '').slice(head.length);
    if (typeof error.message === 'string') expect(message).toBe(error.message);
    else expect(message).toMatch(error.message);
    if (error.hint) expect(lines[index + 1]).toBe(`  hint: ${error.hint}`);
  });
});
