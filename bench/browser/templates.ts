import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** A page template measured by `npm run bench` (Lighthouse, transfer sizes) and checked by e2e. */
export interface BenchTemplate {
  site: 'autocars' | 'domaine';
  label: string;
  path: string;
  /**
   * A personal page that asks search engines not to index it (`noindex`, as every personal page
   * does): Lighthouse's `is-crawlable` audit fails there by design, and only that one is forgiven.
   */
  noindex?: true;
}

/** A real wine of the domaine catalogue: its product page (`/wines/<slug>/<id>`). */
export function domaineProductPath(): string {
  const file = resolve(import.meta.dirname, '../../site-configs/domaine/catalogue/products.json');
  const { products } = JSON.parse(readFileSync(file, 'utf8')) as { products: { id: number; type: string; slug: { fr: string } }[] };
  const wine = products.find((product) => product.type === 'WINE');
  if (!wine) throw new Error(`${file}: no WINE product to measure the product page with`);
  return `/wines/${wine.slug.fr}/${wine.id}`;
}

/**
 * Every template of issue 15 §5, one page each. Add a line when a template appears (a checkout
 * step, the account): the bench measures it and the render-blocking test checks it.
 */
export const BENCH_TEMPLATES: readonly BenchTemplate[] = [
  { site: 'autocars', label: 'home', path: '/' },
  { site: 'autocars', label: 'content page', path: '/voyages-organises' },
  { site: 'autocars', label: 'contact form', path: '/nous-contacter' },
  { site: 'domaine', label: 'home', path: '/' },
  { site: 'domaine', label: 'product list', path: '/products/search' },
  { site: 'domaine', label: 'product page', path: domaineProductPath() },
  { site: 'domaine', label: 'cart', path: '/cart', noindex: true },
];
