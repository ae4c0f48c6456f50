import { existsSync, readFileSync } from 'node:fs';
import type { PageAssets } from '../../runtime/web/app/document-context.ts';

/** One entry of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

export const CLIENT_ENTRY = 'host/entry.client.tsx';
/** The manifest key of the one stylesheet of a build without CSS code splitting. */
export const WHOLE_STYLESHEET = 'style.css';

export function readManifest(file: string): ViteManifest | null {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
}

/**
 * Assets of a page from the client manifest: the entry chunk and each block module's chunk with
 * their static imports (for `<link rel="modulepreload">`) and CSS files, all as absolute URLs.
 * The client build puts all CSS in one stylesheet (`style.css`, see vite.config.ts): every page
 * links that one file first. Results are memoised per set of block types.
 */
export function createAssetResolver(manifest: ViteManifest | null, base = '/') {
  const memo = new Map<string, PageAssets>();
  const collect = (key: string, js: Set<string>, css: Set<string>, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest?.[key];
    if (!chunk) return;
    js.add(base + chunk.file);
    for (const file of chunk.css ?? []) css.add(base + file);
    for (const imported of chunk.imports ?? []) collect(imported, js, css, seen);
  };
  return (blockTypes: readonly string[]): PageAssets => {
    if (!manifest) return { js: [], css: [] };
    const cacheKey = blockTypes.join(',');
    const cached = memo.get(cacheKey);
    if (cached) return cached;
    const js = new Set<string>();
    const css = new Set<string>();
    const whole = manifest[WHOLE_STYLESHEET];
    if (whole) css.add(base + whole.file);
    const seen = new Set<string>();
    collect(CLIENT_ENTRY, js, css, seen);
    // The block registry is a chunk of its own, imported before any block's code: preloaded with them.
    if (blockTypes.length > 0) collect('blocks/registry.ts', js, css, seen);
    for (const type of blockTypes) collect(`blocks/${type}/index.ts`, js, css, seen);
    const assets = { js: [...js], css: [...css] };
    memo.set(cacheKey, assets);
    return assets;
  };
}

/** The entry chunk's URL, the module the page boots from. */
export function entryScript(manifest: ViteManifest | null, base = '/'): string | null {
  const entry = manifest?.[CLIENT_ENTRY];
  return entry ? base + entry.file : null;
}
