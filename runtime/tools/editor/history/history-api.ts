import type { EditorVersion, VersionDiff } from '../../../../schemas/api/editor-history.ts';
import type { DraftError } from '../editor-api.ts';
import { editorCaller } from '../editor-api.ts';
import type { Lang } from '../../../../rules/locale.ts';

/** One line of the audit log (the API's EditorAuditLine). */
export interface AuditLine {
  id: number;
  at: string;
  actorEmail: string | null;
  action: string;
  detail: Record<string, unknown>;
}

/** The history's and the activity log's calls (docs/editor.md "History and rollback"): plain functions over fetch. */
export function historyApi(idSite: number, lang: () => Lang, fetchFn?: typeof fetch) {
  const call = editorCaller(idSite, lang, fetchFn);
  return {
    versions: (before?: number) => call<{ versions: EditorVersion[]; next: number | null }>('GET', `/history?limit=20${before ? `&before=${before}` : ''}`),
    compare: (from: number, to: number) => call<{ from: EditorVersion; to: EditorVersion; diff: VersionDiff }>('GET', `/history/compare?from=${from}&to=${to}`),
    rollback: (id: number) => call<{ version: string; published: boolean; served: boolean; errors?: DraftError[] }>('POST', `/history/${id}/rollback`, {}),
    audit: (before?: number) => call<{ entries: AuditLine[]; next: number | null }>('GET', `/audit?limit=20${before ? `&before=${before}` : ''}`),
  };
}

export type HistoryApi = ReturnType<typeof historyApi>;
