import { DISPLAY_TIME_ZONE } from '../../../rules/date-parts.ts';
import { slugify, toBcp47, toCents, toEuros } from '../../../rules/index.ts';
import { businessPlace, businessRef, type SeoContext } from './seo-context.ts';
import { seoImageUrl } from './seo-image-url.ts';
import { zonedDateTime } from './zoned-date-time.ts';

/** An event of the calendar, or a dated workshop, as its page shows it. */
export interface EventForSeo {
  name: string;
  /** `YYYY-MM-DD`. */
  date: string;
  startTime?: string | null | undefined;
  endTime?: string | null | undefined;
  description?: string | null | undefined;
  image?: { src: string; alt?: string } | null | undefined;
  /** The page showing the event (absolute URL). */
  url: string;
  /** Price per person in euros, when the event is priced. */
  price?: number | null | undefined;
  /** Places left; 0 = sold out. */
  placesLeft?: number | null | undefined;
}

/**
 * The schema.org `Event` of an event the site shows (Google's Event structured data): name,
 * start and end with the site's time zone offset (Europe/Paris), the business premises as its
 * location, the business as organizer, scheduled and attended in person, its image and, when it
 * is priced, an offer. Null when the date is no date or the business has no address.
 */
export function eventJsonLd(event: EventForSeo, context: SeoContext): Record<string, unknown> | null {
  const startDate = zonedDateTime(event.date, event.startTime, DISPLAY_TIME_ZONE);
  const location = businessPlace(context);
  if (!startDate || !location) return null;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    url: event.url,
    startDate,
    endDate: zonedDateTime(event.date, event.endTime ?? event.startTime, DISPLAY_TIME_ZONE) ?? startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location,
    organizer: businessRef(context),
    inLanguage: toBcp47(context.locale),
  };
  if (event.description) data.description = event.description;
  // An event without a picture of its own shows the business's logo (issue 39: Google recommends an image).
  const image = event.image ? seoImageUrl(context.origin, event.image.src, slugify(event.image.alt ?? '')) : (context.logo ?? null);
  if (image) data.image = image;
  if (typeof event.price === 'number' && Number.isFinite(event.price)) {
    data.offers = {
      '@type': 'Offer',
      url: event.url,
      price: toEuros(toCents(event.price)).toFixed(2),
      priceCurrency: 'EUR',
      availability: event.placesLeft === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    };
  }
  return data;
}
