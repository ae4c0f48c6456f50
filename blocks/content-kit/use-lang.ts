import { useIntl } from 'react-intl';
import type { Locale } from '../../rules/locale.ts';

/** The page's wire locale from react-intl (`fr_FR` or `en`). */
export function useLocale(): Locale {
  return useIntl().locale.startsWith('en') ? 'en' : 'fr_FR';
}
