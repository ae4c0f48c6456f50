import { gzipSync } from 'node:zlib';
import type { ChunkModules } from './chunk-modules.ts';
import { getWithHost } from '../servers/get-with-host.ts';
import { splitByOrigin, type OriginSplit } from './source-map-bytes.ts';

export interface InitialJsFile {
  url: string;
  gzipBytes: number;
  /** Libraries vs Vitrine's own code (see `splitByOrigin`); null when the chunk's source map is unknown. */
  split: OriginSplit | null;
}

export interface InitialJs {
  files: InitialJsFile[];
  totalGzipBytes: number;
}

/**
 * The JavaScript a first visit downloads before the page is interactive: the entry module and
 * every module it starts with (`pageModuleUrls`),
 * measured gzip-compressed at level 9, as a CDN would serve them; each file split between
 * libraries and own code by `modules` (bench/js/chunk-modules.ts). The page is asked for with the
 * site's `Host` header (and the visitor's `headers`, such as a cookie).
 */
export async function initialJs(origin: string, pagePath: string, host: string, modules: ChunkModules = new Map(), headers: Record<string, string> = {}): Promise<InitialJs> {
  const html = (await getWithHost(`${origin}${pagePath}`, host, headers)).toString('utf8');
  const urls = pageModuleUrls(html);
  if (urls.size === 0) throw new Error(`${host}${pagePath}: the page names no module script`);
  const files: InitialJsFile[] = [];
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer());
    const gzipBytes = gzipSync(body, { level: 9 }).length;
    const sources = modules.get(url.replace(/^\//, ''));
    files.push({ url, gzipBytes, split: sources ? splitByOrigin(gzipBytes, sources) : null });
  }
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

/**
 * The scripts a page starts with: those the boot data's `start` names (the entries and the block
 * chunks the page loads once its first frame is painted, decision 0044), and any
 * `<script type="module" src>` or `<link rel="modulepreload">` in the HTML.
 */
export function pageModuleUrls(html: string): Set<string> {
  const urls = new Set<string>();
  const start = /"start":(\{"entries":\[[^\]]*\],"preloads":\[[^\]]*\]\})/.exec(html);
  if (start) {
    const { entries, preloads } = JSON.parse(start[1]!) as { entries: string[]; preloads: string[] };
    for (const url of [...entries, ...preloads]) urls.add(url);
  }
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) urls.add(match[1]!);
  return urls;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * The lines `npm run bench` prints for a page's initial JS: each file (largest first) with its
 * libraries / own code share, the totals, and the verdicts against `goalKb` (the whole) and
 * `ownGoalKb` (Vitrine's own code) when the page has such goals.
 */
export function initialJsReport(js: InitialJs, goals: { goalKb?: number; ownGoalKb?: number }): string[] {
  const lines = ['initial JS (entry + modulepreloads, gzip -9), KB'.padEnd(58) + 'total'.padStart(8) + 'libraries'.padStart(11) + 'own'.padStart(8)];
  let library = 0;
  let own = 0;
  let unknown = 0;
  for (const file of [...js.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    const split = file.split;
    if (split) {
      library += split.libraryBytes;
      own += split.ownBytes;
    } else unknown += file.gzipBytes;
    const parts = split ? kb(split.libraryBytes).padStart(11) + kb(split.ownBytes).padStart(8) : '?'.padStart(11) + '?'.padStart(8);
    lines.push(`  ${file.url.padEnd(56)}${kb(file.gzipBytes).padStart(8)}${parts}`);
  }
  const within = (value: number, goal: number) => (value <= goal * 1024 ? 'within goal' : `OVER goal by ${kb(value - goal * 1024)} KB`);
  const total = `  ${'total'.padEnd(56)}${kb(js.totalGzipBytes).padStart(8)}${kb(library).padStart(11)}${kb(own).padStart(8)}`;
  lines.push(total + (goals.goalKb === undefined ? '  (no goal for this page)' : `  goal ≤ ${goals.goalKb} KB — ${within(js.totalGzipBytes, goals.goalKb)}`));
  if (goals.ownGoalKb !== undefined) lines.push(`  Vitrine's own code ${kb(own)} KB (goal ≤ ${goals.ownGoalKb} KB) — ${within(own, goals.ownGoalKb)}`);
  if (unknown > 0) lines.push(`  ${kb(unknown)} KB in files without a source map (changed since the build?) are in neither column`);
  return lines;
}
