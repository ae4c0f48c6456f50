import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { installTracking } from './install-tracking.ts';
import type { Tracker } from './tracking.ts';
import type { TrackedUser } from './user-tracking-id.ts';
import type { ParameterList } from '../../../ui/theme/parameter-value.ts';

/**
 * Tracking under consent: installs the configured services' tracker once, then gives it a page
 * view after each navigation, with the signed-in user. The engine loads this only once the
 * visitor accepted; the tracker checks the consent again before it injects or sends anything.
 */
export function useTracking(parameters: ParameterList, user: TrackedUser | null): void {
  const [tracker, setTracker] = useState<Tracker | null>(null);
  const location = useLocation();
  useEffect(() => {
    const current = installTracking(parameters);
    setTracker(current);
    return () => current.dispose();
    // Installed once per page load: the parameters of a site do not change between navigations.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const path = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (tracker) void tracker.pageView({ path, title: document.title, user });
  }, [tracker, path, user?.id, user?.email]);
}
