/**
 * `npx tsx bench/http-helpers.ts`: the figures of decision 0036 — what Hono's helpers would
 * cost or change where the web server keeps its own (compression, file and page ETags, static
 * files, nonces). Needs `npm run build` first (it reads the built entry chunk). Prints only.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { createApi } from '../server/app.ts';
import { createContext } from '../server/create-context.ts';
import { createWebApp } from '../host/web-app.server.ts';
import { loadBlockChecks } from '../host/block-server/block-checks.server.ts';
import { createPageValidators } from '../host/page-validators.server.ts';
import { sendAsset } from '../host/assets/send-asset.server.ts';
import { preferredEncoding } from '../host/assets/preferred-encoding.ts';
import { createNonce } from '../host/security/security-headers.server.ts';

const root = resolve(import.meta.dirname, '..');

async function perRequest(label: string, runs: number, one: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 20; i += 1) await one();
  const start = process.hrtime.bigint();
  for (let i = 0; i < runs; i += 1) await one();
  const micros = Number(process.hrtime.bigint() - start) / 1000 / runs;
  console.log(`  ${label}: ${micros.toFixed(0)} µs per request`);
}

// 1. A real page: Brotli (ours) against gzip (Hono's compress knows gzip and deflate only).
const ctx = await createContext({ checks: await loadBlockChecks(), dataDir: mkdtempSync(join(tmpdir(), 'vitrine-bench-http-')), watch: false });
const web = createWebApp({ mode: 'production', api: { app: createApi(ctx) }, entry: () => import(join(root, 'dist/server/entry.server.js')), clientDir: null, defaultSite: 'autocars', log: () => {} });
const page = new Uint8Array(await (await web.request('/', { headers: { host: 'autocars.localhost' } })).arrayBuffer());
const br4 = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }).byteLength;
const gz6 = gzipSync(page, { level: 6 }).byteLength;
console.log(`home page of autocars: ${page.byteLength} B; Brotli q4 ${br4} B, gzip 6 ${gz6} B (gzip is ${(((gz6 - br4) / br4) * 100).toFixed(0)} % larger)`);

// 2. Page ETag: ours hashes the bytes the render kept; hono/etag hashes a clone of every body.
const html = page;
const shared = () => new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=60' } });
const personal = () => new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' } });
const ours = createPageValidators();
const honoEtag = new Hono().use('*', etag()).get('/shared', () => shared()).get('/personal', () => personal());
console.log('page ETag:');
await perRequest('ours, shared page', 2000, async () => (await ours(new Request('http://x/'), shared())).arrayBuffer());
await perRequest('hono/etag, shared page', 2000, async () => (await honoEtag.request('/shared')).arrayBuffer());
await perRequest('ours, personal page (left alone)', 2000, async () => (await ours(new Request('http://x/'), personal())).arrayBuffer());
await perRequest('hono/etag, personal page (hashed too)', 2000, async () => (await honoEtag.request('/personal')).arrayBuffer());
const honoPersonal = await honoEtag.request('/personal');
console.log(`  hono/etag gives the personal page an ETag: ${honoPersonal.headers.get('etag')}`);

// 3. A built asset: sendAsset (cached content hash, precompressed copy) against serveStatic + etag.
const manifest = JSON.parse(readFileSync(join(root, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
const entryFile = Object.values(manifest).find((one) => one.isEntry)!.file;
const clientDir = join(root, 'dist/client');
const statics = new Hono().use('*', etag()).use('/assets/*', serveStatic({ root: clientDir, precompressed: true }));
const accept = { 'accept-encoding': 'gzip, deflate, br, zstd' };
console.log(`built entry chunk /${entryFile}:`);
await perRequest('sendAsset, 200', 500, async () => sendAsset(join(clientDir, entryFile), 'public, max-age=31536000, immutable', new Request(`http://x/${entryFile}`, { headers: accept })).arrayBuffer());
await perRequest('serveStatic + hono/etag, 200', 500, async () => (await statics.request(`/${entryFile}`, { headers: accept })).arrayBuffer());
const tag = sendAsset(join(clientDir, entryFile), 'public', new Request('http://x/', { headers: accept })).headers.get('etag')!;
const honoTag = (await statics.request(`/${entryFile}`, { headers: accept })).headers.get('etag')!;
await perRequest('sendAsset, 304', 500, async () => sendAsset(join(clientDir, entryFile), 'public', new Request('http://x/', { headers: { ...accept, 'if-none-match': tag } })).arrayBuffer());
await perRequest('serveStatic + hono/etag, 304', 500, async () => (await statics.request(`/${entryFile}`, { headers: { ...accept, 'if-none-match': honoTag } })).arrayBuffer());
const honoAnswer = await statics.request(`/${entryFile}`);
console.log(`  serveStatic without Accept-Encoding: Vary ${honoAnswer.headers.get('vary')}, Last-Modified ${honoAnswer.headers.get('last-modified')}`);
console.log('  Accept-Encoding → ours / serveStatic:');
for (const header of ['gzip, deflate, br', 'br;q=1.0, gzip;q=0.8', 'gzip;q=1.0, identity; q=0.5, *;q=0', '*', 'gzip, br;q=0.9']) {
  const served = (await statics.request(`/${entryFile}`, { headers: { 'accept-encoding': header } })).headers.get('content-encoding') ?? 'identity';
  console.log(`    ${JSON.stringify(header)} → ${preferredEncoding(header) ?? 'identity'} / ${served}`);
}

// 4. Nonces: ours draws 4 kB of randomness per 256 pages; Hono's NONCE draws 16 bytes per page.
const honoNonce = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
for (const [label, make] of [['createNonce', createNonce], ['getRandomValues per nonce (Hono)', honoNonce]] as const) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < 100_000; i += 1) make();
  console.log(`${label}: ${(Number(process.hrtime.bigint() - start) / 100_000).toFixed(0)} ns per nonce`);
}
await ctx.close();
