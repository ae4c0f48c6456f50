import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { parameterBoolean } from '../../ui/theme/parameter-value.ts';
import { readConsent } from '../consent/read-consent.ts';
import { configuresTracking } from '../consent/tracking/tracking-keys.ts';
import { wokenOverlays } from '../../ui/overlays/wake/overlay-wake.ts';
import { clientExtrasMessages } from './client-extras-messages.ts';
import { translate } from '../../ui/overlays/page-locale.ts';
import { pagePopupIds } from '../../ui/overlays/popup/page-popup-ids.ts';
import { isShopPage } from './is-shop-page.ts';
import { isPersonalPath } from '../../engine/router/page-cache-control.ts';
import type { SeenEvent } from '../../ui/overlays/wake/use-first-event.ts';
import type { ClientExtrasProps } from './extras-props.ts';
import { useStoreWakes } from '../../ui/overlays/wake/use-store-wakes.ts';

const Slider = lazy(() => import('../../ui/overlays/slider/Slider.tsx'));
const Toasts = lazy(() => import('../../ui/overlays/toasts/Toasts.tsx'));
const PageLoadingBar = lazy(() => import('../../ui/overlays/loading-bar/PageLoadingBar.tsx'));
const ConsentBanner = lazy(() => import('../consent/ConsentBanner.tsx'));
const Popups = lazy(() => import('./Popups.tsx'));
const Tracking = lazy(() => import('../consent/tracking/Tracking.tsx'));

const Load = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/**
 * Scroll animations of the page's sections (REPEAT_SCROLL_ANIMATION), started after each
 * navigation; their code (motion's inView and WAAPI animate) loads only then.
 */
function useScrollReveal(repeat: boolean) {
  const { pathname } = useLocation();
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (navigating) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('../../ui/overlays/motion/scroll-reveal.ts').then(({ startScrollReveal }) => {
      if (!cancelled && typeof IntersectionObserver === 'function') stop = startScrollReveal({ repeat });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [pathname, navigating, repeat]);
}

export interface ExtrasProps extends ClientExtrasProps {
  /** The first open event of each overlay seen since hydration (the entry listens while this chunk loads). */
  events: { slider: SeenEvent<unknown> | null; popup: SeenEvent<unknown> | null; consent: SeenEvent<unknown> | null };
}

/** The overlays' host, its own chunk loaded after hydration (ClientExtras.tsx). */
export default function Extras({ root, page, events }: ExtrasProps) {
  const { locale } = root;
  const navigating = useNavigation().state !== 'idle';
  const [navigated, setNavigated] = useState(false);
  useEffect(() => {
    if (navigating) setNavigated(true);
  }, [navigating]);
  const [stored] = useState(() => readConsent(document.cookie, Date.now()));
  const [accepted, setAccepted] = useState(stored?.choice === 'accepted');
  // One overlay at a time: the page's popups wait for the consent choice of a first visit
  const [decided, setDecided] = useState(stored !== null);
  const { slider, popup: popupEvent, consent: consentEvent } = events;
  const showToasts = useStoreWakes(wokenOverlays, (woken) => woken.has('toasts'));
  const barWoken = useStoreWakes(wokenOverlays, (woken) => woken.has('loading-bar'));
  const pageId = page?.pageId ?? null;
  useScrollReveal(parameterBoolean(root.parameters, 'REPEAT_SCROLL_ANIMATION', false));
  // A page for one visitor (account, sign-in, cart, checkout, password reset) opens no site popup.
  const personal = isPersonalPath(useLocation().pathname);
  const popupIds = personal ? [] : pagePopupIds(root.startup, pageId);
  return (
    <>
      <div className="vitrine-toasts" role="status" aria-live="polite" aria-label={translate(clientExtrasMessages, locale, 'toasts.label')}>
        {showToasts ? <Load><Toasts locale={locale} /></Load> : null}
      </div>
      {navigated || barWoken ? <Load><PageLoadingBar locale={locale} /></Load> : null}
      {slider ? <Load><Slider locale={locale} initial={slider.detail} /></Load> : null}
      {stored === null || consentEvent ? (
        <Load>
          <ConsentBanner
            locale={locale}
            reopen={stored !== null}
            onChoice={(choice) => {
              setAccepted(choice === 'accepted');
              setDecided(true);
            }}
          />
        </Load>
      ) : null}
      {(decided && (popupIds === null || popupIds.length > 0)) || popupEvent ? (
        <Load>
          <Popups root={root} page={page} ids={decided ? popupIds : []} initial={popupEvent ?? undefined} shopPage={isShopPage(page)} />
        </Load>
      ) : null}
      {accepted && configuresTracking(root.parameters) ? (
        <Load>
          <Tracking parameters={root.parameters} session={root.session} />
        </Load>
      ) : null}
    </>
  );
}
