import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContextHandle } from '../server/create-context.ts';
import { createMemoryLogger } from '../server/logger.ts';
import type { createWebApp } from './web-app.server.ts';
import { webAppOverSites } from './web-app.test-utils.ts';

/*
 * The development server over a temp copy of autocars, the API's config store watching it: what a
 * site owner sees in the browser while editing components/home.json.
 */
const realSites = fileURLToPath(new URL('../site-configs/', import.meta.url));
const sitesDir = mkdtempSync(join(tmpdir(), 'vitrine-overlay-sites-'));
const homeFile = join(sitesDir, 'autocars/components/home.json');
let ctx: ContextHandle;
let web: ReturnType<typeof createWebApp>;

beforeAll(async () => {
  cpSync(join(realSites, 'autocars'), join(sitesDir, 'autocars'), { recursive: true });
  ({ ctx, web } = await webAppOverSites(sitesDir, 'development', createMemoryLogger()));
});

afterAll(async () => {
  await ctx?.close();
  rmSync(sitesDir, { recursive: true, force: true });
});

const page = async (path = '/') => (await web.request(path, { headers: { host: 'autocars.localhost:3000' } })).text();

/** The problems the overlay script of a development page will show. */
function overlayProblems(html: string): string[] {
  const data = /\}\)\((\{.*\})\);<\/script>/s.exec(html)?.[1];
  return data ? (JSON.parse(data) as { problems: string[] }).problems : [];
}

/** Saves like an editor that replaces the file, then polls the page until `predicate` holds (3 s at most). */
async function saveAndWait(text: string, predicate: (html: string) => boolean): Promise<string> {
  writeFileSync(`${homeFile}.tmp`, text);
  renameSync(`${homeFile}.tmp`, homeFile);
  const started = Date.now();
  let html = await page();
  while (!predicate(html) && Date.now() - started < 3000) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    html = await page();
  }
  return html;
}

describe('development overlay', () => {
  it('lists the store problem of an unknown block type while the page shows the last good version', async () => {
    const good = readFileSync(homeFile, 'utf8');
    const doc = JSON.parse(good);
    doc.config.title.fr = 'Titre de la version cassée';
    doc.config.layout[1].type = 'card-grids';
    const broken = JSON.stringify(doc, null, 2);
    const html = await saveAndWait(broken, (text) => overlayProblems(text).length > 0);
    const line = broken.split('\n').findIndex((row) => row.includes('"card-grids"')) + 1;
    expect(overlayProblems(html)).toEqual([
      expect.stringMatching(new RegExp(`autocars/components/home\\.json:${line}:\\d+  /config/layout/1/type  unknown block type "card-grids"`)),
    ]);
    expect(html).not.toContain('data-block-problem');
    expect(html).not.toContain('Titre de la version cassée');
    expect(html).toContain('block-card-grid__card');

    const fixed = await saveAndWait(good, (text) => overlayProblems(text).length === 0);
    expect(overlayProblems(fixed)).toEqual([]);
  });
});
