import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/blocks/define-block.ts';
import { AlbumList } from './AlbumList.tsx';
import type { AlbumListData } from './AlbumList.tsx';
import { AlbumListSchema } from './album-list.schema.ts';

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
  /** GET /album?page=N&nbItem=100, N from `?page=` of the page URL. Imported on the server only: the API calls are not part of the page's JavaScript. */
  load: async (ctx): Promise<AlbumListData> => (await import('./load-album-list.ts')).loadAlbumList(ctx),
  component: AlbumList,
  examples: {
    fr: { title: 'Nos albums', intro: 'La vie du domaine au fil des saisons.' },
    en: { title: 'Our albums', intro: 'Life on the estate through the seasons.' },
  },
});
