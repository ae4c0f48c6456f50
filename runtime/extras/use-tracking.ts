import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Tracker } from '../consent/tracking.ts';
import { trackingServices } from '../consent/tracking-services.ts';
import type { ParameterList } from '../theme/parameter-value.ts';
import type { TrackedUser } from '../consent/user-tracking-id.ts';

/**
 * Tracking under consent: installs the configured services' tracker once (its code is loaded only
 * when a service is configured), then gives it a page view after each navigation, with the
 * signed-in user. Nothing loads or is sent before the visitor accepts (the tracker checks).
 */
export function useTracking(parameters: ParameterList, user: TrackedUser | null): void {
  const [tracker, setTracker] = useState<Tracker | null>(null);
  const location = useLocation();
  const configured = useRef(trackingServices(parameters).services.length > 0 || trackingServices(parameters).problems.length > 0);
  useEffect(() => {
    if (!configured.current) return;
    let current: Tracker | null = null;
    let live = true;
    void import('../consent/install-tracking.ts').then(({ installTracking }) => {
      if (!live) return;
      current = installTracking(parameters);
      setTracker(current);
    });
    return () => {
      live = false;
      current?.dispose();
    };
    // Installed once per page load: the parameters of a site do not change between navigations.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const path = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (tracker) void tracker.pageView({ path, title: document.title, user });
  }, [tracker, path, user?.id, user?.email]);
}
