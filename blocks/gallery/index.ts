import { defineBlock } from '../../runtime/blocks/define-block.ts';
import { Gallery } from './Gallery.tsx';
import { GallerySchema } from './gallery.schema.ts';

const size = { width: 1200, height: 900 };

export default defineBlock({
  type: 'gallery',
  schema: GallerySchema,
  messages: {
    fr: {
      'gallery.open': 'Agrandir l’image {position} sur {total} : {alt}',
      'gallery.openVideo': 'Lire la vidéo {position} sur {total} : {alt}',
    },
    en: {
      'gallery.open': 'Enlarge image {position} of {total}: {alt}',
      'gallery.openVideo': 'Play video {position} of {total}: {alt}',
    },
  },
  component: Gallery,
  examples: {
    fr: {
      title: 'Notre flotte',
      items: [
        { image: { src: '/media/fleet/coach.svg', alt: 'Autocar 63 places', ...size }, caption: 'Grand tourisme, 63 places' },
        { image: { src: '/media/fleet/minibus.svg', alt: 'Minibus 19 places', ...size }, caption: 'Minibus, 19 places' },
        { image: { src: '/media/fleet/pmr-vehicle.svg', alt: 'Véhicule avec rampe d’accès', ...size } },
      ],
    },
    en: {
      title: 'Our fleet',
      items: [
        { image: { src: '/media/fleet/coach.svg', alt: '63-seat coach', ...size }, caption: 'Touring coach, 63 seats' },
        { image: { src: '/media/fleet/minibus.svg', alt: '19-seat minibus', ...size }, caption: 'Minibus, 19 seats' },
        { image: { src: '/media/fleet/pmr-vehicle.svg', alt: 'Vehicle with an access ramp', ...size } },
      ],
    },
  },
});
