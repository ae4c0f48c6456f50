import { lazy, Suspense, useMemo } from 'react';
import { createApiClient } from '../api/create-api-client.ts';
import { loadingBar } from '../overlays/loading-bar-store.ts';
import { toasts } from '../overlays/toast-store.ts';
import type { ClientExtrasProps } from './ClientExtras.tsx';
import { extrasText } from './messages.ts';
import { trackedFetch } from './tracked-fetch.ts';
import { trackedUser } from './tracked-user.ts';
import { useNavigationBar } from './use-navigation-bar.ts';
import { usePagePopups } from './use-page-popups.ts';
import { useTracking } from './use-tracking.ts';

const Slider = lazy(() => import('../overlays/Slider.tsx'));
const Toasts = lazy(() => import('../overlays/Toasts.tsx'));
const LoadingBar = lazy(() => import('../overlays/LoadingBar.tsx'));
const PopupHost = lazy(() => import('../overlays/PopupHost.tsx'));
const ConsentBanner = lazy(() => import('../consent/ConsentBanner.tsx'));

/**
 * The lazily loaded half of ClientExtras: mounts the overlays (the popup host only on pages that
 * have popups), follows navigations with the loading bar and the tracker. Popup requests go
 * through the loading bar; a failed one shows an error toast.
 */
export default function LoadedExtras({ root, page }: ClientExtrasProps) {
  const { locale, apiBaseUrl, siteInfo, parameters, session } = root;
  const idSite = siteInfo.idSite;
  const baseUrl = apiBaseUrl || '/api';
  const api = useMemo(() => createApiClient({ baseUrl, idSite, locale }), [baseUrl, idSite, locale]);
  const trackedApi = useMemo(() => {
    const fetch = trackedFetch(globalThis.fetch.bind(globalThis), {
      bar: loadingBar,
      onFailure: () => toasts.show(extrasText(locale, 'request.failed'), 'error'),
    });
    return createApiClient({ baseUrl, idSite, locale, fetch });
  }, [baseUrl, idSite, locale]);
  const popupIds = usePagePopups(api, page?.pageId ?? null);
  const user = useMemo(() => trackedUser(session), [session]);
  useTracking(parameters, user);
  useNavigationBar();
  return (
    <Suspense fallback={null}>
      <LoadingBar locale={locale} />
      <Toasts locale={locale} />
      <Slider locale={locale} />
      <ConsentBanner locale={locale} />
      {popupIds.length > 0 ? (
        <Suspense fallback={null}>
          <PopupHost api={trackedApi} ids={popupIds} locale={locale} />
        </Suspense>
      ) : null}
    </Suspense>
  );
}
