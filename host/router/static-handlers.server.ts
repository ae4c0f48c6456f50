import { createStaticHandler, matchRoutes } from 'react-router';
import type { RouteObject, StaticHandler } from 'react-router';

/** Static handlers of one route table: the whole table, and one per branch of it. */
export interface StaticHandlers {
  /** The handler of the whole table. */
  full: StaticHandler;
  /**
   * The handler to query for a pathname: one whose table holds only the branch react-router
   * matches for that pathname (same route objects, same ids), or the full one when nothing
   * matches. Its answers are the full handler's answers for that pathname.
   */
  forPath(pathname: string): StaticHandler;
}

/** Keeps only the routes whose id is in `ids`, at every depth. */
function pruneTo(routes: readonly RouteObject[], ids: ReadonlySet<string>): RouteObject[] {
  return routes
    .filter((route) => route.id !== undefined && ids.has(route.id))
    .map((route) => (route.children ? ({ ...route, children: pruneTo(route.children, ids) } as RouteObject) : route));
}

/**
 * Matching a pathname against the whole table tries every branch in rank order and builds a
 * regular expression per try (~76 branches here): that is the largest cost of a query after
 * rendering. The branch a pathname matches is remembered (bounded, oldest forgotten first), and
 * the query runs on a handler of that branch only, so a repeated path matches in one try.
 */
export function createStaticHandlers(routes: RouteObject[], maxPaths = 2000): StaticHandlers {
  const full = createStaticHandler(routes);
  const byBranch = new Map<string, StaticHandler>();
  const branchOfPath = new Map<string, string | null>();

  const branchOf = (pathname: string): string | null => {
    const known = branchOfPath.get(pathname);
    if (known !== undefined) return known;
    const matches = matchRoutes(full.dataRoutes, pathname);
    const branch = matches ? matches.map((match) => match.route.id).join('\u0000') : null;
    if (branchOfPath.size >= maxPaths) branchOfPath.delete(branchOfPath.keys().next().value as string);
    branchOfPath.set(pathname, branch);
    return branch;
  };

  return {
    full,
    forPath(pathname) {
      const branch = branchOf(pathname);
      if (branch === null) return full;
      let handler = byBranch.get(branch);
      if (!handler) {
        handler = createStaticHandler(pruneTo(routes, new Set(branch.split('\u0000'))));
        byBranch.set(branch, handler);
      }
      return handler;
    },
  };
}
