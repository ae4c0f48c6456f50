import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** The news: the promoted item first, then 10 per page (§9) with a title search (`?q=`). */
export const NewsListSchema = Type.Object(
  {
    title: Type.Optional(Type.String()),
    intro: Type.Optional(Type.String()),
    showPromoted: Type.Optional(Type.Boolean({ default: true })),
    showSearch: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);
export type NewsListProps = Static<typeof NewsListSchema>;
