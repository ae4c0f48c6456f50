import { pageBreadcrumbShown } from '../../runtime/web/app/page-breadcrumb-shown.ts';
import { data, redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { toLang, type Locale, type Lang } from '../../rules/locale.ts';
import { buildPathIndex, findPageByPath } from '../../runtime/engine/router/build-path-index.ts';
import type { PathIndex } from '../../runtime/engine/router/build-path-index.ts';
import { ecommerceGuard } from '../../runtime/engine/router/ecommerce-guard.ts';
import { runPageMiddlewares } from '../../runtime/engine/router/run-page-middlewares.ts';
import { htmlLang, otherLocale, stripLocalePrefix, withLocalePrefix } from '../../runtime/engine/router/locale.ts';
import { pageLink } from '../../runtime/engine/router/page-link.ts';
import { paramsAreValid, routeEntryById } from '../../runtime/engine/router/route-table.ts';
import type { RouteEntry } from '../../runtime/engine/router/route-table.ts';
import { routeTitle } from '../../runtime/engine/router/route-titles.ts';
import { compileMessages } from '../i18n-server/compile-messages.server.ts';
import type { CompiledMessages } from '../../runtime/engine/i18n/compiled-messages.ts';
import { keepJson } from '../../runtime/engine/data/keep-json.ts';
import { serverBlockLibrary } from '../block-server/server-block-library.ts';
import { collectBlockTypes } from '../../runtime/web/render/layout-node.ts';
import { prepareLayout } from '../render-server/prepare-layout.server.ts';
import { isEngineContext } from './engine-context.ts';
import type { EngineContext } from './engine-context.ts';
import { NOT_FOUND_MESSAGE } from '../../runtime/web/app/loader-data.ts';
import type { PageData } from '../../runtime/web/app/loader-data.ts';
import { fetchRecord, findRecord } from './find-record.server.ts';
import { findProductPage } from './product-record.server.ts';
import { isProductRoute, productCanonicalPaths } from '../../runtime/engine/router/product-path.ts';
import { contentDetailLayout, detailTargetOf, recordDescription, recordPath } from '../../runtime/engine/data/detail-target.ts';
import type { DetailTarget } from '../../runtime/engine/data/detail-target.ts';
import { recordLayout } from '../../runtime/engine/data/record-layout.ts';
import { needsLegalParameters, splitLegalParameters } from '../../runtime/engine/data/legal-parameters.ts';
import { apiUnavailable } from '../../runtime/engine/data/site-unavailable.ts';
import { siteUnavailable } from './site-unavailable.server.ts';
import { siteConfigContracts } from '../../schemas/api/site/site-contracts.ts';
import type { ServedBlock, ServedComponentConf, ServedPage, ServedPaths } from '../../schemas/api/pages.ts';
import { pageJsCode } from '../../runtime/web/app/custom-scripts.ts';
import { productHead } from '../../runtime/web/seo/product-head.ts';
import { seoHeadData, type SeoHeadData } from '../../runtime/web/seo/seo-head-data.ts';
import type { PageHead } from '../../runtime/web/seo/page-head.ts';
import { ShippingRatesSchema } from '../../schemas/api/shipping.ts';
import { pageChrome, SITE_CHROME, type PageChrome } from '../../runtime/web/shell/page-chrome.ts';

const indexes = new WeakMap<readonly ServedPage[], PathIndex>();

/** The path index of a tree version: built once, reused while the cache returns the same tree. */
function indexOf(tree: readonly ServedPage[]): PathIndex {
  let index = indexes.get(tree);
  if (!index) {
    index = buildPathIndex(tree);
    indexes.set(tree, index);
  }
  return index;
}

export function notFound(): never {
  throw data({ message: NOT_FOUND_MESSAGE }, { status: 404, statusText: 'Not Found' });
}

/**
 * A configuration read that failed: a 404 only when the API answered that it has no such
 * document; an API that did not answer, or answered 5xx, makes the page a 503 (never a 404 a
 * crawler would act on). The config cache has already served the last good version if it had one.
 */
function failed(result: { status: number }, locale: Locale): never {
  if (apiUnavailable(result)) siteUnavailable(locale);
  notFound();
}

/** The loader of one route of the table, on the server. */
export function pageLoaderFor(routeId: string) {
  const entry = routeEntryById.get(routeId);
  if (!entry) throw new Error(`no route "${routeId}" in the route table`);
  return async ({ request, params, context }: LoaderFunctionArgs): Promise<PageData> => {
    if (!isEngineContext(context)) throw new Error('page loaders run on the server with an EngineContext');
    if (!paramsAreValid(entry, params)) notFound();
    const siteInfo = await context.config.call(context.site.idSite, entry.locale, siteConfigContracts.info, {});
    if (!siteInfo.success && apiUnavailable(siteInfo)) siteUnavailable(entry.locale);
    const info = siteInfo.success ? siteInfo.data : null;
    const guard = ecommerceGuard(entry, info);
    if (guard) throw redirect(guard);
    const url = new URL(request.url);
    return entry.isPage ? loadTreePage(context, entry, url, info?.isECommerce === true) : loadFixedPage(context, entry, url, params);
  };
}

async function loadTreePage(ctx: EngineContext, entry: RouteEntry, url: URL, isECommerce: boolean): Promise<PageData> {
  const { idSite } = ctx.site;
  const pathname = url.pathname;
  const tree = await ctx.config.call(idSite, entry.locale, siteConfigContracts.pageTree, {});
  if (!tree.success) failed(tree, entry.locale);
  const found = findPageByPath(indexOf(tree.data), stripLocalePrefix(pathname));
  if (!found) notFound();
  if (found.page.isEcommercePage && !isECommerce) throw redirect('/');
  const visitor = { hasSession: ctx.hasSession, isECommerce, locale: entry.locale };
  const sentTo = runPageMiddlewares(found.page.middleware, visitor, (message) => ctx.log(`[site] ${ctx.site.name}: ${message} (page ${found.page.id})`));
  if (sentTo) throw redirect(sentTo);
  let detail = await ctx.config.call(idSite, entry.locale, siteConfigContracts.page, { params: { key: found.page.url } });
  if (!detail.success && apiUnavailable(detail)) siteUnavailable(entry.locale);
  if (!detail.success || detail.data.id !== found.page.id) {
    detail = await ctx.config.call(idSite, entry.locale, siteConfigContracts.page, { params: { key: String(found.page.id) } });
  }
  if (!detail.success) failed(detail, entry.locale);
  const page = detail.data;
  const confSlug = page.cms?.route || page.url;
  const conf = await componentConf(ctx, entry.locale, confSlug);
  // A page with no content of its own that links elsewhere in the site (the menu's "Whole shop"
  // → the catalogue) sends its visitors there, as its menu entry does, rather than showing a
  // title over nothing. A 302: the owner may give the page content of its own later.
  const link = conf ? null : pageLink(found.page, entry.locale);
  if (link && !link.external && link.href !== pathname) throw redirect(link.href, 302);
  return finish(ctx, entry, {
    title: conf?.config.title || page.title,
    metaDescription: conf?.config.metaDescription || page.metaDescription || '',
    paths: page.paths,
    pageId: page.id,
    jsCode: pageJsCode(found.page),
    conf,
    confSlug,
    record: null,
    url,
    params: {},
    chrome: pageChrome(found.page),
  });
}

async function loadFixedPage(
  ctx: EngineContext,
  entry: RouteEntry,
  url: URL,
  params: Record<string, string | undefined>,
): Promise<PageData> {
  // Product routes check their product, declination or vintage and their slug (404, 301).
  const product = await findProductPage(ctx, entry, params, url);
  const record = product === null ? await findRecord(ctx, entry, params) : product?.record;
  if (record === undefined) notFound();
  const target = detailTargetOf(entry.name);
  // A detail page has one address, the one its links and the sitemap give (the slug of its title,
  // or of its own slug): any other slug, none, or a padded id is a 301 there, query kept, as the
  // product pages do (product-record.server.ts).
  if (target && record) {
    const canonical = recordPath(target, entry.locale, Number(params.id), record);
    if (url.pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  }
  // A component slug is lower case: `products-slug-id-idDeclination-customize` reads components/products-slug-id-iddeclination-customize.json.
  const confSlug = entry.name.toLowerCase();
  const conf = await componentConf(ctx, entry.locale, confSlug);
  const recordTitle = record && typeof record.title === 'string' ? record.title : product && typeof record?.name === 'string' ? record.name : null;
  return finish(ctx, entry, {
    title: recordTitle || conf?.config.title || routeTitle(entry.name, entry.locale),
    metaDescription: (record && recordDescription(record)) || conf?.config.metaDescription || '',
    paths: product?.paths ?? (await pagePaths(ctx, entry, url.pathname, target && record ? { target, record, id: params.id! } : null)),
    pageId: null,
    jsCode: '',
    conf,
    confSlug,
    record,
    ...(product ? { blockRecord: product.blockRecord } : {}),
    url,
    params: target?.kind === 'element' ? { ...params, route: target.list } : params,
  });
}

/**
 * The page in both languages: for a detail page, the same record with the slug of each
 * language (the other language is read from the API); else the same path with the prefix swapped.
 */
async function pagePaths(
  ctx: EngineContext,
  entry: RouteEntry,
  pathname: string,
  detail: { target: DetailTarget; record: Record<string, unknown>; id: string } | null,
): Promise<ServedPaths> {
  const other = otherLocale(entry.locale);
  let otherPath = withLocalePrefix(stripLocalePrefix(pathname), other);
  if (detail) {
    const translated = await fetchRecord(ctx, other, detail.target, detail.id, entry.locale);
    if (translated) otherPath = recordPath(detail.target, other, Number(detail.id), translated);
  }
  return { [toLang(entry.locale)]: pathname, [toLang(other)]: otherPath } as ServedPaths;
}

/** The component config of a slug, or null when there is none (§4: cached per slug). */
async function componentConf(ctx: EngineContext, locale: Locale, slug: string): Promise<ServedComponentConf | null> {
  const result = await ctx.config.call(ctx.site.idSite, locale, siteConfigContracts.componentConf, { params: { slug } });
  if (result.success) return result.data;
  if (apiUnavailable(result)) siteUnavailable(locale);
  return null;
}

interface Resolved {
  title: string;
  metaDescription: string;
  paths: ServedPaths;
  pageId: number | null;
  jsCode: string;
  conf: ServedComponentConf | null;
  confSlug: string;
  record: Record<string, unknown> | null;
  /** The record handed to the block loaders, when it holds more than the page data keeps (a product's awards). */
  blockRecord?: Record<string, unknown> | null;
  url: URL;
  params: Record<string, string | undefined>;
  /** A tree page's layout and navigation fields (decision 0062). */
  chrome?: PageChrome;
}

/** The blocks of a page: its component config, else the default layout of its detail record. */
function layoutOf(resolved: Resolved, entry: RouteEntry): ServedBlock[] {
  if (resolved.conf) return resolved.conf.config.layout;
  if (!resolved.record) return [];
  if (isProductRoute(entry.name)) return [{ type: 'product-detail', props: {} }];
  const target = detailTargetOf(entry.name);
  if (target?.kind === 'element') return resolved.record.canRegister === true ? [{ type: 'element-detail', props: {} }] : recordLayout(resolved.record);
  return (target && contentDetailLayout(target)) ?? recordLayout(resolved.record);
}

const pageCatalogues = new Map<string, CompiledMessages>();

/**
 * The UI messages of a page's blocks, parsed: once per language and set of block types in
 * production (block code does not change while the process runs), and kept for the boot data.
 */
function pageMessages(blockTypes: readonly string[], lang: Lang, ctx: EngineContext): CompiledMessages {
  const make = () => compileMessages(serverBlockLibrary.messages(blockTypes, lang), ctx.log);
  if (ctx.dev) return make();
  const key = `${lang}|${blockTypes.join(',')}`;
  let compiled = pageCatalogues.get(key);
  if (!compiled) {
    compiled = keepJson(make());
    pageCatalogues.set(key, compiled);
  }
  return compiled;
}

/**
 * The page's whole SEO head (title, description, canonical, hreflang, Open Graph, and a product
 * page's own tags and schema.org ProductGroup with the site's shipping rates), built here from the cached site
 * info and parameters, so the browser ships none of the code that builds it; null when the site
 * info or parameters cannot be read (the page then has no SEO head, as before).
 */
async function pageHeadOf(ctx: EngineContext, entry: RouteEntry, resolved: Resolved): Promise<SeoHeadData | null> {
  const [siteInfo, parameters] = await Promise.all([
    ctx.config.call(ctx.site.idSite, entry.locale, siteConfigContracts.info, {}),
    ctx.config.call(ctx.site.idSite, entry.locale, siteConfigContracts.parameters, {}),
  ]);
  if (!siteInfo.success || !parameters.success) return null;
  // A wine's declination and vintage pages give search engines the wine's page (issue 39).
  const paths = productCanonicalPaths(entry.name, resolved.paths);
  let product: PageHead | null = null;
  if (isProductRoute(entry.name)) {
    const rates = await ctx.config.get(ctx.site.idSite, entry.locale, '/shipping/rates', ShippingRatesSchema);
    const shippingRates = rates.success ? rates.data : null;
    product = productHead({ record: resolved.record, siteInfo: siteInfo.data as Record<string, unknown>, parameters: parameters.data, locale: entry.locale, paths, shippingRates });
  }
  const root = { locale: entry.locale, siteInfo: siteInfo.data, parameters: parameters.data };
  return seoHeadData(root, { title: resolved.title, metaDescription: resolved.metaDescription, paths, head: product });
}

async function finish(ctx: EngineContext, entry: RouteEntry, resolved: Resolved): Promise<PageData> {
  // A block whose data could not be read because the API is down would be left out of a 200 page.
  let apiDown = false;
  const layout = await prepareLayout(layoutOf(resolved, entry), {
    url: resolved.url,
    params: resolved.params,
    record: resolved.blockRecord ?? resolved.record,
    cartId: ctx.cartId ?? null,
    hasSession: ctx.hasSession,
    dev: ctx.dev,
    locale: entry.locale,
    api: ctx.api(entry.locale, () => {
      apiDown = true;
    }),
    log: ctx.log,
    source: `${ctx.site.name}/components/${resolved.confSlug}`,
  });
  if (apiDown) siteUnavailable(entry.locale);
  const blockTypes = collectBlockTypes(layout);
  let parameters: PageData['parameters'] = [];
  if (needsLegalParameters(blockTypes)) {
    const all = await ctx.config.call(ctx.site.idSite, entry.locale, siteConfigContracts.parameters, {});
    if (!all.success && apiUnavailable(all)) siteUnavailable(entry.locale);
    if (all.success) parameters = splitLegalParameters(all.data).legal;
  }
  const head = await pageHeadOf(ctx, entry, resolved);
  const frame = resolved.conf?.config.frame === 'FOCUSED' ? 'FOCUSED' : 'SITE';
  return {
    routeId: entry.id,
    locale: entry.locale,
    title: resolved.title,
    metaDescription: resolved.metaDescription,
    paths: resolved.paths,
    pageId: resolved.pageId,
    jsCode: resolved.jsCode,
    layout,
    blockTypes,
    head,
    messages: pageMessages(blockTypes, htmlLang(entry.locale), ctx),
    parameters,
    frame,
    chrome: resolved.chrome ?? SITE_CHROME,
    // Decided here, so that the browser's entry ships no rule for it (decision 0072).
    ...(pageBreadcrumbShown({ routeId: entry.id, frame, blockTypes }) ? { breadcrumb: true as const } : {}),
  };
}
