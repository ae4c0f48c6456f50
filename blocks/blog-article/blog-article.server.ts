import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { BlogArticleData } from './BlogArticle.tsx';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { fieldUi } from '../../runtime/index.server.ts';

/**
 * One blog article; its id comes from the route (`/blog/:slug?/:id`, param `id`) or from the
 * `articleId` prop; `blogHref` is the blog page, for the breadcrumb.
 */
export const BlogArticleSchema = Type.Object(
  {
    articleId: Type.Optional(
      Type.Integer({
        minimum: 1,
        ...fieldUi(
          { fr: 'Article', en: 'Article' },
          {
            fr: 'Le numéro de l’article à montrer. Vide : celui de l’adresse de la page.',
            en: 'The number of the article to show. Empty: the one in the page’s address.',
          },
        ),
      }),
    ),
    blogHref: Type.Optional(
      Type.String({
        pattern: '^/',
        ...fieldUi(
          { fr: 'Page du blog', en: 'Blog page' },
          { fr: 'La page du blog, pour le fil d’Ariane.', en: 'The blog page, for the breadcrumb.' },
          { widget: 'page' },
        ),
      }),
    ),
  },
  { additionalProperties: false },
);
export type BlogArticleProps = Static<typeof BlogArticleSchema>;

export default defineBlockServer({
  schema: BlogArticleSchema,
  /** GET /blog/{id} and GET /blog/ariane/{id}, the id from the route `:id` (else `articleId`). */
  load: async (ctx): Promise<BlogArticleData> => (await import('./load-blog-article.ts')).loadBlogArticle(ctx),
  examples: { fr: { articleId: 1, blogHref: '/blog' }, en: { articleId: 1, blogHref: '/en/blog' } },
});
