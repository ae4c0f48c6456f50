import { companyIdentity } from '../../ui/company-identity.ts';
import { parseOpeningHours, weekdays } from '../../ui/parse-opening-hours.ts';
import { parameterNumber, parameterString, type ParameterList } from '../../ui/theme/parameter-value.ts';
import type { ServedLogo } from '../../../schemas/api/site.ts';
import { internationalPhone } from './international-phone.ts';
import { seoImageUrl } from './seo-image-url.ts';
import { siteLogoSrc } from './site-logo-src.ts';
import { siteOrigin } from './site-origin.ts';

/** Social profile parameters listed as `sameAs` when set. */
export const SOCIAL_URL_KEYS = [
  'FACEBOOK_URL', 'INSTAGRAM_URL', 'TWITTER_URL', 'LINKEDIN_URL', 'TIKTOK_URL', 'YOUTUBE_URL',
] as const;

const SCHEMA_DAYS: Record<(typeof weekdays)[number]['day'], string> = {
  monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday',
  friday: 'Friday', saturday: 'Saturday', sunday: 'Sunday',
};

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string;
  opens: string;
  closes: string;
}

/** `HEAD_OFFICE` as written (`12 rue …, 85000 La Roche-sur-Yon`) → a PostalAddress. */
export function postalAddress(headOffice: string): Record<string, string> | null {
  const text = headOffice.replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  const match = /^(.*?)[,\s]+(\d{5})\s+([^,]+?)(?:,\s*(France))?$/i.exec(text);
  if (!match) return { '@type': 'PostalAddress', streetAddress: text, addressCountry: 'FR' };
  return {
    '@type': 'PostalAddress',
    streetAddress: (match[1] ?? '').replace(/,$/, '').trim(),
    postalCode: match[2] ?? '',
    addressLocality: (match[3] ?? '').trim(),
    addressCountry: 'FR',
  };
}

/** One OpeningHoursSpecification per day and range; unreadable or empty days are left out. */
export function openingHoursSpecification(parameters: ParameterList): OpeningHoursSpecification[] {
  const result: OpeningHoursSpecification[] = [];
  for (const { day, key } of weekdays) {
    const parsed = parseOpeningHours(parameterString(parameters, key));
    if (!parsed.ok || parsed.closed) continue;
    for (const range of parsed.ranges) {
      result.push({ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day]}`, opens: range.from, closes: range.to });
    }
  }
  return result;
}

/** The site as the business JSON-LD reads it (`GET /site/info`). */
export interface BusinessSiteInfo {
  name: string;
  isWinemaker?: boolean | undefined;
  logos?: readonly ServedLogo[] | undefined;
}

/**
 * The schema.org type of the business: the BUSINESS_TYPE parameter, else `Winery` for a
 * winemaker's site (a LocalBusiness subtype) and `LocalBusiness` for any other.
 */
export function businessType(parameters: ParameterList, siteInfo: BusinessSiteInfo): string {
  return parameterString(parameters, 'BUSINESS_TYPE') || (siteInfo.isWinemaker === true ? 'Winery' : 'LocalBusiness');
}

/** The premises' GeoCoordinates from COMPANY_LATITUDE / COMPANY_LONGITUDE, or null when not given or out of range. */
export function geoCoordinates(parameters: ParameterList): Record<string, unknown> | null {
  const latitude = parameterNumber(parameters, 'COMPANY_LATITUDE', 0);
  const longitude = parameterNumber(parameters, 'COMPANY_LONGITUDE', 0);
  if ((latitude === 0 && longitude === 0) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { '@type': 'GeoCoordinates', latitude, longitude };
}

/**
 * The business JSON-LD of a site (`Winery`, `TravelAgency`… as `businessType` says), from its
 * company identity parameters: name, logo and picture (absolute URLs), address, geo coordinates,
 * telephone in international form, e-mail, opening hours, and the social profiles that are set
 * (as `sameAs`).
 */
export function organizationJsonLd(parameters: ParameterList, siteInfo: BusinessSiteInfo, origin: string): Record<string, unknown> {
  if (!Array.isArray(parameters)) throw new TypeError('organizationJsonLd: parameters must be the array of GET /parameter');
  const url = `${siteOrigin(origin)}/`;
  const identity = companyIdentity(parameters);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': businessType(parameters, siteInfo),
    '@id': `${url}#organization`,
    name: identity.name || siteInfo.name,
    url,
  };
  if (identity.legalName && identity.legalName !== data.name) data.legalName = identity.legalName;
  const description = parameterString(parameters, 'COMPANY_DESCRIPTION').replace(/<[^>]*>/g, '').trim();
  if (description) data.description = description;
  const logo = seoImageUrl(origin, siteLogoSrc(siteInfo));
  if (logo) data.logo = logo;
  const image = seoImageUrl(origin, parameterString(parameters, 'COMPANY_IMAGE')) ?? logo;
  if (image) data.image = image;
  const address = postalAddress(identity.address);
  if (address) data.address = address;
  const geo = geoCoordinates(parameters);
  if (geo) data.geo = geo;
  const telephone = internationalPhone(identity.phone) ?? internationalPhone(identity.mobile);
  if (telephone) data.telephone = telephone;
  if (identity.email) data.email = identity.email;
  if (identity.vat) data.vatID = identity.vat;
  const hours = openingHoursSpecification(parameters);
  if (hours.length > 0) data.openingHoursSpecification = hours;
  const sameAs = SOCIAL_URL_KEYS.map((key) => parameterString(parameters, key)).filter((value) => /^https?:\/\//i.test(value));
  if (sameAs.length > 0) data.sameAs = sameAs;
  return data;
}
