import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../server/paths.ts';
import { createHarness, type Harness } from '../harness.test-utils.ts';

// Configuration reads answer an ETag and 304 to If-None-Match; the ETag changes when the file
// behind the answer changes (watched temp copy of site-configs).
let h: Harness;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'vitrine-etag-'));
  cpSync(resolve(projectRoot, 'site-configs'), root, { recursive: true, filter: (src) => !/[\\/](media|fonts)$/.test(src) });
  h = await createHarness({ siteConfigs: root, watch: true });
});
afterAll(async () => {
  await h.close();
  rmSync(root, { recursive: true, force: true });
});

async function until(check: () => Promise<boolean>, timeoutMs = 8000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('the configuration was not reloaded in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** [call, file of autocars it is served from, edit of that file]. */
const reads: [string, string, (doc: any) => void][] = [
  ['/parameter', 'parameters.json', (doc) => { doc.parameters.find((p: { type: string }) => p.type === 'BACKGROUND_COLOR').value = '#FEFEFE'; }],
  ['/site/info', 'site.json', (doc) => { doc.info.isBuilding = !doc.info.isBuilding; }],
  ['/page/location-car-avec-chauffeur', 'pages.json', (doc) => { doc.pages[0].metaDescription.fr += ' Devis gratuit.'; }],
  ['/component/conf/location-car-avec-chauffeur', 'components/location-car-avec-chauffeur.json', (doc) => { doc.config.title = { fr: 'Location de car', en: 'Coach hire' }; }],
];

describe.each(reads)('GET %s', (path, file, edit) => {
  it('answers an ETag, 304 to If-None-Match, and a new ETag once the file changes', async () => {
    const first = await h.request('GET', path, { site: 87, lang: 'fr_FR' });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
    const again = await h.request('GET', path, { site: 87, lang: 'fr_FR', headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const other = await h.request('GET', path, { site: 87, lang: 'fr_FR', headers: { 'If-None-Match': '"something-else"' } });
    expect(other.status).toBe(200);

    const full = join(root, 'autocars', file);
    const doc = JSON.parse(readFileSync(full, 'utf8'));
    edit(doc);
    writeFileSync(full, JSON.stringify(doc, null, 2));
    await until(async () => (await h.request('GET', path, { site: 87, lang: 'fr_FR' })).headers.get('etag') !== etag);
    const changed = await h.request('GET', path, { site: 87, lang: 'fr_FR', headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.json?.success).toBe(true);
  });
});
