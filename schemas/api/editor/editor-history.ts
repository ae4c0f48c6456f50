import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Nullable } from '../../common.schema.ts';
import { OpenObject } from '../open-object.ts';

/*
 * The editor's history (issue 34, items 1 and 2; docs/editor.md "History and rollback"): the
 * published versions of a site, the comparison of two, and rollback.
 */

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Words = Type.Object({ fr: Type.String(), en: Type.String() });

/** `POST /admin/editor/publish`: the draft's revision and the owner's optional message. */
export const EditorPublishBodySchema = Type.Object({
  baseRevision: Type.Integer({ minimum: 0, maximum: 2147483647 }),
  message: Type.Optional(Type.String({ maxLength: 500, description: 'What this publication changes, in the owner\'s words (the history shows it)' })),
}, { additionalProperties: false });

/** `GET /admin/editor/history?before=&limit=`. */
export const EditorHistoryQuerySchema = Type.Object({
  before: Type.Optional(Id),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
}, { additionalProperties: false });

/** `GET /admin/editor/history/compare?from=&to=`. */
export const EditorCompareQuerySchema = Type.Object({ from: Id, to: Id }, { additionalProperties: false });

/** `POST /admin/editor/history/{id}/rollback`. */
export const EditorRollbackBodySchema = Type.Object({
  message: Type.Optional(Type.String({ maxLength: 500 })),
}, { additionalProperties: false });
export const EditorVersionParamsSchema = Type.Object({ id: Id });

/** A page named in the history: its id and title (null id: a component no page shows). */
export const HistoryPageSchema = Type.Object({ id: Nullable(Type.Integer()), title: Words }, { additionalProperties: false });
export type HistoryPage = Static<typeof HistoryPageSchema>;

/** One published version of the history. */
export const EditorVersionSchema = Type.Object({
  id: Id,
  version: Type.String(),
  publishedAt: Type.String(),
  publishedBy: Nullable(Type.String()),
  message: Nullable(Type.String()),
  source: Type.String({ description: 'editor, rollback, cli (npm run publish-config) or import (published before the history)' }),
  pages: Type.Array(HistoryPageSchema, { description: 'The pages this publication changed (editor and rollback)' }),
  files: Type.Array(Type.String(), { description: 'The files of this site this publication changed' }),
  rolledBackTo: Type.Optional(Type.Object({ id: Id, publishedAt: Type.String() })),
  current: Type.Boolean({ description: 'The version published now' }),
}, { additionalProperties: false });
export type EditorVersion = Static<typeof EditorVersionSchema>;

/** `GET /admin/editor/history` (200): newest first; `next` is the `before` of the following page. */
export const EditorHistorySchema = OpenObject({ versions: Type.Array(EditorVersionSchema), next: Nullable(Type.Integer()) });

/** A field that changed: its path in the block's props (or the page's settings), its text before and after (null: absent). */
export const FieldChangeSchema = Type.Object({
  path: Type.Array(Type.String()),
  before: Nullable(Type.String()),
  after: Nullable(Type.String()),
}, { additionalProperties: false });
export type FieldChange = Static<typeof FieldChangeSchema>;

/** A block that changed, followed by its stable key. */
export const BlockChangeSchema = Type.Object({
  key: Type.String(),
  type: Type.String(),
  status: Type.Union([Type.Literal('added'), Type.Literal('removed'), Type.Literal('changed'), Type.Literal('moved')]),
  from: Type.Optional(Type.Integer({ description: 'Its position before (1 first), when it moved' })),
  to: Type.Optional(Type.Integer({ description: 'Its position after, when it moved' })),
  fields: Type.Array(FieldChangeSchema),
}, { additionalProperties: false });
export type BlockChange = Static<typeof BlockChangeSchema>;

/** A page that changed: its settings (pages.json and the component's own fields) and its blocks. */
export const PageChangeSchema = Type.Object({
  page: HistoryPageSchema,
  status: Type.Union([Type.Literal('added'), Type.Literal('removed'), Type.Literal('changed')]),
  settings: Type.Array(FieldChangeSchema),
  blocks: Type.Array(BlockChangeSchema),
}, { additionalProperties: false });
export type PageChange = Static<typeof PageChangeSchema>;

/** Another file that changed (site settings, forms, a component no page shows…). */
export const FileChangeSchema = Type.Object({
  file: Type.String(),
  status: Type.Union([Type.Literal('added'), Type.Literal('removed'), Type.Literal('changed')]),
  fields: Type.Array(FieldChangeSchema),
}, { additionalProperties: false });
export type FileChange = Static<typeof FileChangeSchema>;

/** The comparison of two versions of a site. */
export const VersionDiffSchema = Type.Object({
  pages: Type.Array(PageChangeSchema),
  files: Type.Array(FileChangeSchema),
}, { additionalProperties: false });
export type VersionDiff = Static<typeof VersionDiffSchema>;

/** `GET /admin/editor/history/compare` (200). */
export const EditorCompareSchema = OpenObject({ from: EditorVersionSchema, to: EditorVersionSchema, diff: VersionDiffSchema });

/** `POST /admin/editor/history/{id}/rollback` (200). */
export const EditorRollbackSchema = OpenObject({ version: Type.String(), published: Type.Boolean(), served: Type.Boolean() });
