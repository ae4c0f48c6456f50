import { album as fetchAlbum } from '../../runtime/index.server.ts';
import type { ServedAlbum } from '../album-list/album-list.block.ts';
import { routeParam, unwrap } from '../content-kit/load-context.ts';
import type { ContentLoadContext } from '../content-kit/load-context.ts';
import type { AlbumData } from './album.block.ts';
import type { AlbumProps } from './album.block.ts';

/** Server side: GET /album/{id}, the id from the route or the props. */
export async function loadAlbum(ctx: ContentLoadContext<AlbumProps>): Promise<AlbumData> {
  const raw = routeParam(ctx, 'id', ctx.props.albumId);
  if (!/^[1-9][0-9]*$/.test(raw)) throw new Error(`album: the id must be a positive whole number, got "${raw}"`);
  return { album: unwrap(await fetchAlbum(ctx.api, Number(raw)), `GET /album/${raw}`) };
}
