import type { Locale } from '../../../rules/locale.ts';
import { withLocalePrefix } from '../../../rules/locale-path.ts';

/** How long an invitation link works. */
export const INVITATION_SECONDS = 7 * 24 * 3600;

/** The invitation's page at the site's public address: `/admin/invitation?token=…` (`/en/…` in English). */
export function invitationLink(siteUrl: string, token: string, lang: Locale): string {
  const base = siteUrl.replace(/\/+$/, '');
  return `${base}${withLocalePrefix(`/admin/invitation?token=${encodeURIComponent(token)}`, lang)}`;
}
