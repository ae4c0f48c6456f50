import { data } from 'react-router';
import type { Locale } from '../../rules/locale.ts';
import { UNAVAILABLE_MESSAGE } from '../../runtime/engine/data/site-unavailable.ts';
import { pickText } from '../../rules/text/pick-text.ts';

/** Ends a loader with the 503 page (the document then carries `Retry-After`). */
export function siteUnavailable(locale: Locale): never {
  throw data({ message: pickText(UNAVAILABLE_MESSAGE, locale) }, { status: 503, statusText: 'Service Unavailable' });
}
