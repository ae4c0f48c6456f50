import { describe, expect, it } from 'vitest';
import { estateContext } from './seo-context.test-utils.ts';
import { eventJsonLd } from './event-json-ld.ts';

const context = estateContext;

describe('eventJsonLd', () => {
  it('gives an event its Paris times with their offset, the estate as place and organizer, in person', () => {
    expect(eventJsonLd({ name: 'Christmas open days', date: '2026-12-05', startTime: '10:00', endTime: '18:00', url: 'https://vin.example/en/calendar', image: { src: '/media/estate/room.jpg', alt: 'Tasting room' } }, context)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Christmas open days',
      url: 'https://vin.example/en/calendar',
      startDate: '2026-12-05T10:00:00+01:00',
      endDate: '2026-12-05T18:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Domaine des Trois Terroirs', address: { '@type': 'PostalAddress', streetAddress: '12 route de la Sèvre', postalCode: '44330', addressLocality: 'Vallet', addressCountry: 'FR' } },
      organizer: { '@type': 'Organization', '@id': 'https://vin.example/#organization', name: 'Domaine des Trois Terroirs', url: 'https://vin.example/' },
      inLanguage: 'en',
      image: 'https://vin.example/ik-seo/media/estate/room/tasting-room.jpg',
    });
  });

  it('offers a priced event, sold out when no place is left; nothing without an address', () => {
    expect(eventJsonLd({ name: 'Workshop', date: '2026-12-12', url: 'https://vin.example/w', price: 45, placesLeft: 0 }, context)?.offers).toEqual({
      '@type': 'Offer', url: 'https://vin.example/w', price: '45.00', priceCurrency: 'EUR', availability: 'https://schema.org/SoldOut',
    });
    expect(eventJsonLd({ name: 'Workshop', date: '2026-12-12', url: 'https://vin.example/w' }, { ...context, parameters: [] })).toBeNull();
  });
});
