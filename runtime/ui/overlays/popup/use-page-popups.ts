import { useEffect, useState } from 'react';
import { listContracts } from '../../../../schemas/api/content/list-contracts.ts';
import type { ApiClient } from '../../../engine/api/index.ts';
import { isPopupList, popupIdsForPage, type PopupPages } from '../../../engine/machines/popup/popup-pages.ts';

/**
 * The ids of the active popups (`GET /popup`) that page `pageId` opens, fetched once per API
 * client (site + language); no request when `api` is null (the list came with the page data).
 * A failed or malformed answer opens no popup and is logged.
 */
export function usePagePopups(api: ApiClient | null, pageId: number | null): number[] {
  const [popups, setPopups] = useState<PopupPages[]>([]);
  useEffect(() => {
    if (!api) return;
    let live = true;
    void api.call(listContracts.popups, {}).then((result) => {
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
