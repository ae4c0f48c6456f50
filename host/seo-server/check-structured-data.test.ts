import { describe, expect, it } from 'vitest';
import { structuredDataProblems } from './check-structured-data.test-utils.ts';

const offer = { '@type': 'Offer', price: '9.80', priceCurrency: 'EUR', availability: 'https://schema.org/InStock', itemCondition: 'https://schema.org/NewCondition', url: 'https://vin.example/p' };

describe('structuredDataProblems (the rules the structured-data test applies)', () => {
  it('names a missing required property, a relative URL, a badly written price and a French label in English', () => {
    const problems = structuredDataProblems(
      [
        { '@context': 'https://schema.org', '@type': 'Event', startDate: '2026-12-05T10:00:00', location: { '@type': 'Place', address: { '@type': 'PostalAddress' } } },
        { '@context': 'https://schema.org', '@type': 'ProductGroup', name: 'Muscadet', productGroupID: '1', variesBy: ['https://schema.org/size'], url: '/wines/muscadet/1', hasVariant: [{ '@type': 'Product', name: 'Muscadet – Cuvée : Tradition', image: 'https://vin.example/a.jpg', offers: { ...offer, price: '9,80' } }] },
      ],
      'en',
    );
    expect(problems).toEqual(expect.arrayContaining([
      expect.stringContaining('Event misses required name'),
      expect.stringContaining('0.startDate must be a date, or a date-time with its time zone offset'),
      expect.stringContaining('1.url must be an absolute URL'),
      expect.stringContaining('1.hasVariant.0.offers.price must be a price like "9.80"'),
      expect.stringContaining('French "cuvée" in an English block'),
    ]));
  });

  it('accepts a complete breadcrumb whose last step is the page itself', () => {
    const list = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://vin.example/en' }, { '@type': 'ListItem', position: 2, name: 'News' }] };
    expect(structuredDataProblems([list], 'en')).toEqual([]);
  });
});
