// Server render time of the shop's catalogue with 100 products (issue 10 goal: under 20 ms).
// Printed, never pass/fail. Run: npx tsx bench/product-list.ts — renders `product-search` with 100 products through
// renderToString, inside the engine's providers, 30 warm-up runs then the median of 50, with NODE_ENV=production
// (the method of bench/content-list.ts).
import { register } from 'node:module';
import { renderTiming } from './load/render-timing.ts';
import type { SiteData } from '../runtime/ui/site-data-context.ts';

process.env.NODE_ENV = 'production';
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');
const { IntlProvider } = await import('../runtime/web/i18n/IntlProvider.tsx');
const { createMemoryRouter, RouterProvider } = await import('react-router');

const cssAsEmpty = `export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(cssAsEmpty)}`);
const { default: productSearch } = await import('../blocks/product-search/index.ts');
const { SiteDataContext } = await import('../runtime/ui/site-data-context.ts');

const WARM_UP = 30;
const RUNS = 50;
const BUDGET_MS = 20;

const image = { src: '/media/wines/muscadet-schistes.svg', alt: 'Bouteille de Muscadet', width: 300, height: 800 };
const products = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  name: `Muscadet Sèvre et Maine sur lie — Cuvée ${index + 1}`,
  image,
  productType: 'WINE' as const,
  // Prices in cents, as api.call gives them to the block (decision 0076).
  price: 900 + index * 10,
  priceToPay: 900 + index * 10,
  discount: index % 5 === 0 ? { id: 2, type: 'PERCENT' as const, amount: 15 } : null,
  awards: index % 3 === 0 ? [{ id: index, name: 'Médaille d’or', year: 2025 }] : [],
  declination: [2024, 2023, 2022].map((year, n) => ({
    id: (index + 1) * 10 + n,
    year,
    capacity: 75,
    capacityUnit: 'CENTILITRE' as const,
    price: 1000 + n * 100,
    priceToPay: index % 5 === 0 ? (1000 + n * 100) * 0.85 : 1000 + n * 100,
    quantity: (index * 7 + n) % 12,
    setQuantity: true,
    sellByMultipleOf: 1,
    discount: index % 5 === 0 ? { id: 2, type: 'PERCENT' as const, amount: 15 } : null,
    variations: [],
    name: `Millésime : ${year} - Format : Bouteille 75 cl`,
  })),
}));
const data = { products, total: 240, pageSize: 100, query: { q: '', kinds: [], tags: [], sort: 'price-asc' as const, page: 1 } };
const parameters = [
  { type: 'STOCK_MANAGEMENT', kind: 'BOOLEAN', label: '', value: true },
  { type: 'SHOW_STOCK_LABELS', kind: 'BOOLEAN', label: '', value: true },
];
const siteData = { locale: 'fr_FR', dev: false, parameters, siteInfo: { idSite: 88, name: 'Domaine' } } as unknown as SiteData;
const props = { kinds: [{ value: 'blanc', label: 'Blancs' }, { value: 'rouge', label: 'Rouges' }], tags: [{ value: 'cadeau', label: 'Idées cadeaux' }] };

function renderOnce(): string {
  const block = createElement(productSearch.component, { props, data, slots: {} });
  // The catalogue's GET form needs a data router (useSubmit), as on the site.
  const page = createElement(
    IntlProvider,
    { locale: 'fr', messages: productSearch.messages.fr },
    createElement(SiteDataContext.Provider, { value: siteData }, block),
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/products/search'] });
  return renderToString(createElement(RouterProvider, { router }));
}

const { median, min, max, size } = renderTiming(renderOnce, WARM_UP, RUNS);
const verdict = median < BUDGET_MS ? 'within' : 'OVER';
console.log(
  `product-list: product-search, 100 products, ${Math.round(size / 1024)} KB of HTML — median ${median.toFixed(2)} ms over ${RUNS} runs ` +
    `(min ${min.toFixed(2)}, max ${max.toFixed(2)}) — ${verdict} the ${BUDGET_MS} ms budget`,
);
