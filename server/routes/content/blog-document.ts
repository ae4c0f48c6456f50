import type { Context } from 'hono';
import type { BreadcrumbItem, ServedBlogFolder, ServedBlogSummary } from '../../../schemas/api/content/served-content.ts';
import type { BlogArticle, BlogDocument, BlogFolder } from '../../../schemas/content/blog.schema.ts';
import { resolveLocalized } from '../../../schemas/localized.ts';
import { folderTrail } from '../../content/blog-tree.ts';
import { ApiError } from '../../errors/api-error.ts';
import { langOf, siteOf } from '../../http/request-context.ts';

/** The blog of the request's site (empty when the site has no content/blog.json). */
export function blogOf(c: Context): BlogDocument {
  return siteOf(c).document('blog') ?? { $schema: '', schemaVersion: 1, folders: [], articles: [] };
}

/** An article for lists: resolved, without its HTML body. */
export function articleSummary(article: BlogArticle, c: Context): ServedBlogSummary {
  const { html: _body, ...rest } = resolveLocalized(article, langOf(c));
  return rest;
}

/** A folder, resolved to the request language. */
export function resolvedFolder(folder: BlogFolder, c: Context): ServedBlogFolder {
  return resolveLocalized(folder, langOf(c));
}

/** The folder `id` (null: the top level); 404 when unknown. */
export function folderOf(blog: BlogDocument, id: number | null): BlogFolder | null {
  if (id === null) return null;
  const folder = blog.folders.find((one) => one.id === id);
  if (!folder) throw new ApiError(404, { en: 'Blog folder {id} not found', fr: 'Rubrique du blog {id} introuvable' }, null, { id: String(id) });
  return folder;
}

/** Breadcrumb items `{ id, url, name }` (url = slug in the request language) down to `idFolder`. */
export function folderCrumbs(c: Context, blog: BlogDocument, idFolder: number | null): BreadcrumbItem[] {
  if (idFolder === null) return [];
  const lang = langOf(c) === 'en' ? 'en' : 'fr';
  try {
    return folderTrail(blog.folders, idFolder).map((folder) => ({ id: folder.id, url: folder.slug[lang], name: folder.title[lang] }));
  } catch (error) {
    throw new ApiError(500, { en: 'The blog configuration is inconsistent: {reason}', fr: 'La configuration du blog est incohérente : {reason}' }, null, { reason: (error as Error).message });
  }
}
