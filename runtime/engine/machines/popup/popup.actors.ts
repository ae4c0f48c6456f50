import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/index.ts';
import { popup as getPopup } from '../../api/endpoints/content.ts';
import { parseServedPopup, type ServedPopup } from './popup-rules.ts';

export interface FetchPopupInput {
  id: number;
}

/** The popup machine's side effects: `GET /popup/{id}` through the API client. */
export function createPopupActors(api: ApiClient) {
  return {
    fetchPopup: fromPromise<ServedPopup, FetchPopupInput>(async ({ input }) => {
      const result = await getPopup<unknown>(api, input.id);
      if (!result.success) throw new Error(result.message);
      return parseServedPopup(result.data, input.id);
    }),
  };
}
