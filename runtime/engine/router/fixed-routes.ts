// The fixed routes of spec §2 are listed once, in rules/ (the link checks of schemas/ read them too).
export { CONTENT_DETAIL_KINDS, ELEMENT_DETAIL_LISTS, fixedRouteByName, fixedRoutes } from '../../../rules/fixed-routes.ts';
export type { ContentDetailKind, FixedRoute } from '../../../rules/fixed-routes.ts';

/** The catch-all route: page-tree pages by their slugs, at any depth. */
export const PAGE_ROUTE_NAME = 'page';
