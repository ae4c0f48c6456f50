import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { AlbumData } from './Album.tsx';
import { defineBlockServer } from '../../runtime/index.server.ts';

/**
 * One album's photos and videos; the album id comes from the route (`:id`) or from `albumId`.
 * `trail` is the breadcrumb above the album: the pages that lead to it (home, the gallery page…).
 */
export const AlbumSchema = Type.Object(
  {
    albumId: Type.Optional(Type.Integer({ minimum: 1 })),
    trail: Type.Optional(
      Type.Array(
        Type.Object({ name: Type.String({ minLength: 1 }), href: Type.String({ pattern: '^/' }) }, { additionalProperties: false }),
        { maxItems: 6, description: 'The pages above the album, from the home page down, for the breadcrumb' },
      ),
    ),
  },
  { additionalProperties: false },
);
export type AlbumProps = Static<typeof AlbumSchema>;

export default defineBlockServer({
  schema: AlbumSchema,
  /** GET /album/{id}, the id from the route `:id` (else the `albumId` prop). */
  load: async (ctx): Promise<AlbumData> => (await import('./load-album.ts')).loadAlbum(ctx),
  examples: {
    fr: { albumId: 1, trail: [{ name: 'Accueil', href: '/' }, { name: 'Galerie photos', href: '/galerie-photos' }] },
    en: { albumId: 1, trail: [{ name: 'Home', href: '/en' }, { name: 'Photo gallery', href: '/en/photo-gallery' }] },
  },
});
