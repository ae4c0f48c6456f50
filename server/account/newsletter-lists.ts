import type { Locale } from '../../rules/locale.ts';
import { accountMessage } from './messages.ts';

export interface NewsletterList {
  id: string;
  name: string;
}

/**
 * The newsletter lists of a site: one list, `news`, when the NEWSLETTER parameter is on;
 * none otherwise (no mailing provider exists, subscriptions are stored per user).
 */
export function newsletterLists(enabled: boolean, siteName: string, lang: Locale): NewsletterList[] {
  return enabled ? [{ id: 'news', name: accountMessage(lang, 'newsletterList', { site: siteName }) }] : [];
}
