import type { AlbumListData } from './album-list.block.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { albumListBlock } from './album-list.block.ts';

export default defineBlockServer(albumListBlock, {
  /** GET /album?page=N&nbItem=100, N from `?page=` of the page URL. */
  load: async (ctx): Promise<AlbumListData> => (await import('./load-album-list.ts')).loadAlbumList(ctx),
  examples: {
    fr: { title: 'Nos albums', intro: 'La vie du domaine au fil des saisons.' },
    en: { title: 'Our albums', intro: 'Life on the estate through the seasons.' },
  },
});
