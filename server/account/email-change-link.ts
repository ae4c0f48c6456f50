import type { Locale } from '../../rules/locale.ts';
import { withLocalePrefix } from '../../rules/locale-path.ts';

/**
 * The link that confirms a new login e-mail: the profile page of the site's public URL with the
 * token, `/account/profil?email-token=<token>` (`/en/…` in English). The page shows a button that
 * posts it (a link opened by a mail scanner changes nothing).
 */
export function emailChangeLink(siteUrl: string, token: string, lang: Locale): string {
  const base = siteUrl.replace(/\/+$/, '');
  return `${base}${withLocalePrefix(`/account/profil?email-token=${encodeURIComponent(token)}`, lang)}`;
}
