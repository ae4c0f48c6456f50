import { readFileSync } from 'node:fs';
import type { ChunkModules } from './chunk-modules.ts';

/**
 * The rule for "this page downloads no shop code": a script is shop code when one of its modules
 * (named by the client manifest, and by the chunk's source map when `chunkModules` read it) is
 * under a shop folder — `blocks/{product*,cart*,checkout*,order*,shop-kit,featured-products}/`,
 * `runtime/cart/`, `runtime/checkout/`, `runtime/engine/machines/{customization,order}/`, `rules/shop/`,
 * `runtime/engine/api/{cart,checkout,order,payment}*` — or is a file named `cart…`, `checkout…`,
 * `order…`, `payment…` or `product…` (`runtime/web/seo/product-json-ld.ts`); or when the script's
 * own file name starts with one of those words.
 */
export const SHOP_RULE =
  'no module of blocks/{product*,cart*,checkout*,order*,shop-kit,featured-products}, runtime/cart, runtime/checkout, runtime/engine/machines/{customization,order}, rules/shop, runtime/engine/api/{cart,checkout,order,payment}*, nor any module or file named cart*/checkout*/order*/payment*/product*';

const SHOP_FOLDER =
  /^(blocks\/((product|cart|checkout|order)[\w-]*|shop-kit|featured-products)\/|runtime\/(cart|checkout)\/|runtime\/engine\/machines\/(customization|order)\/|rules\/shop\/|runtime\/engine\/api\/(cart|checkout|order|payment))/;
const SHOP_MODULE_NAME = /(^|\/)([Cc]art|[Cc]heckout|[Oo]rder|[Pp]ayment|[Pp]roduct)([-.]|[A-Z])[^/]*$/;
const SHOP_FILE = /^(cart|checkout|order|payment|product)/i;

/** True when a module (a project path such as `runtime/cart/CartHost.tsx`) is shop code. */
export function isShopModule(path: string): boolean {
  return !path.startsWith('node_modules/') && (SHOP_FOLDER.test(path) || SHOP_MODULE_NAME.test(path));
}

/**
 * Chunk file (`assets/x-hash.js`) → the source modules it holds: the manifest's key or `src` for
 * each chunk, and every module its source map names when `modules` is given.
 */
export function chunkSources(manifestFile: string, modules?: ChunkModules): Map<string, string[]> {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; src?: string }>;
  const sources = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const list = sources.get(chunk.file) ?? [];
    list.push(chunk.src ?? key);
    sources.set(chunk.file, list);
  }
  for (const [file, bytes] of modules ?? []) {
    const list = sources.get(file) ?? [];
    for (const path of bytes.keys()) if (!list.includes(path)) list.push(path);
    sources.set(file, list);
  }
  return sources;
}

const SHOWN = 4;

/**
 * The scripts (URL paths such as `/assets/hero-abc.js`) that break the rule, each with its shop
 * modules (or "file name"), and each module's minified bytes when `modules` knows them.
 */
export function shopScripts(scripts: readonly string[], sources: Map<string, string[]>, modules?: ChunkModules): string[] {
  const found: string[] = [];
  for (const script of scripts) {
    const file = script.replace(/^\//, '');
    const name = file.split('/').pop() ?? file;
    const shop = (sources.get(file) ?? []).filter(isShopModule);
    if (shop.length) {
      const sizes = modules?.get(file);
      const named = shop.slice(0, SHOWN).map((path) => (sizes?.has(path) ? `${path} ${sizes.get(path)} B` : path));
      const more = shop.length > SHOWN ? `, … ${shop.length - SHOWN} more` : '';
      found.push(`${script} (${named.join(', ')}${more})`);
    } else if (SHOP_FILE.test(name)) found.push(`${script} (file name)`);
  }
  return found;
}
