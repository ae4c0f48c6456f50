import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Nullable } from '../../common.schema.ts';
import { OpenObject } from '../open-object.ts';

/*
 * The owners' editor API (`/api/admin/editor/…`, docs/editor.md): the request bodies the
 * server parses and the answers it gives, one declaration for the server, its tests and the
 * browser editor.
 */

const Revision = Type.Integer({ minimum: 0, maximum: 2147483647, description: 'A draft revision: 0 before the first write' });
const Sha256 = Type.String({ pattern: '^[0-9a-f]{64}$' });
const FilePath = Type.String({ maxLength: 300, description: 'A path inside the site folder: pages.json, components/home.json' });
const Pointer = Type.String({ description: 'RFC 6901 JSON pointer into the document; empty for the whole document' });
const FieldLang = Nullable(Type.Union([Type.Literal('fr'), Type.Literal('en')]), { description: 'The language of the field when the pointer ends in fr, fr_FR or en' });

/** `PATCH /admin/editor/draft`: whole documents, or null to delete the file. */
export const EditorWriteBodySchema = Type.Object(
  {
    baseRevision: Revision,
    files: Type.Record(FilePath, Type.Unknown()),
    rebase: Type.Optional(Type.Array(FilePath, {
      maxItems: 200,
      description: 'Files whose published version changed since the draft took them (conflicts), written here over the published version of now: the owner has seen it',
    })),
    base: Type.Optional(Type.Record(FilePath, Type.Unknown(), {
      description: 'Per written file, the document the writer started from (at baseRevision; null: no such file): when the draft moved since, the write is merged over it (docs/editor.md, "Several editors")',
    })),
    resolve: Type.Optional(Type.Record(Type.String({ maxLength: 1000 }), Type.Union([Type.Literal('theirs'), Type.Literal('mine')]), {
      description: 'The owner\'s choice per conflict of an earlier 409 (`file#id`): keep the draft\'s value of now, or theirs',
    })),
    writeId: Type.Optional(Type.String({
      pattern: '^[A-Za-z0-9_-]{8,64}$',
      description: 'The write\'s own id: the same write sent again (the keepalive on the way out, then the reloaded page\'s copy) is answered with the draft of now and not applied twice (`replayed`)',
    })),
  },
  { additionalProperties: false },
);
export type EditorWriteBody = Static<typeof EditorWriteBodySchema>;

/** `DELETE /admin/editor/draft`, `POST /admin/editor/publish`. */
export const EditorBaseBodySchema = Type.Object({ baseRevision: Revision }, { additionalProperties: false });

/** `PUT /admin/editor/preview-mode`. */
export const EditorPreviewBodySchema = Type.Object({ on: Type.Boolean() }, { additionalProperties: false });

/** One validation error at its field. */
export const EditorErrorSchema = Type.Object({
  file: FilePath,
  pointer: Pointer,
  lang: FieldLang,
  message: Type.String({ description: 'In the request language' }),
  messages: Type.Object({ en: Type.String(), fr: Type.String() }),
  hint: Type.Optional(Type.String()),
  line: Type.Optional(Type.Integer({ minimum: 1 })),
  column: Type.Optional(Type.Integer({ minimum: 1 })),
}, { additionalProperties: false });
export type EditorError = Static<typeof EditorErrorSchema>;

/** `GET /admin/editor/draft`. */
export const EditorDraftSchema = OpenObject({
  revision: Revision,
  updatedAt: Nullable(Type.String()),
  changed: Type.Array(FilePath),
  files: Type.Record(FilePath, Type.Record(Type.String(), Type.Unknown(), { description: 'A document: a JSON object' })),
  unreadable: Type.Array(FilePath, { description: 'Published files that are no JSON document (broken by hand: not JSON, or not an object): validate says where' }),
  conflicts: Type.Array(FilePath, { description: 'Drafted files whose published version changed since the draft took them: publish refuses them until rewritten with rebase' }),
});

/** `PATCH` and `DELETE /admin/editor/draft` (200 and the 422 of a draft saved with errors). */
export const EditorWriteResultSchema = OpenObject({
  revision: Revision,
  changed: Type.Array(FilePath),
  errors: Type.Optional(Type.Array(EditorErrorSchema)),
  merged: Type.Optional(Type.Boolean({ description: 'The write came from an older revision and was merged: read the draft again to see the other changes' })),
  replayed: Type.Optional(Type.Boolean({ description: 'A write with this `writeId` was applied already: nothing written again; read the draft again to see what it holds now' })),
});

/** One place a merged write and the draft of now changed differently (`PATCH …/draft` 409, `mergeConflicts`). */
export const EditorMergeConflictSchema = Type.Object({
  file: FilePath,
  id: Type.String({ description: 'The place by block keys and page ids; sent back in `resolve` as `file#id`' }),
  pointer: Pointer,
  kind: Type.Union([Type.Literal('value'), Type.Literal('removed'), Type.Literal('order')]),
  theirs: Type.Unknown({ description: 'The draft\'s value of now (absent: removed)' }),
  mine: Type.Unknown({ description: 'The writer\'s value (absent: removed)' }),
}, { additionalProperties: false });
export type EditorMergeConflict = Static<typeof EditorMergeConflictSchema>;

