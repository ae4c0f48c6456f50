import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { AlbumListData } from './AlbumList.tsx';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { sectionIntroUi, sectionTitleUi } from '../../runtime/index.server.ts';

/** The site's albums, 100 per page (§9), each linking to its album page. */
export const AlbumListSchema = Type.Object(
  {
    title: Type.Optional(Type.String(sectionTitleUi)),
    intro: Type.Optional(Type.String(sectionIntroUi)),
  },
  { additionalProperties: false },
);
export type AlbumListProps = Static<typeof AlbumListSchema>;

export default defineBlockServer({
  schema: AlbumListSchema,
  /** GET /album?page=N&nbItem=100, N from `?page=` of the page URL. */
  load: async (ctx): Promise<AlbumListData> => (await import('./load-album-list.ts')).loadAlbumList(ctx),
  examples: {
    fr: { title: 'Nos albums', intro: 'La vie du domaine au fil des saisons.' },
    en: { title: 'Our albums', intro: 'Life on the estate through the seasons.' },
  },
});
