// `npm run bench`: the performance figures of issue 3 §13 for the autocars home page (and one
// content page), and of issue 4 §6 (consent banner and overlays on the content page), against the
// production server. Figures are printed, never pass/fail: exit 0.
process.env.NODE_ENV = 'production';
import { printConfigReload } from './config-reload.ts';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { loadTest } from './autocannon-run.ts';
import { browserFigures } from './browser-figures.ts';
import { extrasJs, extrasJsReport } from './extras-js.ts';
import { initialJs } from './initial-js.ts';
import { chunkSources, SHOP_RULE, shopScripts } from './shop-code.ts';
import { startBareServer } from './bare-server.ts';
import { ssrFigures } from './ssr-figures.ts';
import { startServer } from './start-server.ts';

const HOST = 'autocars.localhost';
const PAGES = [
  { label: 'home', path: '/' },
  { label: 'content page', path: '/voyages-organises' },
];
const GOALS = { ssrRatio: 0.6, initialJsKb: 105, lcpMs: 1000 };
// Seconds per autocannon round; each side gets ROUNDS rounds, alternating with the other side.
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
if (!Number.isFinite(seconds) || seconds < 1 || seconds > 30) throw new Error(`BENCH_SECONDS must be 1–30, got ${process.env.BENCH_SECONDS}`);
const ROUNDS = 3;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const verdict = (ok: boolean) => (ok ? 'within goal' : 'OVER goal');

console.log('starting the production server (builds first when dist/ is stale)…');
const server = await startServer();
const bare = await startBareServer(server.origin, HOST, PAGES.map((page) => page.path));
const MANIFEST = resolve(import.meta.dirname, '../dist/client/.vite/manifest.json');
const sources = chunkSources(MANIFEST);
const headers = { host: HOST };
try {
  for (const page of PAGES) {
    console.log(`\n== autocars ${page.label} (${page.path}) — Host: ${HOST}`);
    await loadTest('warm-up', `${server.origin}${page.path}`, { seconds: 1, headers });
    await loadTest('warm-up', `${bare.origin}${page.path}`, { seconds: 1, headers });
    const [ssr, base] = await ssrFigures(
      [
        { label: 'production SSR (loaders + stream)', origin: server.origin, pid: server.pid },
        { label: 'bare renderToString, same tree', origin: bare.origin, pid: bare.pid },
      ],
      page.path,
      headers,
      ROUNDS,
      seconds,
    );
    const ratio = ssr!.requestsPerSecond / Math.max(1, base!.requestsPerSecond);
    console.log(`SSR, ${ROUNDS}×${seconds} s alternating, 10 conn.`.padEnd(44) + 'req/s'.padStart(9) + 'p99 ms'.padStart(9) + 'non-2xx'.padStart(9) + 'CPU ms/req'.padStart(12));
    for (const r of [ssr!, base!]) {
      const cpu = r.cpuMsPerRequest === null ? 'n/a' : r.cpuMsPerRequest.toFixed(2);
      console.log(r.label.padEnd(44) + String(r.requestsPerSecond).padStart(9) + String(r.p99Ms).padStart(9) + String(r.non2xx).padStart(9) + cpu.padStart(12));
    }
    console.log(`SSR ratio ${ratio.toFixed(2)}× in req/s (goal ≥ ${GOALS.ssrRatio}×) — ${verdict(ratio >= GOALS.ssrRatio)}`);
    if (ssr!.cpuMsPerRequest !== null && base!.cpuMsPerRequest !== null) {
      console.log(`  by server CPU per request (independent of the machine's other load): ${(base!.cpuMsPerRequest / ssr!.cpuMsPerRequest).toFixed(2)}×`);
    }

    const js = await initialJs(server.origin, page.path, HOST);
    console.log('initial JS (entry + modulepreloads, gzip -9)');
    for (const file of [...js.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`  ${file.url.padEnd(50)}${kb(file.gzipBytes).padStart(8)} KB`);
    }
    const totalKb = js.totalGzipBytes / 1024;
    console.log(`  ${'total'.padEnd(50)}${kb(js.totalGzipBytes).padStart(8)} KB (goal ≤ ${GOALS.initialJsKb} KB) — ${verdict(totalKb <= GOALS.initialJsKb)}`);

    const browser = await browserFigures(`${server.origin.replace('127.0.0.1', HOST)}${page.path}`, 5);
    console.log(`LCP, headless Chromium, 5 cold loads: median ${browser.lcpMs} ms [${browser.runsMs.join(', ')}] (goal ≤ ${GOALS.lcpMs} ms) — ${verdict(browser.lcpMs >= 0 && browser.lcpMs <= GOALS.lcpMs)}`);
    console.log(`scripts downloaded (${browser.scripts.length}): ${browser.scripts.join(' ')}`);
    const shop = shopScripts(browser.scripts, sources);
    console.log(`shop code rule: ${SHOP_RULE}`);
    console.log(shop.length ? `  shop code downloaded: ${shop.join(', ')}` : '  no cart, checkout or shop code downloaded');
  }
  // Issue 4 §6: the shared UI's cost on the content page (the popup is the domaine site's, idSite 88).
  const content = PAGES[PAGES.length - 1]!;
  console.log(`\n== autocars ${content.label} (${content.path}): consent banner and overlays`);
  for (const line of extrasJsReport(await extrasJs(server.origin, HOST, content.path, 88, MANIFEST))) console.log(line);
  await printConfigReload();
  // A script of its own: it loads React's production build and a CSS loader before the blocks.
  execFileSync('npx', ['tsx', 'bench/content-list.ts'], { stdio: 'inherit' });
} finally {
  await bare.stop();
  await server.stop();
}
process.exit(0);
