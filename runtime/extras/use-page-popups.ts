import { useEffect, useState } from 'react';
import type { ApiClient } from '../api/index.ts';
import { popupIdsForPage, type ServedPopup } from '../machines/popup/popup-rules.ts';

type PopupPages = Pick<ServedPopup, 'id' | 'pages'>;

function isPopupList(value: unknown): value is PopupPages[] {
  return Array.isArray(value) && value.every((popup) => Number.isInteger(popup?.id) && (popup.pages === 'ALL' || Array.isArray(popup.pages)));
}

/**
 * The ids of the active popups (`GET /popup`) that page `pageId` opens; the list is fetched once
 * per API client (site + language). A failed or malformed answer opens no popup and is logged.
 */
export function usePagePopups(api: ApiClient, pageId: number | null): number[] {
  const [popups, setPopups] = useState<PopupPages[]>([]);
  useEffect(() => {
    let live = true;
    void api.get<unknown>('/popup').then((result) => {
      if (!live) return;
      if (result.success && isPopupList(result.data)) setPopups(result.data);
      else console.warn(`[vitrine] popups unavailable: ${result.success ? 'GET /popup did not answer a popup list' : result.message}`);
    });
    return () => {
      live = false;
    };
  }, [api]);
  return popupIdsForPage(popups, pageId);
}
