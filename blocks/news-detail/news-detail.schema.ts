import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/**
 * One news item; its id comes from the route (`/news/:slug?/:id`, param `id`) or from the
 * `newsId` prop; `listHref` is the news page for the breadcrumb.
 */
export const NewsDetailSchema = Type.Object(
  {
    newsId: Type.Optional(Type.Integer({ minimum: 1 })),
    listHref: Type.Optional(Type.String({ pattern: '^/' })),
  },
  { additionalProperties: false },
);
export type NewsDetailProps = Static<typeof NewsDetailSchema>;
