import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import type { ServedAlbum } from '../album-list/album-list.block.ts';
import { Breadcrumb } from '../content-kit/Breadcrumb.tsx';

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

export interface AlbumData {
  album: ServedAlbum;
  /** The albums list page, for the breadcrumb; absent when unknown. */
  listHref?: string;
}

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const albumBlock: BlockDeclaration<typeof AlbumSchema, AlbumData> = { type: 'album', schema: AlbumSchema };
