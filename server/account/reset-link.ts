import type { Locale } from '../../rules/locale.ts';
import { withLocalePrefix } from '../../rules/locale-path.ts';

/**
 * The reset link sent by mail: the site's public URL + `/password/reset/<token>` in French,
 * `/en/password/reset/<token>` in English (§2 routes).
 */
export function resetLink(siteUrl: string, token: string, lang: Locale): string {
  const base = siteUrl.replace(/\/+$/, '');
  return `${base}${withLocalePrefix(`/password/reset/${encodeURIComponent(token)}`, lang)}`;
}
