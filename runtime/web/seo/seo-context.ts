import type { Locale } from '../../../rules/locale.ts';
import { companyIdentity } from '../../ui/company-identity.ts';
import type { ParameterList } from '../../ui/theme/parameter-value.ts';
import { postalAddress } from './organization-json-ld.ts';
import { siteOrigin } from './site-origin.ts';

/** What the structured data of a block needs about the site: its public origin, parameters, name and the page's language. */
export interface SeoContext {
  origin: string;
  parameters: ParameterList;
  siteName: string;
  locale: Locale;
  /** The site logo's absolute URL (`seoImageUrl` of `siteLogoSrc`), when it has one: an article's publisher shows it (issue 39). */
  logo?: string | null;
}

/** The business as a reference to the footer's business JSON-LD (same `@id`), for an organizer, publisher or author, with its logo (Google's article publisher). */
export function businessRef(context: SeoContext): Record<string, unknown> {
  const url = `${siteOrigin(context.origin)}/`;
  const ref: Record<string, unknown> = { '@type': 'Organization', '@id': `${url}#organization`, name: companyIdentity(context.parameters).name || context.siteName, url };
  if (context.logo) ref.logo = context.logo;
  return ref;
}

/** The business premises as a schema.org Place (its name and address), or null without an address. */
export function businessPlace(context: SeoContext): Record<string, unknown> | null {
  const identity = companyIdentity(context.parameters);
  const address = postalAddress(identity.address);
  return address ? { '@type': 'Place', name: identity.name || context.siteName, address } : null;
}
