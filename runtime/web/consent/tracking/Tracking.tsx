import { useMemo } from 'react';
import type { ParameterList } from '../../../ui/theme/parameter-value.ts';
import { trackedUser } from './tracked-user.ts';
import { useTracking } from './use-tracking.ts';

export interface TrackingProps {
  parameters: ParameterList;
  session: { user: unknown } | null;
}

/**
 * The page-view tracker (§2), loaded by the engine only when the site configures tracking and the
 * visitor accepted it: the services' scripts, then a page view after each navigation.
 */
export default function Tracking({ parameters, session }: TrackingProps) {
  const user = useMemo(() => trackedUser(session), [session]);
  useTracking(parameters, user);
  return null;
}
