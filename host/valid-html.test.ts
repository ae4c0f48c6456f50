import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_TEMPLATES } from '../bench/browser/templates.ts';
import { createApi } from '../server/app.ts';
import { createContext, type ContextHandle } from '../server/create-context.ts';
import { loadBlockChecks } from './block-server/block-checks.server.ts';
import { createWebApp } from './web-app.server.ts';

/*
 * Issue 26 §4: the W3C Nu Html Checker (vnu-jar, on the system's Java) finds no error in one page
 * of every template of both sites (bench/browser/templates.ts), in French and in English, rendered
 * in process on the real site-configs. One run of the checker over all the pages.
 */
const VNU = join(import.meta.dirname, '../node_modules/vnu-jar/build/dist/vnu.jar');
const run = promisify(execFile);
let ctx: ContextHandle;
let web: Hono;

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

beforeAll(async () => {
  ctx = await createContext({ checks: await loadBlockChecks(), dataDir: mkdtempSync(join(tmpdir(), 'vitrine-html-')), watch: false });
  web = createWebApp({ mode: 'production', api: { app: createApi(ctx) }, entry: () => import('./entry.server.tsx'), clientDir: null, defaultSite: 'autocars', log: () => {} });
});

afterAll(async () => {
  await ctx?.close();
});

/** The page's HTML and its English version's path (its `hreflang="en"` alternate). */
async function page(site: string, path: string): Promise<{ html: string; english: string | null }> {
  const response = await web.request(path, { headers: { host: `${site}.localhost:3000` } });
  expect(response.status, `${site} ${path}`).toBe(200);
  const html = await response.text();
  const english = /<link[^>]+hreflang="en"[^>]*>/i.exec(html)?.[0];
  const href = english ? /href="([^"]+)"/.exec(english)?.[1] ?? null : null;
  return { html, english: href ? new URL(href, 'http://x').pathname : null };
}

describe('valid HTML', () => {
  it('every template of both sites, in both languages, has no error in the Nu Html Checker', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'vitrine-vnu-'));
    const files: string[] = [];
    for (const template of BENCH_TEMPLATES) {
      const french = await page(template.site, template.path);
      const pages = [{ lang: 'fr', html: french.html }];
      const englishPath = french.english ?? (template.path === '/cart' ? '/en/cart' : null);
      if (englishPath) pages.push({ lang: 'en', html: (await page(template.site, englishPath)).html });
      for (const each of pages) {
        const file = join(folder, `${template.site}-${template.label.replace(/\W+/g, '-')}-${each.lang}.html`);
        writeFileSync(file, each.html);
        files.push(file);
      }
    }
    expect(files.length).toBe(BENCH_TEMPLATES.length * 2);
    const { stderr } = await run('java', ['-jar', VNU, '--format', 'json', '--exit-zero-always', ...files], { maxBuffer: 32 * 1024 * 1024 }).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? String(error) }));
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const describe = (message: VnuMessage) => `${message.url.split('/').pop()}: ${message.message} [${message.extract ?? ''}]`;
    expect(messages.filter((message) => message.type !== 'info').map(describe)).toEqual([]);
    // The page-wide <article> whose h1 sits in a nested section (140 warnings on the live sites).
    expect(messages.filter((message) => /^Article lacks heading/.test(message.message)).map(describe)).toEqual([]);
  }, 120_000);
});
