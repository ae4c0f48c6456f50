import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContextHandle } from '../../server/create-context.ts';
import type { Logger } from '../../server/logger.ts';
import { webAppOverSites } from '../../host/web-app.test-utils.ts';
import { writeScaledSite, type ScaledSite } from './scaled-site.ts';

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };
const source = resolve(import.meta.dirname, '../../site-configs/autocars');
let sitesDir: string;
let scaled: ScaledSite;
let ctx: ContextHandle;
let web: Awaited<ReturnType<typeof webAppOverSites>>['web'];

beforeAll(async () => {
  sitesDir = mkdtempSync(join(tmpdir(), 'vitrine-scaled-'));
  cpSync(source, join(sitesDir, 'autocars'), { recursive: true });
  scaled = writeScaledSite(source, sitesDir, { name: 'autocars-scaled', idSite: 9087, sections: 12, pagesPerSection: 20 });
  ({ ctx, web } = await webAppOverSites(sitesDir, 'production', quiet));
});

afterAll(async () => {
  await ctx?.close();
  rmSync(sitesDir, { recursive: true, force: true });
});

const page = async (host: string, path: string) => {
  const response = await web.request(path, { headers: { host } });
  return { status: response.status, html: await response.text() };
};

describe('a copy of a site with many more pages', () => {
  it('adds the sections and their pages to the tree, each served at its path', async () => {
    const pages = JSON.parse(readFileSync(join(scaled.dir, 'pages.json'), 'utf8')) as { pages: unknown[] };
    expect(scaled.pageCount).toBeGreaterThanOrEqual(12 * 21);
    expect(pages.pages.length).toBeGreaterThan(12);
    const deep = await page(scaled.host, scaled.deepPath);
    expect(deep.status).toBe(200);
    expect(deep.html).toContain('Page 20 de la rubrique 12');
  });

  it('serves a page whose HTML does not grow with the pages it does not show (no page tree in the boot data)', async () => {
    const small = await page('autocars.localhost', '/voyages-organises');
    const large = await page(scaled.host, '/voyages-organises');
    expect(small.status).toBe(200);
    expect(large.status).toBe(200);
    expect(large.html).not.toContain('rubrique-001');
    expect(large.html).not.toContain('Page 1 de la rubrique 1');
    // Same page, same menu: only the host-dependent bits (site name in URLs, idSite) differ.
    expect(Math.abs(large.html.length - small.html.length) / small.html.length).toBeLessThan(0.02);
  });
});
