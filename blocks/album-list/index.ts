import { albums } from '../../runtime/api/endpoints/albums.ts';
import { withContentMessages } from '../content-kit/content-messages.ts';
import { requestedPage, unwrap } from '../content-kit/load-context.ts';
import type { ContentLoadContext } from '../content-kit/load-context.ts';
import { defineBlock } from '../define-block.ts';
import { AlbumList } from './AlbumList.tsx';
import type { AlbumListData, ServedAlbum } from './AlbumList.tsx';
import { AlbumListSchema } from './album-list.schema.ts';
import type { AlbumListProps } from './album-list.schema.ts';

/** Albums per page (§9). */
export const ALBUMS_PER_PAGE = 100;

export default defineBlock({
  type: 'album-list',
  schema: AlbumListSchema,
  messages: withContentMessages('album-list', {
    fr: {
      'album-list.title': 'Nos albums',
      'album-list.empty': 'Aucun album pour le moment.',
      'album-list.count': '{count, plural, one {# photo ou vidéo} other {# photos et vidéos}}',
    },
    en: {
      'album-list.title': 'Our albums',
      'album-list.empty': 'No album yet.',
      'album-list.count': '{count, plural, one {# photo or video} other {# photos and videos}}',
    },
  }),
  /** GET /album?page=N&nbItem=100, N from `?page=` of the page URL. */
  async load(ctx): Promise<AlbumListData> {
    const page = requestedPage(ctx as ContentLoadContext<AlbumListProps>);
    const data = unwrap(await albums<ServedAlbum>(ctx.api, { page, nbItem: ALBUMS_PER_PAGE }), 'GET /album');
    return { albums: data.albums, total: data.total, page, pageSize: ALBUMS_PER_PAGE };
  },
  component: AlbumList,
  examples: {
    fr: { title: 'Nos albums', intro: 'La vie du domaine au fil des saisons.' },
    en: { title: 'Our albums', intro: 'Life on the estate through the seasons.' },
  },
});
