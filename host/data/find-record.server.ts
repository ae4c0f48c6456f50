import type { Locale } from '../../rules/locale.ts';
import type { RouteEntry } from '../../runtime/engine/router/route-table.ts';
import { detailTargetOf } from '../../runtime/engine/data/detail-target.ts';
import type { DetailTarget } from '../../runtime/engine/data/detail-target.ts';
import type { EngineContext } from './engine-context.ts';
import { apiUnavailable } from '../../runtime/engine/data/site-unavailable.ts';
import { siteUnavailable } from './site-unavailable.server.ts';
import { ServedServiceSchema } from '../../schemas/api/content/served-content.ts';

/** The API call that reads the record of a detail target: `/blog/{id}`, `/element/{list}/{id}`. */
function recordCall(target: DetailTarget, id: string): string {
  return target.kind === 'element' ? `/element/${target.list}/${id}` : `/${target.kind}/${id}`;
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
    const cached = await ctx.config.get(ctx.site.idSite, locale, recordCall(target, id), ServedServiceSchema);
    if (!cached.success && apiUnavailable(cached)) siteUnavailable(pageLocale);
    return cached.success ? cached.data : undefined;
  }
  const result = await ctx.api(locale).request<Record<string, unknown>>('GET', recordCall(target, id));
  if (!result.success && apiUnavailable(result)) siteUnavailable(pageLocale);
  if (!result.success || typeof result.data !== 'object' || result.data === null) return undefined;
  return result.data;
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
