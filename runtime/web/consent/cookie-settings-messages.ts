import type { Lang } from '../../../rules/locale.ts';
/**
 * The cookie settings button's text, apart from the banner's messages: the button is in every
 * page's footer, the banner is loaded lazily.
 */
export const cookieSettingsMessages = {
  fr: { 'cookies.manage': 'Gérer les cookies' },
  en: { 'cookies.manage': 'Manage cookies' },
} as const satisfies Record<Lang, Record<string, string>>;
