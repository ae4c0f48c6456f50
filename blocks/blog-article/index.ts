import { blogBreadcrumb, blogPost } from '../../runtime/api/endpoints/blog.ts';
import { withContentMessages } from '../content-kit/content-messages.ts';
import { routeParam, unwrap } from '../content-kit/load-context.ts';
import type { ContentLoadContext } from '../content-kit/load-context.ts';
import { defineBlock } from '../define-block.ts';
import { BlogArticle } from './BlogArticle.tsx';
import type { BlogArticleData } from './BlogArticle.tsx';
import { BlogArticleSchema } from './blog-article.schema.ts';
import type { BlogArticleProps } from './blog-article.schema.ts';

export default defineBlock({
  type: 'blog-article',
  schema: BlogArticleSchema,
  messages: withContentMessages('blog-article', { fr: { 'blog-article.blog': 'Blog' }, en: { 'blog-article.blog': 'Blog' } }),
  /** GET /blog/{id} and GET /blog/ariane/{id}, the id from the route `:id` (else `articleId`). */
  async load(ctx): Promise<BlogArticleData> {
    const id = routeParam(ctx as ContentLoadContext<BlogArticleProps>, 'id', ctx.props.articleId);
    if (!/^[1-9][0-9]*$/.test(id)) throw new Error(`blog-article: the id must be a positive whole number, got "${id}"`);
    const [article, crumbs] = await Promise.all([blogPost<BlogArticleData['article']>(ctx.api, Number(id)), blogBreadcrumb(ctx.api, Number(id))]);
    return { article: unwrap(article, `GET /blog/${id}`), breadcrumb: unwrap(crumbs, `GET /blog/ariane/${id}`) };
  },
  component: BlogArticle,
  examples: { fr: { articleId: 1, blogHref: '/blog' }, en: { articleId: 1, blogHref: '/en/blog' } },
});
