import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { BlockImageSchema } from '../../runtime/index.server.ts';
import { fieldUi, sectionTitleUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';

/** A gallery item: an image, or a video when `image.src` is a video file (.mp4 …). */
export const GalleryItemSchema = Type.Object(
  {
    image: {
      ...BlockImageSchema,
      ...fieldUi(
        { fr: 'Image ou vidéo', en: 'Picture or video' },
        { fr: 'Une image, ou une vidéo (fichier .mp4…).', en: 'A picture, or a video (an .mp4 file…).' },
      ),
    },
    caption: Type.Optional(
      Type.String(
        fieldUi(
          { fr: 'Légende', en: 'Caption' },
          {
            fr: 'Quelques mots sous l’image, en grand écran. Vide : pas de légende.',
            en: 'A few words under the picture, full screen. Empty: no caption.',
          },
        ),
      ),
    ),
  },
  {
    additionalProperties: false,
    ...fieldUi(
      { fr: 'Élément', en: 'Item' },
      { fr: 'Une image ou une vidéo de la galerie, avec sa légende.', en: 'A picture or a video of the gallery, with its caption.' },
    ),
  },
);

/** A grid of thumbnails opening the fullscreen slider. */
export const GallerySchema = Type.Object(
  {
    title: Type.Optional(Type.String(sectionTitleUi)),
    items: Type.Array(GalleryItemSchema, {
      minItems: 1,
      ...fieldUi(
        { fr: 'Images', en: 'Pictures' },
        {
          fr: 'Les images et vidéos de la galerie, dans l’ordre où elles s’affichent.',
          en: 'The pictures and videos of the gallery, in the order they are shown.',
        },
      ),
    }),
  },
  { additionalProperties: false },
);
export type GalleryProps = Static<typeof GallerySchema>;
export type GalleryItemProps = Static<typeof GalleryItemSchema>;

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const galleryBlock: BlockDeclaration<typeof GallerySchema> = { type: 'gallery', schema: GallerySchema };
