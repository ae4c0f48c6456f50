import { useMemo } from 'react';
import { createApiClient } from '../../engine/api/create-api-client.ts';
import { loadingBar } from '../../ui/overlays/loading-bar/loading-bar-store.ts';
import PopupHost from '../../ui/overlays/popup/PopupHost.tsx';
import { toasts } from '../../ui/overlays/toasts/toast-store.ts';
import type { ExtrasRoot } from './extras-props.ts';
import { overlayMessages } from '../../ui/overlays/messages.ts';
import { translate } from '../../ui/overlays/page-locale.ts';
import { trackedFetch } from '../../ui/overlays/loading-bar/tracked-fetch.ts';

export interface PagePopupHostProps {
  root: ExtrasRoot;
  ids: readonly number[];
  /** The detail of the open event that caused the host to load, replayed at mount. */
  initial?: unknown;
  shopPage?: boolean;
}

/**
 * The popup host of the page, with its XState machine: popup requests go through the loading
 * bar, and a failed one shows an error toast.
 */
export default function PagePopupHost({ root, ids, initial, shopPage = false }: PagePopupHostProps) {
  const { locale, apiBaseUrl, siteInfo } = root;
  const baseUrl = apiBaseUrl || '/api';
  const idSite = siteInfo.idSite;
  const api = useMemo(() => {
    const fetch = trackedFetch(globalThis.fetch.bind(globalThis), {
      bar: loadingBar,
      onFailure: () => toasts.show(translate(overlayMessages, locale, 'request.failed'), 'error'),
    });
    return createApiClient({ baseUrl, idSite, locale, fetch });
  }, [baseUrl, idSite, locale]);
  return <PopupHost api={api} ids={ids} initial={initial} locale={locale} shopPage={shopPage} />;
}
