import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/blocks/define-block.ts';
import { Album } from './Album.tsx';
import type { AlbumData } from './Album.tsx';
import { AlbumSchema } from './album.schema.ts';

export default defineBlock({
  type: 'album',
  schema: AlbumSchema,
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
  /** GET /album/{id}, the id from the route `:id` (else the `albumId` prop). Imported on the server only: the API calls are not part of the page's JavaScript. */
  load: async (ctx): Promise<AlbumData> => (await import('./load-album.ts')).loadAlbum(ctx),
  component: Album,
  examples: { fr: { albumId: 1 }, en: { albumId: 1 } },
});
