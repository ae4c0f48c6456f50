// Server render time of a content list of 100 items (issue 5 goal: under 20 ms).
// Printed, never pass/fail. Run: npx tsx bench/content-list.ts — renders `album-list` with 100 albums through
// renderToString, inside the engine's providers, 30 warm-up runs then the median of 50, with NODE_ENV=production.
import { register } from 'node:module';
import { renderTiming } from './load/render-timing.ts';
import type { SiteData } from '../runtime/ui/site-data-context.ts';

// Measured as the production server runs: React's production build (set before React loads).
process.env.NODE_ENV = 'production';
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');
const { IntlProvider } = await import('../runtime/web/i18n/IntlProvider.tsx');
const { MemoryRouter } = await import('react-router');

// Blocks import their CSS (Vite bundles it); under plain tsx a CSS import is an empty module.
const cssAsEmpty = `export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(cssAsEmpty)}`);
const { default: albumList } = await import('../blocks/album-list/index.ts');
const { sampleAlbum } = await import('../blocks/content-kit/content.test-utils.ts');
const { SiteDataContext } = await import('../runtime/ui/site-data-context.ts');

const WARM_UP = 30;
const RUNS = 50;
const BUDGET_MS = 20;

const albums = Array.from({ length: 100 }, (_, index) => sampleAlbum(index + 1));
const data = { albums, total: 240, page: 1, pageSize: 100 };
const siteData: SiteData = { locale: 'fr_FR', dev: false, parameters: [], siteInfo: { idSite: 88, name: 'Domaine' } };

function renderOnce(): string {
  const block = createElement(albumList.component, { props: { title: 'Nos albums' }, data, slots: {} });
  const tree = createElement(
    MemoryRouter,
    { initialEntries: ['/albums'] },
    createElement(
      IntlProvider,
      { locale: 'fr', messages: albumList.messages.fr },
      createElement(SiteDataContext.Provider, { value: siteData }, block),
    ),
  );
  return renderToString(tree);
}

const { median, min, max, size } = renderTiming(renderOnce, WARM_UP, RUNS);
const verdict = median < BUDGET_MS ? 'within' : 'OVER';
console.log(
  `content-list: album-list, 100 items, ${Math.round(size / 1024)} KB of HTML — median ${median.toFixed(2)} ms over ${RUNS} runs ` +
    `(min ${min.toFixed(2)}, max ${max.toFixed(2)}) — ${verdict} the ${BUDGET_MS} ms budget`,
);
