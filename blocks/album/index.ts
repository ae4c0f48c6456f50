import { album as fetchAlbum } from '../../runtime/api/endpoints/albums.ts';
import type { ServedAlbum } from '../album-list/AlbumList.tsx';
import { withContentMessages } from '../content-kit/content-messages.ts';
import { routeParam, unwrap } from '../content-kit/load-context.ts';
import type { ContentLoadContext } from '../content-kit/load-context.ts';
import { defineBlock } from '../define-block.ts';
import { Album } from './Album.tsx';
import type { AlbumData } from './Album.tsx';
import { AlbumSchema } from './album.schema.ts';
import type { AlbumProps } from './album.schema.ts';

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
  /** GET /album/{id}, the id from the route `:id` (else the `albumId` prop). */
  async load(ctx): Promise<AlbumData> {
    const raw = routeParam(ctx as ContentLoadContext<AlbumProps>, 'id', ctx.props.albumId);
    if (!/^[1-9][0-9]*$/.test(raw)) throw new Error(`album: the id must be a positive whole number, got "${raw}"`);
    return { album: unwrap(await fetchAlbum<ServedAlbum>(ctx.api, Number(raw)), `GET /album/${raw}`) };
  },
  component: Album,
  examples: { fr: { albumId: 1 }, en: { albumId: 1 } },
});