/** The 409 of a stale base revision (the current one), of a publish over files changed since (`conflicts`), or of a merge with fields changed by both (`mergeConflicts`). */
export const EditorStaleSchema = Type.Object({
  revision: Revision,
  conflicts: Type.Optional(Type.Array(FilePath)),
  mergeConflicts: Type.Optional(Type.Array(EditorMergeConflictSchema)),
}, { additionalProperties: false });

/** `GET /admin/editor/validate`, and the 422 of a refused publish. */
export const EditorValidationSchema = OpenObject({ revision: Revision, errors: Type.Array(EditorErrorSchema) });

const Paths = Type.Object({ fr: Type.String(), en: Type.String() });
const Text = Type.Object({ fr: Type.String(), en: Type.String() }, { additionalProperties: true });

/** One page of the page manager. */
export const EditorTreePageSchema = Type.Recursive((This) => Type.Object({
  id: Type.Integer(),
  idParent: Nullable(Type.Integer()),
  order: Type.Integer(),
  pointer: Pointer,
  title: Text,
  menuTitle: Nullable(Text),
  url: Paths,
  paths: Paths,
  showInMenu: Type.Boolean(),
  isValid: Type.Boolean(),
  component: Nullable(FilePath),
  children: Type.Array(This),
}), { $id: 'EditorTreePage' });
export type EditorTreePage = Static<typeof EditorTreePageSchema>;

/** `GET /admin/editor/pages`. */
export const EditorPagesSchema = OpenObject({ revision: Revision, pages: Type.Array(EditorTreePageSchema) });

/** One link to a page. */
export const EditorPageLinkSchema = Type.Object({
  file: FilePath,
  pointer: Pointer,
  lang: FieldLang,
  fromPage: Type.Optional(Type.Integer({ description: 'pages.json: the page whose menu link it is' })),
  component: Type.Optional(Type.Object({
    slug: Type.String(),
    block: Type.Object({ pointer: Pointer, type: Type.String() }),
    pages: Type.Array(Type.Integer(), { description: 'The pages showing this component' }),
  })),
}, { additionalProperties: false });
export type EditorPageLink = Static<typeof EditorPageLinkSchema>;

/** `GET /admin/editor/pages/{idPage}/links`. */
export const EditorLinksSchema = OpenObject({ revision: Revision, links: Type.Array(EditorPageLinkSchema) });

/** `GET /admin/editor/status`. */
export const EditorStatusSchema = OpenObject({
  revision: Revision,
  changed: Type.Array(FilePath),
  source: Type.Union([Type.Literal('files'), Type.Literal('database')]),
  servedVersion: Type.String({ description: 'The configuration version this instance serves (/healthz configVersion)' }),
  publishedVersion: Type.Optional(Nullable(Sha256)),
});

/** `POST /admin/editor/publish` (200). */
export const EditorPublishSchema = OpenObject({ version: Type.String(), published: Type.Boolean(), served: Type.Boolean(), revision: Revision });

/** `GET /admin/editor/audit?before=&limit=`: a page of the audit log, newest first. */
export const EditorAuditQuerySchema = Type.Object({
  before: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
}, { additionalProperties: false });

/** One line of the audit log: who did what, when. */
export const EditorAuditLineSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  at: Type.String(),
  actorEmail: Nullable(Type.String()),
  action: Type.String({ description: 'publish, rollback, media.upload, media.delete, media.alt, role.invite, role.change, role.remove' }),
  detail: Type.Record(Type.String(), Type.Unknown()),
}, { additionalProperties: false });

/** `GET /admin/editor/audit` (200): `next` is the `before` of the following page, null on the last. */
export const EditorAuditSchema = OpenObject({ entries: Type.Array(EditorAuditLineSchema), next: Nullable(Type.Integer()) });

const Tab = Type.String({ pattern: '^[A-Za-z0-9_-]{8,40}$', description: 'A random id of one open editor (a browser tab)' });

/** `PUT /admin/editor/presence`: an open editor renews its lease on the page it shows. */
export const EditorPresenceBodySchema = Type.Object({
  tab: Tab,
  page: Type.String({ pattern: '^(home|[0-9]{1,10})$', description: "The page shown: 'home' or a page id" }),
}, { additionalProperties: false });

/** `DELETE /admin/editor/presence`: an editor left. */
export const EditorPresenceLeaveSchema = Type.Object({ tab: Tab }, { additionalProperties: false });

/** `PUT /admin/editor/presence` (200): the other editors open on the site, leases running. */
export const EditorPresenceSchema = OpenObject({
  others: Type.Array(Type.Object({
    name: Type.String(),
    page: Type.String(),
    self: Type.Boolean({ description: 'The same person in another tab' }),
  }, { additionalProperties: false })),
});
