import { defineBlock } from '../../runtime/index.ts';
import type { galleryBlock } from './gallery.block.ts';
import { Gallery } from './Gallery.tsx';

export default defineBlock<typeof galleryBlock>({
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
});
