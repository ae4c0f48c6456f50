import type { ApiClient } from '../../runtime/index.ts';
import { blogList, folderBreadcrumb } from '../../runtime/index.server.ts';
import type { BreadcrumbItem } from '../../runtime/index.server.ts';
import { queryValue, requestedPage, unwrap } from '../content-kit/load-context.ts';
import type { ContentLoadContext } from '../content-kit/load-context.ts';
import type { BlogProps } from './blog.block.ts';
import type { BlogData } from './blog.block.ts';
import type { ServedBlogFolder, ServedBlogSummary } from './blog.block.ts';

/** Articles per page (§9). */
export const ARTICLES_PER_PAGE = 12;

/** GET /blog/folder/list[/{id}]?page=N&nbItem=12 and GET /blog/folder/ariane[/{id}]. */
export async function loadBlog(api: ApiClient, folderId: number | null, page: number): Promise<BlogData> {
  const [list, crumbs] = await Promise.all([
    blogList(api, folderId, { page, nbItem: ARTICLES_PER_PAGE }),
    folderBreadcrumb(api, folderId),
  ]);
  const data = unwrap(list, 'GET /blog/folder/list');
  return {
    folderId,
    folders: data.folders,
    articles: data.blogs,
    total: data.total,
    page,
    pageSize: ARTICLES_PER_PAGE,
    breadcrumb: unwrap(crumbs, 'GET /blog/folder/ariane'),
  };
}

/** The folder id of `?folder=` (a positive whole number), else the fallback, else null (the top). */
export function folderFromQuery(raw: string, fallback: number | undefined): number | null {
  if (/^[1-9][0-9]{0,8}$/.test(raw)) return Number(raw);
  return fallback ?? null;
}

/** The block's loader (server side): the folder of `?folder=` (else the props' one), the page of `?page=`. */
export function loadBlogBlock(ctx: ContentLoadContext<BlogProps>): Promise<BlogData> {
  return loadBlog(ctx.api, folderFromQuery(queryValue(ctx, 'folder'), ctx.props.folderId), requestedPage(ctx));
}
