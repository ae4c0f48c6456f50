import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Nullable } from '../../common.schema.ts';
import { OpenObject } from '../open-object.ts';

/*
 * The editor's media library (`/api/admin/editor/media…`, docs/editor.md "Media"): the bodies the
 * server parses and the answers it gives, for the server, its tests and the browser editor.
 * The upload itself is multipart: `file` (the picture), `altFr` and `altEn` (text).
 */

const Alt = Type.String({ maxLength: 300 });

/** `GET /admin/editor/media?q=&offset=&limit=`: a page of the library, newest first, searched in names and alt texts. */
export const EditorMediaQuerySchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
}, { additionalProperties: false });

/** `PATCH /admin/editor/media/{id}`: both alt texts (required, not blank). */
export const EditorMediaAltBodySchema = Type.Object({ alt: Type.Object({ fr: Alt, en: Alt }, { additionalProperties: false }) }, { additionalProperties: false });
export type EditorMediaAltBody = Static<typeof EditorMediaAltBodySchema>;

/** A library picture. `src` is what an image field stores; `/ik-seo` serves it in every width and format. */
export const EditorMediaItemSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  hash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  src: Type.String({ pattern: '^/media/library/[0-9a-f]{64}\\.(jpg|png|webp|avif)$' }),
  mime: Type.Union([Type.Literal('image/jpeg'), Type.Literal('image/png'), Type.Literal('image/webp'), Type.Literal('image/avif')]),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  size: Type.Integer({ minimum: 1 }),
  alt: Type.Object({ fr: Alt, en: Alt }),
  name: Type.String(),
  createdAt: Type.String(),
  createdBy: Nullable(Type.String()),
}, { additionalProperties: false });
export type EditorMediaItem = Static<typeof EditorMediaItemSchema>;

/** `GET /admin/editor/media` (200). */
export const EditorMediaListSchema = OpenObject({ items: Type.Array(EditorMediaItemSchema), total: Type.Integer({ minimum: 0 }) });

/** `POST /admin/editor/media` (201 new, 200 when the same bytes were already there): the picture. */
export const EditorMediaUploadSchema = OpenObject({ item: EditorMediaItemSchema, created: Type.Boolean() });

/** One place a picture is used: the published site or the draft, the file, the pointer, the block. */
export const EditorMediaUseSchema = Type.Object({
  state: Type.Union([Type.Literal('published'), Type.Literal('draft')]),
  file: Type.String(),
  pointer: Type.String(),
  block: Nullable(Type.String()),
}, { additionalProperties: false });
export type EditorMediaUse = Static<typeof EditorMediaUseSchema>;

/** `DELETE /admin/editor/media/{id}` refused (409): where the picture is still used. */
export const EditorMediaInUseSchema = OpenObject({ usage: Type.Array(EditorMediaUseSchema) });
