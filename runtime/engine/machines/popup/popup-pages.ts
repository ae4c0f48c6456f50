import type { ServedPopup } from './popup-rules.ts';

// Kept apart from popup-rules.ts: the engine's always-loaded part needs only these two.

/** What `GET /popup` lists: each popup's id and the pages it opens on. */
export type PopupPages = Pick<ServedPopup, 'id' | 'pages'>;

/** True for a popup list as `GET /popup` serves it (integer ids, pages "ALL" or a list). */
export function isPopupList(value: unknown): value is PopupPages[] {
  return Array.isArray(value) && value.every((popup) => Number.isInteger(popup?.id) && (popup.pages === 'ALL' || Array.isArray(popup.pages)));
}

/** The popups to open on a page: those for "ALL" pages or listing `pageId` (null: fixed routes get "ALL" only). */
export function popupIdsForPage(popups: readonly PopupPages[], pageId: number | null): number[] {
  return popups
    .filter((popup) => popup.pages === 'ALL' || (pageId !== null && popup.pages.includes(pageId)))
    .map((popup) => popup.id);
}
