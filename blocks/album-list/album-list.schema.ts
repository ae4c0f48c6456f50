import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** The site's albums, 100 per page (§9), each linking to its album page. */
export const AlbumListSchema = Type.Object(
  {
    title: Type.Optional(Type.String()),
    intro: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type AlbumListProps = Static<typeof AlbumListSchema>;
