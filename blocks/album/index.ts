import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/index.ts';
import type { albumBlock } from './album.block.ts';
import { Album } from './Album.tsx';

export default defineBlock<typeof albumBlock>({
  messages: withContentMessages('album', {
    fr: {
      'album.albums': 'Albums',
      'album.open': 'Agrandir la photo {position} sur {total} : {alt}',
      'album.openVideo': 'Lire la vidéo {position} sur {total} : {alt}',
    },
    en: {
      'album.albums': 'Albums',
      'album.open': 'Enlarge photo {position} of {total}: {alt}',
      'album.openVideo': 'Play video {position} of {total}: {alt}',
    },
  }),
  component: Album,
});
