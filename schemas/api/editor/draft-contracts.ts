import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route-contract.ts';
import { OpenObject } from '../open-object.ts';
import { EditorPublishBodySchema } from './editor-history.ts';
import {
  EditorAuditQuerySchema, EditorAuditSchema, EditorBaseBodySchema, EditorDraftSchema, EditorLinksSchema, EditorPagesSchema, EditorPresenceBodySchema,
  EditorPresenceLeaveSchema, EditorPresenceSchema, EditorPreviewBodySchema, EditorPublishSchema, EditorStatusSchema, EditorValidationSchema,
  EditorWriteBodySchema, EditorWriteResultSchema,
} from './editor.ts';

/** `GET /admin/editor/draft?path=`: one file of the draft, or all of them. */
const DraftQuerySchema = Type.Object({ path: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })) });
const PageParamsSchema = Type.Object({ idPage: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/**
 * The owners' editor routes (docs/editor.md; decision 0073), one declaration each: the draft (read,
 * write, discard), its validation, pages and links, status, the preview switch, publish, the audit
 * log and the presence of the other editors. A write's 409 (stale, conflicts) and 422 (saved with
 * errors) answer `EditorStaleSchema` and `EditorWriteResultSchema` / `EditorValidationSchema`.
 */
export const draftContracts = {
  read: defineRoute({ method: 'GET', path: '/admin/editor/draft', query: DraftQuerySchema, answer: EditorDraftSchema }),
  write: defineRoute({ method: 'PATCH', path: '/admin/editor/draft', body: EditorWriteBodySchema, answer: EditorWriteResultSchema }),
  discard: defineRoute({ method: 'DELETE', path: '/admin/editor/draft', body: EditorBaseBodySchema, answer: EditorWriteResultSchema }),
  validate: defineRoute({ method: 'GET', path: '/admin/editor/validate', answer: EditorValidationSchema }),
  pages: defineRoute({ method: 'GET', path: '/admin/editor/pages', answer: EditorPagesSchema }),
  links: defineRoute({ method: 'GET', path: '/admin/editor/pages/:idPage/links', params: PageParamsSchema, answer: EditorLinksSchema }),
  status: defineRoute({ method: 'GET', path: '/admin/editor/status', answer: EditorStatusSchema }),
  previewMode: defineRoute({ method: 'PUT', path: '/admin/editor/preview-mode', body: EditorPreviewBodySchema, answer: OpenObject({ on: Type.Boolean() }) }),
  publish: defineRoute({ method: 'POST', path: '/admin/editor/publish', body: EditorPublishBodySchema, answer: EditorPublishSchema }),
  audit: defineRoute({ method: 'GET', path: '/admin/editor/audit', query: EditorAuditQuerySchema, answer: EditorAuditSchema }),
  presence: defineRoute({ method: 'PUT', path: '/admin/editor/presence', body: EditorPresenceBodySchema, answer: EditorPresenceSchema }),
  leave: defineRoute({ method: 'DELETE', path: '/admin/editor/presence', body: EditorPresenceLeaveSchema, answer: OpenObject({ tab: Type.String() }) }),
};
