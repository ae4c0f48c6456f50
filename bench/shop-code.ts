import { readFileSync } from 'node:fs';

/**
 * The rule for "this page downloads no cart or checkout code": a script is shop code when it is
 * the chunk of a module under `runtime/machines/{cart,checkout,order}*`, `blocks/{cart,checkout,
 * product,order}*` or `runtime/api/{cart,checkout,order,payment}*` (read from the client manifest),
 * or when its file name starts with cart, checkout, order, payment or product.
 */
export const SHOP_RULE =
  'no chunk of runtime/machines/{cart,checkout,order}*, blocks/{cart,checkout,product,order}*, runtime/api/{cart,checkout,order,payment}*, nor any file named cart*/checkout*/order*/payment*/product*';

const SHOP_SOURCE = /^(runtime\/machines\/(cart|checkout|order)|blocks\/(cart|checkout|product|order)|runtime\/api\/(cart|checkout|order|payment))/;
const SHOP_FILE = /^(cart|checkout|order|payment|product)/i;

/** Chunk file (`assets/x-hash.js`) → the source modules the manifest names for it. */
export function chunkSources(manifestFile: string): Map<string, string[]> {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; src?: string }>;
  const sources = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const list = sources.get(chunk.file) ?? [];
    list.push(chunk.src ?? key);
    sources.set(chunk.file, list);
  }
  return sources;
}

/** The scripts (URL paths such as `/assets/hero-abc.js`) that break the rule, with the reason. */
export function shopScripts(scripts: readonly string[], sources: Map<string, string[]>): string[] {
  const found: string[] = [];
  for (const script of scripts) {
    const file = script.replace(/^\//, '');
    const name = file.split('/').pop() ?? file;
    const shopSource = (sources.get(file) ?? []).find((source) => SHOP_SOURCE.test(source));
    if (shopSource) found.push(`${script} (${shopSource})`);
    else if (SHOP_FILE.test(name)) found.push(`${script} (file name)`);
  }
  return found;
}
