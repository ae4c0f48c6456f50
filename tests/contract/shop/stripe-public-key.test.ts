import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../server/paths.ts';
import { createHarness, type Harness } from '../harness.test-utils.ts';

const PUBLISHABLE = 'pk_test_51HfJ2kLmN0pQrStUvWxYz0123';
const SECRET = 'sk_live_51HfJ2kLmN0pQrStUvWxYz9876';

let root: string;
let h: Harness;

/** Sets STRIPE_PUBLISHABLE_KEY in the domaine copy's parameters.json. */
function setKey(value: string) {
  const path = join(root, 'domaine', 'parameters.json');
  const doc = JSON.parse(readFileSync(path, 'utf8')) as { parameters: { type: string; kind: string; label: unknown; value: unknown }[] };
  doc.parameters = doc.parameters.filter((parameter) => parameter.type !== 'STRIPE_PUBLISHABLE_KEY');
  doc.parameters.push({ type: 'STRIPE_PUBLISHABLE_KEY', kind: 'STRING', label: { fr: 'Clé publique Stripe', en: 'Stripe public key' }, value });
  writeFileSync(path, `${JSON.stringify(doc, null, 2)}\n`);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'vitrine-stripe-'));
  cpSync(resolve(projectRoot, 'site-configs'), root, { recursive: true, filter: (src) => !/[\\/](media|fonts)$/.test(src) });
  setKey(PUBLISHABLE);
  h = await createHarness({ siteConfigs: root });
});
afterAll(async () => {
  await h.close();
  rmSync(root, { recursive: true, force: true });
});

describe('GET /custom-stripe/public-key', () => {
  it('answers the publishable key configured for the site', async () => {
    const res = await h.request('GET', '/custom-stripe/public-key', { site: 88 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, data: PUBLISHABLE });
  });

  it('answers a clear 404 for a site without a key', async () => {
    const res = await h.request('GET', '/custom-stripe/public-key', { site: 87, lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ success: false, data: null });
    expect(res.json?.message).toMatch(/No card payment public key is configured.*STRIPE_PUBLISHABLE_KEY/);
  });

  it('refuses a secret key in the configuration: never served, never written to the log', async () => {
    setKey(SECRET);
    h.ctx.config.reload();
    const problems = h.ctx.config.problems().filter((line) => line.startsWith('domaine/parameters.json'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/sk_live_… \(a secret key, hidden\).*Never a secret key/);
    const res = await h.request('GET', '/custom-stripe/public-key', { site: 88 });
    expect(res.json?.data).toBe(PUBLISHABLE);
    const parameters = await h.request('GET', '/parameter', { site: 88 });
    expect(JSON.stringify(parameters.json)).not.toContain('sk_live');
    expect(h.logLines.join('\n')).not.toContain(SECRET.slice(8));
    expect(problems.join('\n')).not.toContain(SECRET.slice(8));
  });

  it('answers 404 again once the key is emptied', async () => {
    setKey('');
    h.ctx.config.reload();
    expect(h.ctx.config.problems().filter((line) => line.startsWith('domaine/'))).toEqual([]);
    expect((await h.request('GET', '/custom-stripe/public-key', { site: 88 })).status).toBe(404);
  });
});
