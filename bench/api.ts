// `npm run bench:api`: what a configuration read costs against a bare hello world of the same
// server, in the same run. Goal (issue 2): GET /parameter and GET /page/{slug} cost at most 2×.
// The server runs in a child process; autocannon runs here, so neither slows the other's thread.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApiChild } from './servers/api-child.ts';
import { loadTest, printResults } from './load/autocannon-run.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-api-'));
const { child, base } = await startApiChild(dataDir);
const headers = { idSite: '87', userLang: 'fr_FR' };

try {
  // Warm up the JIT and the caches before measuring.
  await loadTest('warm-up', `${base}/page/location-car-avec-chauffeur`, { seconds: 1, headers });
  await loadTest('warm-up', `${base}/parameter`, { seconds: 1, headers });
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
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
