import { albums } from '../../runtime/index.server.ts';
import { requestedPage, unwrap } from '../content-kit/load-context.ts';
import type { ContentLoadContext } from '../content-kit/load-context.ts';
import type { AlbumListData, ServedAlbum } from './album-list.block.ts';
import type { AlbumListProps } from './album-list.block.ts';

/** Albums per page (§9). */
export const ALBUMS_PER_PAGE = 100;

/** Server side: GET /album?page=N&nbItem=100, N from `?page=` of the page URL. */
export async function loadAlbumList(ctx: ContentLoadContext<AlbumListProps>): Promise<AlbumListData> {
  const page = requestedPage(ctx);
  const data = unwrap(await albums(ctx.api, { page, nbItem: ALBUMS_PER_PAGE }), 'GET /album');
  return { albums: data.albums, total: data.total, page, pageSize: ALBUMS_PER_PAGE };
}
