/**
 * The engine's public surface for blocks, the shell and other folders (browser-safe: nothing
 * here imports Node). Server pieces are imported from their `*.server.ts` files directly:
 * `createWebApp` (runtime/server/web-app.server.ts), `renderDocument`/`renderData`
 * (runtime/entry.server.tsx). The API client lives in runtime/api/.
 */
export { SiteDataContext, useSiteData, type SiteData } from './app/site-data-context.ts';
export { useApiClient } from './app/use-api-client.ts';
export { usePagePost, BLOCK_FIELD, type PagePost } from './app/page-post-context.ts';
export { mediaCdnPath } from './app/media-path.ts';
export type { PageData, RootData } from './data/loader-data.ts';
export { NOT_FOUND_MESSAGE } from './data/loader-data.ts';
export { renderLayout, type RenderLayoutOptions } from './render/render-layout.tsx';
export { collectBlockTypes, type LayoutNode } from './render/layout-node.ts';
export { loadBlockDefinitions, loadedBlockDefinitions } from './render/block-definitions.ts';
export { buildPathIndex, findPageByPath, type PathIndex, type IndexedPage } from './router/build-path-index.ts';
export { routeTable, routeId, parseRouteId, pathOfRoute, paramsAreValid, type RouteEntry } from './router/route-table.ts';
export { fixedRoutes, type FixedRoute } from './router/fixed-routes.ts';
export { localeFromPath, stripLocalePrefix, withLocalePrefix, otherLocale, htmlLang, LOCALES, DEFAULT_LOCALE } from './router/locale.ts';
export { localeCookie, readCookie, LOCALE_COOKIE } from './router/locale-cookie.ts';
export { ecommerceGuard } from './router/ecommerce-guard.ts';
