import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { parameterBoolean } from '../theme/parameter-value.ts';
import { SLIDER_OPEN_EVENT } from '../ui/slider-event.ts';
import { readConsent } from '../consent/read-consent.ts';
import { CONSENT_OPEN_EVENT } from '../consent/consent-event.ts';
import { configuresTracking } from '../consent/tracking/tracking-keys.ts';
import type { PageData, RootData } from '../data/loader-data.ts';
import { POPUP_OPEN_EVENT } from './popup/popup-event.ts';
import { wokenOverlays } from './wake/overlay-wake.ts';
import { clientExtrasMessages } from './client-extras-messages.ts';
import { translate } from './page-locale.ts';
import { pagePopupIds } from './popup/page-popup-ids.ts';
import { isPersonalPath } from '../router/page-cache-control.ts';
import { useFirstEvent } from './wake/use-first-event.ts';
import { useStoreWakes } from './wake/use-store-wakes.ts';

/** What the extras read from the root route's data. */
export type ExtrasRoot = Pick<RootData, 'locale' | 'apiBaseUrl' | 'siteInfo' | 'parameters' | 'session'> & Partial<Pick<RootData, 'startup'>>;
/** What the extras read from the page route's data (null on error pages). */
export type ExtrasPage = Pick<PageData, 'pageId'> | null;

export interface ClientExtrasProps {
  root: ExtrasRoot;
  page: ExtrasPage;
}

const Slider = lazy(() => import('./slider/Slider.tsx'));
const Toasts = lazy(() => import('./toasts/Toasts.tsx'));
const PageLoadingBar = lazy(() => import('./loading-bar/PageLoadingBar.tsx'));
const ConsentBanner = lazy(() => import('../consent/ConsentBanner.tsx'));
const Popups = lazy(() => import('./popup/Popups.tsx'));
const Tracking = lazy(() => import('../consent/tracking/Tracking.tsx'));

const Load = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/**
 * The shared UI of every page, each piece loaded only when needed, in the browser after
 * hydration: the slider on its first open event, toasts on the first toast, the loading bar on
 * the first client navigation or when a tracked request outlasts its throttle, the cookie banner at load only while no valid
 * choice is stored (else when reopened from the footer), the section scroll animations, the popup host on pages with popups
 * (never on a personal page) once the consent choice is made (one overlay at a time on a first visit) or on an open event, tracking only when configured and accepted. Renders nothing on the server and
 * during hydration, so the streamed HTML and the first render agree.
 */
export function ClientExtras({ root, page }: ClientExtrasProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? <Extras root={root} page={page} /> : null;
}

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
    void import('./motion/scroll-reveal.ts').then(({ startScrollReveal }) => {
      if (!cancelled && typeof IntersectionObserver === 'function') stop = startScrollReveal({ repeat });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [pathname, navigating, repeat]);
}

function Extras({ root, page }: ClientExtrasProps) {
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
  const slider = useFirstEvent(SLIDER_OPEN_EVENT);
  const popupEvent = useFirstEvent(POPUP_OPEN_EVENT);
  const consentEvent = useFirstEvent(CONSENT_OPEN_EVENT);
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
          <Popups root={root} page={page} ids={decided ? popupIds : []} initial={popupEvent ?? undefined} />
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
