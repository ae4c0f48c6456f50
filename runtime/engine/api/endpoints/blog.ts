import { blogContracts } from '../../../../schemas/api/content/blog-contracts.ts';
import type { ApiClient } from '../create-api-client.ts';
import { listQuery } from '../list-query.ts';
import type { ListParams } from '../list-query.ts';

/** GET /blog/folder/list[/{id}]?{query}: the blogs of a folder (12 per page, §9) and its sub-folders. */
export const blogList = (api: ApiClient, folderId?: number | null, params: ListParams = { nbItem: 12 }) =>
  folderId === undefined || folderId === null
    ? api.call(blogContracts.topList, { query: listQuery(params) })
    : api.call(blogContracts.folderList, { params: { id: folderId }, query: listQuery(params) });

/** GET /blog/folder/ariane/[{id}]: the breadcrumb of a folder. */
export const folderBreadcrumb = (api: ApiClient, folderId?: number | null) =>
  folderId === undefined || folderId === null ? api.call(blogContracts.topCrumbs, {}) : api.call(blogContracts.folderCrumbs, { params: { id: folderId } });

/** GET /blog/ariane/{id}: the breadcrumb of a blog post. */
export const blogBreadcrumb = (api: ApiClient, id: number) => api.call(blogContracts.articleCrumbs, { params: { id } });

/** GET /blog/{id or slug}. */
export const blogPost = (api: ApiClient, idOrSlug: number | string) => api.call(blogContracts.article, { params: { idOrSlug: String(idOrSlug) } });
