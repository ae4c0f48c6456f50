import { Hono, type Context } from 'hono';
import { resolveLocalized } from '../../../schemas/localized.ts';
import { folderArticles, subFolders } from '../../content/blog-tree.ts';
import { ApiError } from '../../errors/api-error.ts';
import { applyListQuery } from '../../http/apply-list-query.ts';
import { ok } from '../../http/envelope.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { langOf } from '../../http/request-context.ts';
import { articleSummary, blogOf, folderCrumbs, folderParam, resolvedFolder } from './blog-document.ts';
import { idParam } from './id-param.ts';

/** Blog calls of §7: folder lists (12 per page), folder content, breadcrumbs, one article. */
export function blogRoutes(): Hono {
  const app = new Hono();

  const list = (c: Context) => {
    const blog = blogOf(c);
    const folder = folderParam(c, blog);
    const query = parseListQuery(c.req.query(), ['title', 'date', 'author'], {
      nbItem: 12,
      orderable: ['date', 'title', 'id'],
      defaultOrderBy: { field: 'date', direction: 'desc' },
    });
    const articles = folderArticles(blog.articles, folder?.id ?? null).map((article) => articleSummary(article, c));
    const page = applyListQuery(articles, query);
    const folders = subFolders(blog.folders, folder?.id ?? null).map((one) => resolvedFolder(one, c));
    return ok(c, { blogs: page.items, total: page.total, folders });
  };
  app.get('/blog/folder/list', list);
  app.get('/blog/folder/list/:id', list);

  const folderAriane = (c: Context) => {
    const blog = blogOf(c);
    return ok(c, folderCrumbs(c, blog, folderParam(c, blog)?.id ?? null));
  };
  app.get('/blog/folder/ariane', folderAriane);
  app.get('/blog/folder/ariane/:id', folderAriane);

  const content = (c: Context) => {
    const blog = blogOf(c);
    const folder = folderParam(c, blog);
    return ok(c, {
      folder: folder ? resolvedFolder(folder, c) : null,
      folders: subFolders(blog.folders, folder?.id ?? null).map((one) => resolvedFolder(one, c)),
      blogs: folderArticles(blog.articles, folder?.id ?? null).map((article) => articleSummary(article, c)),
    });
  };
  app.get('/blog/folder', content);
  app.get('/blog/folder/:id', content);

  app.get('/blog/ariane/:id', (c) => {
    const blog = blogOf(c);
    const id = idParam(c.req.param('id'));
    const article = blog.articles.find((one) => one.id === id && one.isValid !== false);
    if (!article) throw new ApiError(404, { en: 'Blog article {id} not found', fr: 'Article de blog {id} introuvable' }, null, { id: String(id) });
    const lang = langOf(c) === 'en' ? 'en' : 'fr';
    const crumbs = folderCrumbs(c, blog, article.idFolder);
    return ok(c, [...crumbs, { id: article.id, url: article.slug[lang], name: article.title[lang] }]);
  });

  app.get('/blog/:idOrSlug', (c) => {
    const blog = blogOf(c);
    const key = c.req.param('idOrSlug');
    const byId = /^\d+$/.test(key) ? Number(key) : null;
    if (byId === null && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key)) {
      throw new ApiError(400, { en: "Invalid parameter ''id'': an article id or slug", fr: 'Paramètre « id » invalide : un numéro ou un slug d’article' });
    }
    const article = blog.articles.find(
      (one) => one.isValid !== false && (byId !== null ? one.id === byId : one.slug.fr === key || one.slug.en === key),
    );
    if (!article) throw new ApiError(404, { en: "Blog article ''{key}'' not found", fr: 'Article de blog « {key} » introuvable' }, null, { key });
    return ok(c, { ...resolveLocalized(article, langOf(c)), ariane: folderCrumbs(c, blog, article.idFolder) });
  });
  return app;
}
