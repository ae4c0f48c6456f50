import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/paths.ts';
import { createHarness, type Harness } from './harness.test-utils.ts';

// A configuration file with scripts, event handlers and script URLs in its HTML is served clean:
// the API sanitizes every HTML value once, when it loads the configuration.
const hostile = '<p onclick="__xss()">Bienvenue</p><script>__xss()</script><img src=x onerror=__xss()><a href="javascript:__xss()" target="_blank">lien</a>';
const clean = '<p>Bienvenue</p><a target="_blank" rel="noopener noreferrer">lien</a>';

let root: string;
let h: Harness;

function edit(file: string, change: (document: any) => void) {
  const path = join(root, 'autocars', file);
  const document = JSON.parse(readFileSync(path, 'utf8'));
  change(document);
  writeFileSync(path, JSON.stringify(document, null, 2));
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'vitrine-config-html-'));
  cpSync(resolve(projectRoot, 'site-configs'), root, { recursive: true });
  edit('components/home.json', (document) => {
    document.config.layout.unshift({ key: 'hostile1', type: 'rich-text', props: { title: { fr: 'Titre', en: 'Title' }, html: { fr: hostile, en: `${hostile}<p>EN</p>` } } });
  });
  edit('parameters.json', (document) => {
    const notice = document.parameters.find((parameter: { type: string }) => parameter.type === 'LEGAL_NOTICE');
    notice.value = { fr: `<p>Éditeur : {{companyName}} <a href="{{phone}}">tél.</a></p>${hostile}`, en: hostile };
    const phone = document.parameters.find((parameter: { type: string }) => parameter.type === 'COMPANY_PHONE');
    phone.value = 'javascript:__xss()';
  });
  edit('popups.json', (document) => {
    document.popups = [{ id: 5, isValid: true, title: { fr: 'Offre', en: 'Offer' }, html: { fr: hostile, en: hostile }, pages: 'ALL' }];
  });
  h = await createHarness({ siteConfigs: root });
});

afterAll(async () => {
  await h?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('configured HTML served by the API', () => {
  it('serves a rich-text block without its script, handler or script URL, in both languages', async () => {
    const fr = await h.request('GET', '/component/conf/home', { site: 87, lang: 'fr' });
    expect(fr.status).toBe(200);
    expect(fr.json?.data.config.layout[0]).toEqual({ key: 'hostile1', type: 'rich-text', props: { title: 'Titre', html: clean } });
    const en = await h.request('GET', '/component/conf/home', { site: 87, lang: 'en' });
    expect(en.json?.data.config.layout[0].props.html).toBe(`${clean}<p>EN</p>`);
    expect(fr.text).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });

  it('serves a legal text clean, its placeholders filled as text and never into a link address', async () => {
    const res = await h.request('GET', '/parameter', { site: 87, lang: 'fr' });
    const notice = res.json?.data.find((parameter: { type: string }) => parameter.type === 'LEGAL_NOTICE');
    expect(notice.value).toMatch(/^<p>Éditeur : Autocars Bocage Vendée <a href="\{\{phone\}\}">tél\.<\/a><\/p><p>Bienvenue<\/p>/);
    expect(notice.value).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });

  it('serves a popup clean', async () => {
    const res = await h.request('GET', '/popup/5', { site: 87, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.json?.data.html).toBe(clean);
  });
});
