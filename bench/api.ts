// `npm run bench:api`: what a configuration read costs against a bare hello world of the same
// server, in the same run. Goal (issue 2): GET /parameter and GET /page/{slug} cost at most 2×.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApi } from '../server/app.ts';
import { createContext } from '../server/create-context.ts';
import { loadTest, printResults } from './autocannon-run.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-api-'));
const ctx = await createContext({ dataDir, watch: false });
const app = new Hono();
app.get('/__hello', (c) => c.json({ success: true, data: 'hello', message: '' }));
app.route('/', createApi(ctx));

const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const headers = { idSite: '87', userLang: 'fr_FR' };

try {
  // Warm up the JIT and the caches before measuring.
  await loadTest('warm-up', `${base}/page/location-car-avec-chauffeur`, { seconds: 1, headers });
  const hello = await loadTest('GET /__hello (bare route)', `${base}/__hello`, { seconds, headers });
  const parameter = await loadTest('GET /parameter', `${base}/parameter`, { seconds, headers });
  const page = await loadTest('GET /page/location-car-avec-chauffeur', `${base}/page/location-car-avec-chauffeur`, {
    seconds,
    headers,
  });
  printResults(`API bench, ${seconds} s per route, 10 connections, loopback`, [hello, parameter, page], hello);
  for (const r of [parameter, page]) {
    const ratio = hello.requestsPerSecond / Math.max(1, r.requestsPerSecond);
    console.log(`${r.label}: ${ratio <= 2 ? 'within' : 'OVER'} the 2× goal (${ratio.toFixed(2)}×)`);
  }
} finally {
  server.close();
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
}
