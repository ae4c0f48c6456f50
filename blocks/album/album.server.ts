import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { AlbumData } from './Album.tsx';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { fieldUi } from '../../runtime/index.server.ts';

/**
 * One album's photos and videos; the album id comes from the route (`:id`) or from `albumId`.
 * `trail` is the breadcrumb above the album: the pages that lead to it (home, the gallery page…).
 */
export const AlbumSchema = Type.Object(
  {
    albumId: Type.Optional(
      Type.Integer({
        minimum: 1,
        ...fieldUi(
          { fr: 'Album', en: 'Album' },
          {
            fr: 'Le numéro de l’album à montrer. Vide : celui de l’adresse de la page.',
            en: 'The number of the album to show. Empty: the one in the page’s address.',
          },
        ),
      }),
    ),
    trail: Type.Optional(
      Type.Array(
        Type.Object(
          {
            name: Type.String({
              minLength: 1,
              ...fieldUi(
                { fr: 'Nom', en: 'Name' },
                { fr: 'Le nom de la page dans le fil d’Ariane.', en: 'The name of the page in the breadcrumb.' },
              ),
            }),
            href: Type.String({
              pattern: '^/',
              ...fieldUi(
                { fr: 'Page', en: 'Page' },
                { fr: 'La page vers laquelle mène ce nom.', en: 'The page this name leads to.' },
                { widget: 'page' },
              ),
            }),
          },
          {
            additionalProperties: false,
            ...fieldUi({ fr: 'Étape', en: 'Step' }, { fr: 'Une page au-dessus de l’album.', en: 'A page above the album.' }),
          },
        ),
        {
          maxItems: 6,
          description: 'The pages above the album, from the home page down, for the breadcrumb',
          ...fieldUi(
            { fr: 'Fil d’Ariane', en: 'Breadcrumb' },
            { fr: 'Les pages au-dessus de l’album, de l’accueil vers le bas.', en: 'The pages above the album, from the home page down.' },
          ),
        },
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
