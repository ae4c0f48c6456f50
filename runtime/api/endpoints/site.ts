import type { ApiClient } from '../create-api-client.ts';
import type { ApiResult, ListPage } from '../api-result.ts';
import { listQuery } from '../list-query.ts';
import type { ListParams } from '../list-query.ts';
import { seg } from '../path-segment.ts';
import type { ApiComponentConf, ApiElement, ApiPage, ApiSiteInfo, ApiSiteParameter } from './site-types.ts';

/** GET /parameter: every site parameter, defaults filled in. */
export const parameters = (api: ApiClient) => api.get<ApiSiteParameter[]>('/parameter');

/** GET /site/info. */
export const siteInfo = (api: ApiClient) => api.get<ApiSiteInfo>('/site/info');

/** GET /logged: the session user, or a failure when logged out. */
export const logged = <T = unknown>(api: ApiClient) => api.get<T>('/logged');

/** GET /page: the whole published page tree, in menu order. */
export const pageTree = (api: ApiClient) => api.get<ApiPage[]>('/page');

/** GET /page/{id or slug}. */
export const page = (api: ApiClient, idOrSlug: number | string) => api.get<ApiPage>(`/page/${seg(idOrSlug)}`);

/** GET /component/conf/{slug}: the page layout stored under the slug. */
export const componentConf = (api: ApiClient, slug: string) => api.get<ApiComponentConf>(`/component/conf/${seg(slug)}`);

/** GET /element/{route}?{query}: an element list (24 per page by default, §9). */
export const elements = <T = ApiElement>(api: ApiClient, route: string, params: ListParams = { nbItem: 24 }) =>
  api.get<ListPage<T>>(`/element/${seg(route)}`, listQuery(params));

/** GET /news?{query} (news, total); `promoted: true` for the promoted item. */
export const news = <T = unknown>(api: ApiClient, params: ListParams = {}) =>
  api.get<{ news: T[]; total: number }>('/news', listQuery(params));

/** GET /news?promoted=true. */
export const promotedNews = <T = unknown>(api: ApiClient) => api.get<T>('/news', { promoted: true });

/** GET /user: the session user (admin role included). */
export const user = <T = unknown>(api: ApiClient) => api.get<T>('/user');

/** GET /admin/address/type. */
export const addressTypes = <T = unknown>(api: ApiClient) => api.get<T[]>('/admin/address/type');

/** GET /company/address?{query}. */
export const companyAddress = <T = unknown>(api: ApiClient, query: Record<string, string> = {}) =>
  api.get<T>('/company/address', query);

/** GET /variation: the variation axes with their values. */
export const variations = <T = unknown>(api: ApiClient) => api.get<T[]>('/variation');

/** GET /external-app/{app}/config/public. */
export const externalAppConfig = <T = unknown>(api: ApiClient, app: string) =>
  api.get<T>(`/external-app/${seg(app)}/config/public`);

/** POST /image/load-svg {url}: the SVG markup of a media URL. */
export const loadSvg = <T = unknown>(api: ApiClient, url: string) => api.post<T>('/image/load-svg', { url });

/** GET /site/visit/{from}: records a visit. */
export const visit = (api: ApiClient, from: string) => api.get<unknown>(`/site/visit/${seg(from)}`);

/** Keeps the data of a successful result, null otherwise (§7: start-up results used on success only). */
export function dataOrNull<T>(result: ApiResult<T>): T | null {
  return result.success ? result.data : null;
}
