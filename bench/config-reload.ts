/**
 * `npx tsx bench/config-reload.ts` (and `npm run bench`): time from saving a configuration file to
 * the updated HTML. An in-process production web app (built entry, API in the same process,
 * config store watching a temp copy of site-configs/) serves the autocars home page; each run
 * writes a new page title into the copy's components/home.json and polls the page every 10 ms
 * until the title appears. Prints each run and the median of 5; the goal is under 1 s.
 */
import '../host/production-env.server.ts';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsStale } from '../host/assets/build-is-stale.server.ts';
import { startApi } from '../host/start-api.server.ts';
import { createWebApp } from '../host/web-app.server.ts';

const root = resolve(import.meta.dirname, '..');
export const CONFIG_RELOAD_GOAL_MS = 1000;

export interface ConfigReloadFigures {
  samplesMs: number[];
  medianMs: number;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Runs the measure `runs` times (1–20) and returns every sample and their median, in ms. */
export async function measureConfigReload(runs = 5, timeoutMs = 10_000): Promise<ConfigReloadFigures> {
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new RangeError(`runs must be a whole number from 1 to 20, got ${runs}`);
  if (buildIsStale(root)) {
    const { buildAll } = await import('../scripts/build.ts');
    await buildAll();
  }
  const sitesDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-sites-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-data-'));
  cpSync(join(root, 'site-configs'), sitesDir, { recursive: true });
  const api = await startApi(undefined, { dataDir, siteConfigs: sitesDir });
  const web = createWebApp({ mode: 'production', api: api.api, onConfigChange: api.onConfigChange, sitesDir, defaultSite: 'autocars', log: () => {} });
  const page = async () => (await web.request('/', { headers: { host: 'autocars.localhost' } })).text();
  const homeFile = join(sitesDir, 'autocars/components/home.json');
  const samplesMs: number[] = [];
  try {
    await page();
    for (let run = 1; run <= runs; run++) {
      const title = `Titre du banc ${run} ${Date.now()}`;
      const home = JSON.parse(readFileSync(homeFile, 'utf8')) as { config: { title: { fr: string } } };
      home.config.title.fr = title;
      const started = performance.now();
      writeFileSync(homeFile, JSON.stringify(home, null, 2));
      while (!(await page()).includes(`<title>${title}`)) {
        if (performance.now() - started > timeoutMs) throw new Error(`run ${run}: the new title did not appear within ${timeoutMs} ms`);
        await new Promise((done) => setTimeout(done, 10));
      }
      samplesMs.push(Math.round(performance.now() - started));
      await new Promise((done) => setTimeout(done, 300));
    }
  } finally {
    await api.close();
    rmSync(sitesDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { samplesMs, medianMs: median(samplesMs) };
}

/** Prints the figures, as `npm run bench` shows them. */
export async function printConfigReload(runs = 5): Promise<void> {
  const { samplesMs, medianMs } = await measureConfigReload(runs);
  console.log(`\n== configuration reload (save → updated HTML, autocars home, ${runs} runs)`);
  console.log(`runs ms: ${samplesMs.join(', ')}`);
  console.log(`median: ${medianMs} ms (goal < ${CONFIG_RELOAD_GOAL_MS} ms: ${medianMs < CONFIG_RELOAD_GOAL_MS ? 'within goal' : 'OVER goal'})`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await printConfigReload();
  process.exit(0);
}
