import type { Static } from '@sinclair/typebox';
import type { EditorAuditLineSchema } from '../../../../schemas/api/editor/editor.ts';
import { draftContracts } from '../../../../schemas/api/editor/draft-contracts.ts';
import { historyContracts } from '../../../../schemas/api/editor/history-contracts.ts';
import { editorCaller } from '../editor-api.ts';
import type { Lang } from '../../../../rules/locale.ts';

/** One line of the audit log (the API's EditorAuditLine). */
export type AuditLine = Static<typeof EditorAuditLineSchema>;

/** The history's and the activity log's calls (docs/editor.md "History and rollback"), each by its contract: plain functions over fetch. */
export function historyApi(idSite: number, lang: () => Lang, fetchFn?: typeof fetch) {
  const call = editorCaller(idSite, lang, fetchFn);
  return {
    versions: (before?: number) => call(historyContracts.versions, { query: { limit: 20, ...(before ? { before } : {}) } }),
    compare: (from: number, to: number) => call(historyContracts.compare, { query: { from, to } }),
    rollback: (id: number) => call(historyContracts.rollback, { params: { id }, body: {} }),
    audit: (before?: number) => call(draftContracts.audit, { query: { limit: 20, ...(before ? { before } : {}) } }),
  };
}

export type HistoryApi = ReturnType<typeof historyApi>;
