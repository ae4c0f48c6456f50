import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContextHandle } from '../server/create-context.ts';
import { createMemoryLogger } from '../server/logger.ts';
import { scaffoldSite } from '../schemas/scaffold/scaffold-site.ts';
import type { createWebApp } from './web-app.server.ts';
import { webAppOverSites } from './web-app.test-utils.ts';

/*
 * Configuration changes on a running server: a temp copy of site-configs, the API's config store
 * watching it, and the web app subscribed to the store (as `npm start` wires them).
 */
const realSites = fileURLToPath(new URL('../site-configs/', import.meta.url));
const sitesDir = mkdtempSync(join(tmpdir(), 'vitrine-reload-sites-'));
const homeFile = join(sitesDir, 'autocars/components/home.json');
const apiLog = createMemoryLogger();
let ctx: ContextHandle;
let web: ReturnType<typeof createWebApp>;

beforeAll(async () => {
  for (const site of ['autocars', 'domaine']) cpSync(join(realSites, site), join(sitesDir, site), { recursive: true });
  ({ ctx, web } = await webAppOverSites(sitesDir, 'production', apiLog));
});

afterAll(async () => {
  await ctx?.close();
});

async function html(path: string, host = 'autocars.localhost:3000'): Promise<{ status: number; text: string }> {
  const response = await web.request(path, { headers: { host } });
  return { status: response.status, text: await response.text() };
}

/** Polls until `predicate` holds on the page, for at most 3 s (the goal is under 1 s). */
async function eventually(path: string, predicate: (text: string) => boolean, host?: string): Promise<string> {
  const started = Date.now();
  let last = '';
  while (Date.now() - started < 3000) {
    last = (await html(path, host)).text;
    if (predicate(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return last;
}

describe('configuration changes without a restart', () => {
  it('serves a changed page title as soon as the file is saved', async () => {
    expect((await html('/')).text).not.toContain('Titre changé à chaud');
    const home = JSON.parse(readFileSync(homeFile, 'utf8'));
    home.config.title.fr = 'Titre changé à chaud';
    writeFileSync(homeFile, JSON.stringify(home, null, 2));
    expect(await eventually('/', (text) => text.includes('Titre changé à chaud'))).toContain('<title>Titre changé à chaud');
  });

  it('serves each of three saves made by renaming a temp file over components/home.json', async () => {
    const original = readFileSync(homeFile, 'utf8');
    for (const run of [1, 2, 3]) {
      const home = JSON.parse(original);
      home.config.title.fr = `Titre renommé ${run}`;
      writeFileSync(`${homeFile}.swp`, JSON.stringify(home, null, 2));
      renameSync(`${homeFile}.swp`, homeFile);
      expect(await eventually('/', (text) => text.includes(`<title>Titre renommé ${run}`)), `save ${run}`).toContain(`<title>Titre renommé ${run}`);
    }
    writeFileSync(homeFile, original);
    expect(await eventually('/', (text) => text.includes('<title>Titre changé à chaud'))).toContain('<title>Titre changé à chaud');
  });

  it('keeps serving the last good version of an invalid file, and logs the error once', async () => {
    const good = readFileSync(homeFile, 'utf8');
    writeFileSync(homeFile, good.replace('"slug": "home"', '"slug": 42'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    ctx.config.reload();
    const page = await html('/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Titre changé à chaud');
    const errors = apiLog.lines.filter((line) => line.startsWith('error') && line.includes('components/home.json'));
    expect(errors).toHaveLength(1);
    writeFileSync(homeFile, good);
  });

  it('serves a site folder created while running on <name>.localhost', async () => {
    const files = scaffoldSite({ name: 'brasserie', idSite: 301, port: 3000 });
    for (const [rel, content] of files) {
      mkdirSync(dirname(join(sitesDir, 'brasserie', rel)), { recursive: true });
      writeFileSync(join(sitesDir, 'brasserie', rel), content);
    }
    const text = await eventually('/', (body) => /<html lang="fr"/.test(body) && !body.includes('Autocars'), 'brasserie.localhost:3000');
    expect(text).not.toContain('Autocars Bocage');
    expect((await html('/', 'brasserie.localhost:3000')).status).toBe(200);
  });
});

describe('block catalogue in production', () => {
  it('answers the ordinary 404 page to a visitor who is not an administrator', async () => {
    for (const path of ['/_blocks', '/_blocks/hero', '/_blocks/hero?lang=en&frame=1']) {
      const page = await html(path);
      expect(page.status, path).toBe(404);
      expect(page.text, path).not.toContain('Catalogue des blocs');
    }
  });
});
