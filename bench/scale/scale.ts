/**
 * `npx tsx bench/scale/scale.ts` (and `npm run bench`), issue 15 §4: cost that does not grow with the
 * site. Writes a copy of autocars with 100 sections of 99 pages (10,000+ pages) into a temp folder
 * next to a plain copy of autocars, serves both from one production server, and prints:
 * - the HTML size of the same pages on both sites (goal: within 10 %);
 * - their SSR requests/s, measured in alternating rounds (goal: the large site ≥ 0.9×);
 * - the warm validation time (the config store's reload after one file changed, in a process
 *   that has loaded the site; goal ≤ 100 ms) and the cold one (`npm run validate <site>` in a
 *   new process, wall time, with its peak memory).
 * Figures are printed, never pass/fail. The copy is removed at the end.
 */
process.env.NODE_ENV = 'production';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadTest } from '../load/autocannon-run.ts';
import { getWithHost } from '../servers/get-with-host.ts';
import { processCpuMs } from '../load/process-cpu.ts';
import { writeScaledSite } from './scaled-site.ts';
import { startServer } from '../servers/start-server.ts';

const root = resolve(import.meta.dirname, '../..');
const SECTIONS = 100;
const PAGES_PER_SECTION = 99;
const GOALS = { htmlRatio: 0.1, ssrRatio: 0.9, warmMs: 100 };
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
if (!Number.isFinite(seconds) || seconds < 1 || seconds > 30) throw new Error(`BENCH_SECONDS must be 1–30, got ${process.env.BENCH_SECONDS}`);
const ROUNDS = 3;
const verdict = (ok: boolean) => (ok ? 'within goal' : 'OVER goal');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const sitesDir = mkdtempSync(join(tmpdir(), 'vitrine-scale-'));
cpSync(join(root, 'site-configs/autocars'), join(sitesDir, 'autocars'), { recursive: true });
const scaled = writeScaledSite(join(root, 'site-configs/autocars'), sitesDir, { name: 'autocars-10k', idSite: 9087, sections: SECTIONS, pagesPerSection: PAGES_PER_SECTION });
console.log(`\n== cost that does not grow with the site: autocars (${join(sitesDir, 'autocars')}) against a copy with ${scaled.pageCount} pages (${SECTIONS} sections of ${PAGES_PER_SECTION}), host ${scaled.host}`);

/** Warm: the config store of a running process reloads the site after one component file changed. */
async function warmValidation(): Promise<{ firstMs: number; samplesMs: number[] }> {
  const { createConfigStore } = await import('../../server/config/config-store.ts');
  const { loadBlockChecks } = await import('../../host/block-server/block-checks.server.ts');
  const checks = await loadBlockChecks();
  const only = mkdtempSync(join(tmpdir(), 'vitrine-scale-warm-'));
  cpSync(scaled.dir, join(only, 'autocars-10k'), { recursive: true });
  const errors: string[] = [];
  const started = performance.now();
  const store = createConfigStore({ root: only, checks, watch: false, log: { info: () => {}, warn: () => {}, error: (line) => errors.push(line) } });
  const firstMs = performance.now() - started;
  const homeFile = join(only, 'autocars-10k/components/home.json');
  const samplesMs: number[] = [];
  try {
    for (let run = 1; run <= 5; run++) {
      const home = JSON.parse(readFileSync(homeFile, 'utf8')) as { config: { title?: { fr: string } } };
      home.config.title = { ...home.config.title, fr: `Accueil, version ${run}` } as { fr: string };
      writeFileSync(homeFile, JSON.stringify(home, null, 2));
      const t = performance.now();
      store.reload();
      samplesMs.push(Math.round(performance.now() - t));
    }
  } finally {
    await store.close();
    rmSync(only, { recursive: true, force: true });
  }
  if (errors.length > 0) throw new Error(`the scaled site has configuration problems:\n${errors.slice(0, 5).join('\n')}`);
  return { firstMs: Math.round(firstMs), samplesMs };
}

