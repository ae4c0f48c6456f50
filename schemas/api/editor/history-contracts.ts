import { defineRoute } from '../route-contract.ts';
import {
  EditorCompareQuerySchema, EditorCompareSchema, EditorHistoryQuerySchema, EditorHistorySchema, EditorRollbackBodySchema, EditorRollbackSchema,
  EditorVersionParamsSchema,
} from './editor-history.ts';

/** The editor's history (docs/editor.md "History and rollback"; decision 0073): versions, a comparison, a rollback (its 422: `{ errors }`). */
export const historyContracts = {
  versions: defineRoute({ method: 'GET', path: '/admin/editor/history', query: EditorHistoryQuerySchema, answer: EditorHistorySchema }),
  compare: defineRoute({ method: 'GET', path: '/admin/editor/history/compare', query: EditorCompareQuerySchema, answer: EditorCompareSchema }),
  rollback: defineRoute({
    method: 'POST',
    path: '/admin/editor/history/:id/rollback',
    params: EditorVersionParamsSchema,
    body: EditorRollbackBodySchema,
    answer: EditorRollbackSchema,
  }),
};
