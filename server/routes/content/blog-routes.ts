import { Hono, type Context } from 'hono';
import { blogContracts } from '../../../schemas/api/content/blog-contracts.ts';
import { resolveLocalized } from '../../../schemas/localized.ts';
import { folderArticles, subFolders } from '../../content/blog-tree.ts';
import { ApiError } from '../../errors/api-error.ts';
import { applyListQuery } from '../../http/apply-list-query.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { langOf } from '../../http/request-context.ts';
import { articleSummary, blogOf, folderCrumbs, folderOf, resolvedFolder } from './blog-document.ts';

/** Blog calls of §7: folder lists (12 per page), folder content, breadcrumbs, one article (schemas/api/content/blog-contracts.ts). */
export function blogRoutes(): Hono {
  const app = new Hono();

  const list = (c: Context, id: number | null) => {
    const blog = blogOf(c);
    const folder = folderOf(blog, id);
    const query = parseListQuery(c.req.query(), ['title', 'date', 'author'], {
      nbItem: 12,
      orderable: ['date', 'title', 'id'],
      defaultOrderBy: { field: 'date', direction: 'desc' },
    });
    const articles = folderArticles(blog.articles, folder?.id ?? null).map((article) => articleSummary(article, c));
    const page = applyListQuery(articles, query);
    const folders = subFolders(blog.folders, folder?.id ?? null).map((one) => resolvedFolder(one, c));
    return { blogs: page.items, total: page.total, folders };
  };
  contractRoute(app, blogContracts.topList, (_input, c) => list(c, null));
  contractRoute(app, blogContracts.folderList, ({ params: { id } }, c) => list(c, id));

  const crumbs = (c: Context, id: number | null) => {
    const blog = blogOf(c);
    return folderCrumbs(c, blog, folderOf(blog, id)?.id ?? null);
  };
  contractRoute(app, blogContracts.topCrumbs, (_input, c) => crumbs(c, null));
  contractRoute(app, blogContracts.folderCrumbs, ({ params: { id } }, c) => crumbs(c, id));

  const content = (c: Context, id: number | null) => {
    const blog = blogOf(c);
    const folder = folderOf(blog, id);
    return {
      folder: folder ? resolvedFolder(folder, c) : null,
      folders: subFolders(blog.folders, folder?.id ?? null).map((one) => resolvedFolder(one, c)),
      blogs: folderArticles(blog.articles, folder?.id ?? null).map((article) => articleSummary(article, c)),
    };
  };
  contractRoute(app, blogContracts.topContent, (_input, c) => content(c, null));
  contractRoute(app, blogContracts.folderContent, ({ params: { id } }, c) => content(c, id));

  contractRoute(app, blogContracts.articleCrumbs, ({ params: { id } }, c) => {
    const blog = blogOf(c);
    const article = blog.articles.find((one) => one.id === id && one.isValid !== false);
    if (!article) throw new ApiError(404, { en: 'Blog article {id} not found', fr: 'Article de blog {id} introuvable' }, null, { id: String(id) });
    const lang = langOf(c) === 'en' ? 'en' : 'fr';
    return [...folderCrumbs(c, blog, article.idFolder), { id: article.id, url: article.slug[lang], name: article.title[lang] }];
  });

  contractRoute(app, blogContracts.article, ({ params: { idOrSlug: key } }, c) => {
    const blog = blogOf(c);
    const byId = /^\d+$/.test(key) ? Number(key) : null;
    const article = blog.articles.find(
      (one) => one.isValid !== false && (byId !== null ? one.id === byId : one.slug.fr === key || one.slug.en === key),
    );
    if (!article) throw new ApiError(404, { en: "Blog article ''{key}'' not found", fr: 'Article de blog « {key} » introuvable' }, null, { key });
    return { ...resolveLocalized(article, langOf(c)), ariane: folderCrumbs(c, blog, article.idFolder) };
  });
  return app;
}
