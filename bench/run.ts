// `npm run bench`: the performance figures of issue 3 §13 for autocars (home and one content
// page), of issue 4 §6 (consent banner and overlays on the content page), and of issue 10 §9 for
// the domaine shop (product page, catalogue, cart), against the production server. Figures are
// printed, never pass/fail: exit 0.
process.env.NODE_ENV = 'production';
import { printConfigReload } from './config-reload.ts';
import { checkoutOrdersBench } from './checkout-orders.ts';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadTest } from './autocannon-run.ts';
import { browserFigures } from './browser-figures.ts';
import { chunkModules } from './chunk-modules.ts';
import { extrasJs, extrasJsReport } from './extras-js.ts';
import { initialJs, initialJsReport } from './initial-js.ts';
import { chunkSources, SHOP_RULE, shopScripts } from './shop-code.ts';
import { startBareServer, type BareServer } from './bare-server.ts';
import { ssrFigures } from './ssr-figures.ts';
import { startServer, type RunningServer } from './start-server.ts';

interface BenchPage {
  label: string;
  path: string;
  /** Initial JS goal, gzip KB (none for a template without one). */
  jsGoalKb?: number;
  /** Goal for Vitrine's own part of the initial JS, gzip KB. */
  ownJsGoalKb?: number;
}

interface BenchSite {
  name: string;
  host: string;
  pages: BenchPage[];
  /** Issue 10 §9: a site without a shop downloads no shop code. */
  noShopCode: boolean;
}

/** A real wine of the domaine catalogue: its product page (`/wines/<slug>/<id>`). */
function domaineProductPath(): string {
  const file = resolve(import.meta.dirname, '../site-configs/domaine/catalogue/products.json');
  const { products } = JSON.parse(readFileSync(file, 'utf8')) as { products: { id: number; type: string; slug: { fr: string } }[] };
  const wine = products.find((product) => product.type === 'WINE');
  if (!wine) throw new Error(`${file}: no WINE product to measure the product page with`);
  return `/wines/${wine.slug.fr}/${wine.id}`;
}

const SITES: BenchSite[] = [
  {
    name: 'autocars',
    host: 'autocars.localhost',
    pages: [
      { label: 'home', path: '/', jsGoalKb: 105 },
      { label: 'content page', path: '/voyages-organises', jsGoalKb: 105, ownJsGoalKb: 12 },
    ],
    noShopCode: true,
  },
  {
    name: 'domaine',
    host: 'domaine.localhost',
    pages: [
      { label: 'product page', path: domaineProductPath(), jsGoalKb: 140 },
      { label: 'catalogue', path: '/products/search' },
      { label: 'cart', path: '/cart' },
      // Issue 11 §6: a checkout step (the checkout block's chunk; XState loads after hydration).
      { label: 'checkout address', path: '/cart/address', jsGoalKb: 150 },
    ],
    noShopCode: false,
  },
];
const GOALS = { ssrRatio: 0.6, lcpMs: 1000 };
// Seconds per autocannon round; each side gets ROUNDS rounds, alternating with the other side.
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
if (!Number.isFinite(seconds) || seconds < 1 || seconds > 30) throw new Error(`BENCH_SECONDS must be 1–30, got ${process.env.BENCH_SECONDS}`);
const ROUNDS = 3;

const verdict = (ok: boolean) => (ok ? 'within goal' : 'OVER goal');

const MANIFEST = resolve(import.meta.dirname, '../dist/client/.vite/manifest.json');

async function pageFigures(server: RunningServer, bare: BareServer, site: BenchSite, page: BenchPage, sources: Map<string, string[]>, modules: Awaited<ReturnType<typeof chunkModules>>): Promise<void> {
  const headers = { host: site.host };
  console.log(`\n== ${site.name} ${page.label} (${page.path}) — Host: ${site.host}`);
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
  const answered = ssr!.non2xx === 0 && base!.non2xx === 0;
  console.log(`SSR ratio ${ratio.toFixed(2)}× in req/s (goal ≥ ${GOALS.ssrRatio}×) — ${answered ? verdict(ratio >= GOALS.ssrRatio) : 'NO FIGURE: some answers were not 2xx'}`);
  if (ssr!.cpuMsPerRequest !== null && base!.cpuMsPerRequest !== null) {
    console.log(`  by server CPU per request (independent of the machine's other load): ${(base!.cpuMsPerRequest / ssr!.cpuMsPerRequest).toFixed(2)}×`);
  }

  const js = await initialJs(server.origin, page.path, site.host, modules);
  for (const line of initialJsReport(js, { goalKb: page.jsGoalKb, ownGoalKb: page.ownJsGoalKb })) console.log(line);

  const browser = await browserFigures(`${server.origin.replace('127.0.0.1', site.host)}${page.path}`, 5);
  console.log(`LCP, headless Chromium, 5 cold loads: median ${browser.lcpMs} ms [${browser.runsMs.join(', ')}] (goal ≤ ${GOALS.lcpMs} ms) — ${verdict(browser.lcpMs >= 0 && browser.lcpMs <= GOALS.lcpMs)}`);
  console.log(`scripts downloaded (${browser.scripts.length}): ${browser.scripts.join(' ')}`);
  if (site.noShopCode) {
    const shop = shopScripts(browser.scripts, sources, modules);
    console.log(`shop code rule: ${SHOP_RULE}`);
    console.log(shop.length ? `  OVER goal: shop code downloaded in ${shop.length} script(s):\n    ${shop.join('\n    ')}` : '  within goal: no shop code downloaded');
  }
}

console.log('starting the production server (builds first when dist/ is stale)…');
const server = await startServer();
console.log('reading the chunks\' modules (client build in memory, with source maps)…');
const modules = await chunkModules();
const sources = chunkSources(MANIFEST, modules);
try {
  for (const site of SITES) {
    const bare = await startBareServer(server.origin, site.host, site.pages.map((page) => page.path));
    try {
      for (const page of site.pages) await pageFigures(server, bare, site, page, sources, modules);
    } finally {
      await bare.stop();
    }
  }
  // Issue 4 §6: the shared UI's cost on the content page (the popup is the domaine site's, idSite 88).
  const autocars = SITES[0]!;
  const content = autocars.pages[autocars.pages.length - 1]!;
  console.log(`\n== autocars ${content.label} (${content.path}): consent banner and overlays`);
  for (const line of extrasJsReport(await extrasJs(server.origin, autocars.host, content.path, 88, MANIFEST))) console.log(line);
  await printConfigReload();
  // Scripts of their own: they load React's production build and a CSS loader before the blocks.
  console.log('\n== server render time of 100-item lists (goal < 20 ms each)');
  execFileSync('npx', ['tsx', 'bench/content-list.ts'], { stdio: 'inherit' });
  execFileSync('npx', ['tsx', 'bench/product-list.ts'], { stdio: 'inherit' });
  // Issue 11 §6: 100 orders from 100 carts at once against an API of its own.
  await checkoutOrdersBench();
} finally {
  await server.stop();
}
process.exit(0);
