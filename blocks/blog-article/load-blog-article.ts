import { blogBreadcrumb, blogPost } from '../../runtime/index.server.ts';
import { routeParam, unwrap } from '../content-kit/load-context.ts';
import type { ContentLoadContext } from '../content-kit/load-context.ts';
import type { BlogArticleData } from './blog-article.block.ts';
import type { BlogArticleProps } from './blog-article.block.ts';

/** Server side: GET /blog/{id} and GET /blog/ariane/{id}, the id from the route or the props. */
export async function loadBlogArticle(ctx: ContentLoadContext<BlogArticleProps>): Promise<BlogArticleData> {
  const id = routeParam(ctx, 'id', ctx.props.articleId);
  if (!/^[1-9][0-9]*$/.test(id)) throw new Error(`blog-article: the id must be a positive whole number, got "${id}"`);
  const [article, crumbs] = await Promise.all([blogPost(ctx.api, Number(id)), blogBreadcrumb(ctx.api, Number(id))]);
  return { article: unwrap(article, `GET /blog/${id}`), breadcrumb: unwrap(crumbs, `GET /blog/ariane/${id}`) };
}
