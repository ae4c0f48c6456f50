import { parameterString, type ParameterList } from '../../../ui/theme/parameter-value.ts';

/** Proposed parameter keys (STRING, empty = off) that configure the tracking services. */
export const TRACKING_PARAMETER_KEYS = ['GOOGLE_ANALYTICS_ID', 'MATOMO_URL', 'MATOMO_SITE_ID'] as const;

/**
 * True when any tracking parameter is set (usable or not): the tracking code is then worth
 * loading once the visitor accepts. Apart from tracking-services.ts so the always-loaded part of
 * the engine carries only this test.
 */
export function configuresTracking(parameters: ParameterList): boolean {
  return TRACKING_PARAMETER_KEYS.some((key) => parameterString(parameters, key) !== '');
}
