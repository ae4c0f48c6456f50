import type { AlbumData } from './album.block.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { albumBlock } from './album.block.ts';

export default defineBlockServer(albumBlock, {
  /** GET /album/{id}, the id from the route `:id` (else the `albumId` prop). */
  load: async (ctx): Promise<AlbumData> => (await import('./load-album.ts')).loadAlbum(ctx),
  examples: {
    fr: { albumId: 1, trail: [{ name: 'Accueil', href: '/' }, { name: 'Galerie photos', href: '/galerie-photos' }] },
    en: { albumId: 1, trail: [{ name: 'Home', href: '/en' }, { name: 'Photo gallery', href: '/en/photo-gallery' }] },
  },
});
