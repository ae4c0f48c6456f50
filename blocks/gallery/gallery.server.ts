import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { BlockImageSchema } from '../../runtime/index.server.ts';
import { fieldUi, sectionTitleUi } from '../../runtime/index.server.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';

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

const size = { width: 1200, height: 900 };

export default defineBlockServer({
  schema: GallerySchema,
  examples: {
    fr: {
      title: 'Notre flotte',
      items: [
        { image: { src: '/media/fleet/coach.jpg', alt: 'Autocar 63 places', ...size }, caption: 'Grand tourisme, 63 places' },
        { image: { src: '/media/fleet/minibus.jpg', alt: 'Minibus 19 places', ...size }, caption: 'Minibus, 19 places' },
        { image: { src: '/media/fleet/pmr-vehicle.svg', alt: 'Véhicule avec rampe d’accès', ...size } },
      ],
    },
    en: {
      title: 'Our fleet',
      items: [
        { image: { src: '/media/fleet/coach.jpg', alt: '63-seat coach', ...size }, caption: 'Touring coach, 63 seats' },
        { image: { src: '/media/fleet/minibus.jpg', alt: '19-seat minibus', ...size }, caption: 'Minibus, 19 seats' },
        { image: { src: '/media/fleet/pmr-vehicle.svg', alt: 'Vehicle with an access ramp', ...size } },
      ],
    },
  },
});
