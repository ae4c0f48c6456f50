import { useIntl } from '../../runtime/index.ts';
import type { Locale } from '../../rules/locale.ts';

/** The page's wire locale from the intl provider (`fr_FR` or `en`). */
export function useLocale(): Locale {
  return useIntl().locale.startsWith('en') ? 'en' : 'fr_FR';
}