/** Cold: `npm run validate <site> --root <dir>` in a new process; wall time and peak memory (GNU time when present). */
function coldValidation(site: string): { ms: number; maxRssMb: number | null; output: string } {
  const args = ['--import', 'tsx', join(root, 'scripts/validate.ts'), site, '--root', sitesDir];
  const started = performance.now();
  const timed = spawnSync('/usr/bin/time', ['-f', 'maxrss=%M', process.execPath, ...args], { cwd: root, encoding: 'utf8' });
  const ms = Math.round(performance.now() - started);
  if (timed.error) {
    const t = performance.now();
    const plain = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
    return { ms: Math.round(performance.now() - t), maxRssMb: null, output: `${plain.stdout}${plain.stderr}`.trim() };
  }
  const rss = /maxrss=(\d+)/.exec(timed.stderr);
  return { ms, maxRssMb: rss ? Math.round(Number(rss[1]) / 1024) : null, output: `${timed.stdout}${timed.stderr.replace(/maxrss=\d+\s*/, '')}`.trim() };
}

const server = await startServer({ SITE_CONFIGS: sitesDir });
try {
  const pages = [
    { label: 'home', path: '/' },
    { label: 'content page', path: '/voyages-organises' },
    { label: 'deep content page', path: '/voyages-organises/circuit-touristique-france-europe' },
  ];
  const html = async (host: string, path: string) => (await getWithHost(`${server.origin}${path}`, host)).byteLength;
  console.log('HTML size'.padEnd(58) + 'autocars'.padStart(11) + '10k copy'.padStart(11) + 'diff'.padStart(9));
  for (const page of pages) {
    const small = await html('autocars.localhost', page.path);
    const large = await html(scaled.host, page.path);
    const diff = (large - small) / small;
    console.log(`${page.label} (${page.path})`.padEnd(58) + kb(small).padStart(11) + kb(large).padStart(11) + `${(diff * 100).toFixed(1)} %`.padStart(9) + `  ${verdict(Math.abs(diff) <= GOALS.htmlRatio)}`);
  }
  console.log(`an added page (${scaled.deepPath}) on the copy: ${kb(await html(scaled.host, scaled.deepPath))}`);

  for (const page of pages.slice(1)) {
    const sides = [
      { label: `autocars ${page.label}`, host: 'autocars.localhost', requests: 0, non2xx: 0, cpuMs: 0 },
      { label: `10k copy ${page.label}`, host: scaled.host, requests: 0, non2xx: 0, cpuMs: 0 },
    ];
    for (const side of sides) await loadTest('warm-up', `${server.origin}${page.path}`, { seconds: 1, headers: { host: side.host } });
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of sides) {
        const before = processCpuMs(server.pid);
        const result = await loadTest(side.label, `${server.origin}${page.path}`, { seconds, headers: { host: side.host } });
        const after = processCpuMs(server.pid);
        side.requests += result.total;
        side.non2xx += result.non2xx;
        side.cpuMs += before === null || after === null ? Number.NaN : after - before;
      }
    }
    console.log(`SSR ${page.path}, ${ROUNDS}×${seconds} s alternating, 10 conn.`.padEnd(58) + 'req/s'.padStart(9) + 'non-2xx'.padStart(9) + 'CPU ms/req'.padStart(12));
    for (const side of sides) {
      const cpu = Number.isNaN(side.cpuMs) ? 'n/a' : (side.cpuMs / Math.max(1, side.requests)).toFixed(2);
      console.log(side.label.padEnd(58) + String(Math.round(side.requests / (ROUNDS * seconds))).padStart(9) + String(side.non2xx).padStart(9) + cpu.padStart(12));
    }
    const ratio = sides[1]!.requests / Math.max(1, sides[0]!.requests);
    console.log(`SSR ratio, 10k copy / autocars: ${ratio.toFixed(2)}× (goal ≥ ${GOALS.ssrRatio}×) — ${sides.some((side) => side.non2xx > 0) ? 'NO FIGURE: some answers were not 2xx' : verdict(ratio >= GOALS.ssrRatio)}`);
  }
} finally {
  await server.stop();
}

const warm = await warmValidation();
console.log(`validation, warm (config store reload after one file changed, 5 runs): median ${median(warm.samplesMs)} ms [${warm.samplesMs.join(', ')}] (goal ≤ ${GOALS.warmMs} ms) — ${verdict(median(warm.samplesMs) <= GOALS.warmMs)}; first load of the site ${warm.firstMs} ms`);
for (const site of ['autocars', 'autocars-10k']) {
  const cold = coldValidation(site);
  console.log(`validation, cold (npm run validate ${site}, new process): ${cold.ms} ms${cold.maxRssMb === null ? '' : `, peak ${cold.maxRssMb} MB`} — ${cold.output.split('\n').pop()}`);
}
rmSync(sitesDir, { recursive: true, force: true });
process.exit(0);
