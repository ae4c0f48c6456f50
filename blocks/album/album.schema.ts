import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** One album's photos and videos; the album id comes from the route (`:id`) or from `albumId`. */
export const AlbumSchema = Type.Object(
  { albumId: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);
export type AlbumProps = Static<typeof AlbumSchema>;
