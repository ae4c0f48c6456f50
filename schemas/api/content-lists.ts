import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { OpenObject } from './open-object.ts';

/** A listed record: its id checked, the rest passed on (each list's items are the API's records). */
const ListedRecord = OpenObject({ id: Type.Number() });

/** `GET /news?page&nbItem`: a page of news items and their total. */
export const ServedNewsListSchema = OpenObject({ news: Type.Array(ListedRecord), total: Type.Number() });
/** `GET /album?page&nbItem`: a page of albums and their total. */
export const ServedAlbumListSchema = OpenObject({ albums: Type.Array(ListedRecord), total: Type.Number() });
/** `GET /blog/folder/list[/{id}]?page&nbItem`: a page of a folder's articles, their total, and its sub-folders. */
export const ServedBlogFolderListSchema = OpenObject({ blogs: Type.Array(ListedRecord), total: Type.Number(), folders: Type.Array(ListedRecord) });
/** `GET /service?page&nbItem`: a page of the site's services (visits, tastings, hire) and their total. */
export const ServedServiceListSchema = OpenObject({ services: Type.Array(ListedRecord), total: Type.Number() });
/** `GET /product?page&nbItem`: a page of the shop's products and their total. */
export const ServedProductListSchema = OpenObject({ products: Type.Array(ListedRecord), total: Type.Number() });

export type ServedListedRecord = Static<typeof ListedRecord>;
