import type { Locale } from '../../rules/locale.ts';
import type { RouteEntry } from '../../runtime/engine/router/route-table.ts';
import { detailTargetOf } from '../../runtime/engine/data/detail-target.ts';
import type { DetailTarget } from '../../runtime/engine/data/detail-target.ts';
import type { EngineContext } from './engine-context.ts';
import { apiUnavailable } from '../../runtime/engine/data/site-unavailable.ts';
import { siteUnavailable } from './site-unavailable.server.ts';
import { ServedServiceSchema } from '../../schemas/api/content/served-content.ts';
import { blogContracts } from '../../schemas/api/content/blog-contracts.ts';
import { elementContracts } from '../../schemas/api/content/element-contracts.ts';
import { listContracts } from '../../schemas/api/content/list-contracts.ts';
import type { ApiClient } from '../../runtime/engine/api/create-api-client.ts';
import type { ApiResult } from '../../runtime/engine/api/api-result.ts';

/** A whole number of the URL, as the content contracts' ids are; null for anything else (the page is then a 404). */
function wholeId(id: string): number | null {
  return /^[0-9]{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

/** Reads the record of a detail target by its contract: `/element/{list}/{id}`, `/blog/{id}`, `/news/{id}`, `/album/{id}`; null when the id cannot name one. */
async function readRecord(api: ApiClient, target: DetailTarget, id: string): Promise<ApiResult<object> | null> {
  if (target.kind === 'blog') return api.call(blogContracts.article, { params: { idOrSlug: id } });
  if (target.kind === 'news') return api.call(listContracts.newsItem, { params: { idOrSlug: id } });
  const whole = wholeId(id);
  if (whole === null) return null;
  if (target.kind === 'album') return api.call(listContracts.album, { params: { id: whole } });
  return target.kind === 'element' ? api.call(elementContracts.read, { params: { route: target.list, id: whole } }) : null;
}

/**
 * One record in one language; undefined when the API does not know it. An API that does not
 * answer (or answers 5xx) ends the page with a 503 worded in `pageLocale`.
 */
export async function fetchRecord(
  ctx: EngineContext,
  locale: Locale,
  target: DetailTarget,
  id: string,
  pageLocale: Locale = locale,
): Promise<Record<string, unknown> | undefined> {
  if (target.kind === 'service') {
    // §4: the service detail is cached on the server, per site, language and id, with the other
    // configuration reads (revalidated by ETag): asking for the same service again reuses it.
    const cached = await ctx.config.get(ctx.site.idSite, locale, `/service/${id}`, ServedServiceSchema);
    if (!cached.success && apiUnavailable(cached)) siteUnavailable(pageLocale);
    return cached.success ? cached.data : undefined;
  }
  const result = await readRecord(ctx.api(locale), target, id);
  if (!result) return undefined;
  if (!result.success && apiUnavailable(result)) siteUnavailable(pageLocale);
  if (!result.success || typeof result.data !== 'object' || result.data === null) return undefined;
  return result.data as Record<string, unknown>;
}

/**
 * The record a detail route shows (a vehicle, a blog article, a news item, an album): null
 * when the route has none, undefined when the id names nothing (the page is then a 404).
 */
export async function findRecord(
  ctx: EngineContext,
  entry: RouteEntry,
  params: Record<string, string | undefined>,
): Promise<Record<string, unknown> | null | undefined> {
  const target = detailTargetOf(entry.name);
  if (!target || !params.id) return null;
  return fetchRecord(ctx, entry.locale, target, params.id);
}
