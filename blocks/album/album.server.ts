import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { AlbumData } from './Album.tsx';
import { defineBlockServer } from '../../runtime/index.server.ts';

/** One album's photos and videos; the album id comes from the route (`:id`) or from `albumId`. */
export const AlbumSchema = Type.Object(
  { albumId: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);
export type AlbumProps = Static<typeof AlbumSchema>;

export default defineBlockServer({
  schema: AlbumSchema,
  /** GET /album/{id}, the id from the route `:id` (else the `albumId` prop). */
  load: async (ctx): Promise<AlbumData> => (await import('./load-album.ts')).loadAlbum(ctx),
  examples: { fr: { albumId: 1 }, en: { albumId: 1 } },
});
