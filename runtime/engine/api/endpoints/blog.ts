import type { ApiClient } from '../create-api-client.ts';
import { listQuery } from '../list-query.ts';
import type { ListParams } from '../list-query.ts';
import { seg } from '../path-segment.ts';
import type { BreadcrumbItem } from '../../../../schemas/api/content.ts';

const folderPath = (base: string, id?: number | string | null) => (id === undefined || id === null ? base : `${base}/${seg(id)}`);

/** GET /blog/folder/list[/{id}]?{query}: the blogs of a folder (12 per page, §9). */
export const blogList = <T = unknown>(api: ApiClient, folderId?: number | null, params: ListParams = { nbItem: 12 }) =>
  api.get<{ blogs: T[]; total: number }>(folderPath('/blog/folder/list', folderId), listQuery(params));

/** GET /blog/folder/ariane/[{id}]: the breadcrumb of a folder. */
export const folderBreadcrumb = (api: ApiClient, folderId?: number | null) =>
  api.get<BreadcrumbItem[]>(folderPath('/blog/folder/ariane', folderId));

/** GET /blog/ariane/{id}: the breadcrumb of a blog post. */
export const blogBreadcrumb = (api: ApiClient, id: number) => api.get<BreadcrumbItem[]>(`/blog/ariane/${seg(id)}`);

/** GET /blog/{id or slug}. */
export const blogPost = <T = unknown>(api: ApiClient, idOrSlug: number | string) => api.get<T>(`/blog/${seg(idOrSlug)}`);
