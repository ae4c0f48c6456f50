import type { ApiClient } from '../../../engine/api/index.ts';
import { visit } from '../../../engine/api/endpoints/site.ts';

/** The query parameter that names where a visitor comes from (§2). */
export const VISIT_QUERY = 'from';

export interface VisitLogEnv {
  api: ApiClient;
  location: Pick<Location, 'href' | 'reload'>;
  history: Pick<History, 'replaceState' | 'state'>;
}

/** The URL without its `from` parameter (other parameters and the hash kept). */
export function withoutVisitQuery(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(VISIT_QUERY);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * §2: `?from=X` records a visit with `GET /site/visit/X`, then the page reloads without the
 * query (history.replaceState, then reload). Returns false when the URL has no usable `from`.
 */
export async function logVisit(env: VisitLogEnv): Promise<boolean> {
  const from = new URL(env.location.href).searchParams.get(VISIT_QUERY)?.trim() ?? '';
  if (from === '') return false;
  if (from.length <= 200) await visit(env.api, from);
  env.history.replaceState(env.history.state, '', withoutVisitQuery(env.location.href));
  env.location.reload();
  return true;
}
