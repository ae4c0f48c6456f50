import type { RouteEntry } from '../router/route-table.ts';
import type { EngineContext } from './engine-context.ts';

/** Detail routes whose id names an element of a list (`GET /element/{route}/{id}`). */
const elementRoutes: Record<string, string> = {
  'autocar-slug-id': 'autocar',
  'minibus-slug-id': 'minibus',
};

/**
 * The record a detail route shows: null when the route has none, undefined when the id names
 * nothing (the page is then a 404).
 */
export async function findRecord(
  ctx: EngineContext,
  entry: RouteEntry,
  params: Record<string, string | undefined>,
): Promise<Record<string, unknown> | null | undefined> {
  const list = elementRoutes[entry.name];
  if (!list || !params.id) return null;
  const result = await ctx.api(entry.locale).request<Record<string, unknown>>('GET', `/element/${list}/${params.id}`);
  if (!result.success || typeof result.data !== 'object' || result.data === null) return undefined;
  return result.data;
}
