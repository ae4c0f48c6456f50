import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/index.ts';
import { popup as getPopup } from '../../api/endpoints/content.ts';
import { parseServedPopup, wasClosedBefore, type FetchedPopup, type PopupStorage } from './popup-rules.ts';

export interface FetchPopupInput {
  id: number;
  /** The browser's storage, read here (a side effect) for whether the visitor closed it before. */
  storage?: PopupStorage | null;
}

/**
 * The popup machine's side effects: `GET /popup/{id}` through the API client, and whether the
 * visitor closed it on an earlier visit (local storage). Both come back in the actor's answer, so
 * a recorded session replays to the same states without the visitor's storage.
 */
export function createPopupActors(api: ApiClient) {
  return {
    fetchPopup: fromPromise<FetchedPopup, FetchPopupInput>(async ({ input }) => {
      const result = await getPopup(api, input.id);
      if (!result.success) throw new Error(result.message);
      const popup = parseServedPopup(result.data, input.id);
      return { ...popup, closedBefore: wasClosedBefore(popup, input.storage ?? null) };
    }),
  };
}
