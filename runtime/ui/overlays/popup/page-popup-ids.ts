import { isPopupList, popupIdsForPage } from '../../../engine/machines/popup/popup-pages.ts';

/**
 * The popups page `pageId` opens, from the popup list the root data carries (`startup.popups`,
 * the start-up call `GET /popup`); null when the data has no such list (or a malformed one):
 * the browser then asks `GET /popup` itself.
 */
export function pagePopupIds(startup: Record<string, unknown> | null | undefined, pageId: number | null): number[] | null {
  const list = startup?.popups;
  if (!isPopupList(list)) return null;
  return popupIdsForPage(list, pageId);
}
