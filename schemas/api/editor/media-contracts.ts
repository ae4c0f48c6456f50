import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route-contract.ts';
import { OpenObject } from '../open-object.ts';
import { EditorMediaAltBodySchema, EditorMediaItemSchema, EditorMediaListSchema, EditorMediaQuerySchema, EditorMediaUploadSchema } from './editor-media.ts';

const MediaIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/** The fields of an upload besides its `file`: the alt texts, checked by the handler once the file is streamed (blank or long: 400 at the field). */
export const EditorMediaUploadFieldsSchema = Type.Object({
  altFr: Type.Optional(Type.String()),
  altEn: Type.Optional(Type.String()),
});

/**
 * The editor's media library (docs/editor.md "Media"; decision 0073): list, upload (multipart:
 * `file`, `altFr`, `altEn`; 201 new, 200 the same bytes already there), alt texts, delete (its
 * 409: `EditorMediaInUseSchema`). `GET /media-library/:hash` answers the picture's bytes, not the
 * envelope: it has no contract (tests/architecture/editor-route-table.test.ts names it).
 */
export const mediaContracts = {
  list: defineRoute({ method: 'GET', path: '/admin/editor/media', query: EditorMediaQuerySchema, answer: EditorMediaListSchema }),
  upload: defineRoute({ method: 'POST', path: '/admin/editor/media', encoding: 'multipart', body: EditorMediaUploadFieldsSchema, answer: EditorMediaUploadSchema }),
  alt: defineRoute({ method: 'PATCH', path: '/admin/editor/media/:id', params: MediaIdParamsSchema, body: EditorMediaAltBodySchema, answer: OpenObject({ item: EditorMediaItemSchema }) }),
  remove: defineRoute({ method: 'DELETE', path: '/admin/editor/media/:id', params: MediaIdParamsSchema, answer: OpenObject({ id: Type.Integer({ minimum: 1 }) }) }),
};
