import type { Locale } from '../../rules/locale.ts';
import type { LoadedSite } from '../config/loaded-site.ts';
import { siteDisplayName } from '../mail/render-mail.ts';
import { accountMessage } from './messages.ts';
import { booleanParameter } from './site-flags.ts';

export interface NewsletterList {
  id: string;
  name: string;
}

/**
 * The newsletter lists of a site: one list, `news`, named after the estate (COMPANY_NAME, as the
 * mails are signed, else the site's name), when the NEWSLETTER parameter is on; none otherwise
 * (no mailing provider exists, subscriptions are stored per user).
 */
export function newsletterLists(site: Pick<LoadedSite, 'name' | 'parameters'>, lang: Locale): NewsletterList[] {
  if (!booleanParameter(site.parameters, 'NEWSLETTER')) return [];
  return [{ id: 'news', name: accountMessage(lang, 'newsletterList', { site: siteDisplayName(site) }) }];
}
