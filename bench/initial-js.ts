import { gzipSync } from 'node:zlib';

export interface InitialJs {
  files: { url: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/**
 * The JavaScript a first visit downloads before the page is interactive: the entry module and
 * every module it preloads (`<script type="module" src>` and `<link rel="modulepreload">`),
 * measured gzip-compressed at level 9, as a CDN would serve them.
 */
export async function initialJs(origin: string, pagePath: string, host: string): Promise<InitialJs> {
  const html = await (await fetch(`${origin}${pagePath}`, { headers: { host } })).text();
  const urls = pageModuleUrls(html);
  const files = [];
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer());
    files.push({ url, gzipBytes: gzipSync(body, { level: 9 }).length });
  }
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

/** The scripts a page's HTML asks for at once: `<script type="module" src>` and `<link rel="modulepreload">`. */
export function pageModuleUrls(html: string): Set<string> {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) urls.add(match[1]!);
  return urls;
}
