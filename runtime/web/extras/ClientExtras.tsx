import { lazy, Suspense, useEffect, useState } from 'react';
import { CONSENT_OPEN_EVENT } from '../consent/consent-event.ts';
import { SLIDER_OPEN_EVENT } from '../../ui/slider-event.ts';
import { POPUP_OPEN_EVENT } from '../../ui/overlays/popup/popup-event.ts';
import { useFirstEvent } from '../../ui/overlays/wake/use-first-event.ts';
import type { ClientExtrasProps } from './extras-props.ts';

// The overlays' host and its decisions are a chunk of their own, loaded once the page has hydrated.
const Extras = lazy(() => import('./Extras.tsx'));

/**
 * The shared UI of every page, each piece loaded only when needed, in the browser after
 * hydration: the slider on its first open event, toasts on the first toast, the loading bar on
 * the first client navigation or when a tracked request outlasts its throttle, the cookie banner at load only while no valid
 * choice is stored (else when reopened from the footer), the section scroll animations, the popup host on pages with popups
 * (never on a personal page) once the consent choice is made (one overlay at a time on a first visit) or on an open event, tracking only when configured and accepted. Renders nothing on the server and
 * during hydration, so the streamed HTML and the first render agree. The open events are listened
 * for from hydration on, so one that comes while the host's chunk loads is not lost.
 */
export function ClientExtras({ root, page }: ClientExtrasProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const slider = useFirstEvent(SLIDER_OPEN_EVENT);
  const popup = useFirstEvent(POPUP_OPEN_EVENT);
  const consent = useFirstEvent(CONSENT_OPEN_EVENT);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Extras root={root} page={page} events={{ slider, popup, consent }} />
    </Suspense>
  );
}
