import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route-contract.ts';
import { IdOrSlugParams, IdParams } from './content-params.ts';
import { BreadcrumbItemSchema, ServedBlogArticleSchema, ServedBlogFolderContentSchema, ServedBlogFolderListSchema } from './served-content.ts';

const Crumbs = Type.Array(BreadcrumbItemSchema);

/** The blog calls of §7, one declaration each (decision 0073); a folder's routes at the top level and by id. */
export const blogContracts = {
  /** The top level's articles (12 per page, newest first, §9 list query) and its folders. */
  topList: defineRoute({ method: 'GET', path: '/blog/folder/list', listQuery: true, answer: ServedBlogFolderListSchema }),
  folderList: defineRoute({ method: 'GET', path: '/blog/folder/list/:id', params: IdParams, listQuery: true, answer: ServedBlogFolderListSchema }),
  /** The breadcrumb of the top level (empty) and of a folder. */
  topCrumbs: defineRoute({ method: 'GET', path: '/blog/folder/ariane', answer: Crumbs }),
  folderCrumbs: defineRoute({ method: 'GET', path: '/blog/folder/ariane/:id', params: IdParams, answer: Crumbs }),
  /** A folder's whole content: the folder, its sub-folders and its articles. */
  topContent: defineRoute({ method: 'GET', path: '/blog/folder', answer: ServedBlogFolderContentSchema }),
  folderContent: defineRoute({ method: 'GET', path: '/blog/folder/:id', params: IdParams, answer: ServedBlogFolderContentSchema }),
  /** The breadcrumb of an article: its folders, then itself. */
  articleCrumbs: defineRoute({ method: 'GET', path: '/blog/ariane/:id', params: IdParams, answer: Crumbs }),
  article: defineRoute({ method: 'GET', path: '/blog/:idOrSlug', params: IdOrSlugParams, answer: ServedBlogArticleSchema }),
};
