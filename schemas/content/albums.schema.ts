import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Id, ImageSchema, Localized, StrictObject } from '../common.schema.ts';

/** An album item: an image, or a video when `image.src` ends in mp4, m4v, mov, avi, wmv or flv. */
export const AlbumItemSchema = StrictObject(
  { image: ImageSchema, caption: Type.Optional(Localized) },
  { title: 'Album item' },
);

export const AlbumSchema = StrictObject(
  {
    id: Id,
    title: Localized,
    description: Type.Optional(Localized),
    cover: Type.Optional(ImageSchema),
    items: Type.Array(AlbumItemSchema, { minItems: 1, description: 'Pictures and videos of the album' }),
  },
  { title: 'Album' },
);
export type Album = Static<typeof AlbumSchema>;

export const AlbumsDocumentSchema = DocumentSchema(
  { albums: Type.Array(AlbumSchema, { description: 'Photo albums, by id' }) },
  { title: 'Albums', description: 'content/albums.json: photo and video albums (GET /album)' },
);
export type AlbumsDocument = Static<typeof AlbumsDocumentSchema>;
