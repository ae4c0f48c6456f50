import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { sectionIntroUi, sectionTitleUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import type { ServedAlbum } from '../../schemas/api/content/served-content.ts';

/** The site's albums, 100 per page (§9), each linking to its album page. */
export const AlbumListSchema = Type.Object(
  {
    title: Type.Optional(Type.String(sectionTitleUi)),
    intro: Type.Optional(Type.String(sectionIntroUi)),
  },
  { additionalProperties: false },
);
export type AlbumListProps = Static<typeof AlbumListSchema>;

export type { ServedAlbum };

export interface AlbumListData {
  albums: ServedAlbum[];
  total: number;
  page: number;
  pageSize: number;
}

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const albumListBlock: BlockDeclaration<typeof AlbumListSchema, AlbumListData> = { type: 'album-list', schema: AlbumListSchema };
