import { describe, expect, it } from 'vitest';
import { jsonLdScript } from './json-ld-script.ts';
import { organizationJsonLd, postalAddress } from './organization-json-ld.ts';

const parameters = [
  { type: 'COMPANY_NAME', value: 'Autocars Vendée' },
  { type: 'HEAD_OFFICE', value: '12 rue des Sables, 85000 La Roche-sur-Yon' },
  { type: 'COMPANY_PHONE', value: '02 51 00 00 00' },
  { type: 'COMPANY_EMAIL', value: 'contact@autocars.example' },
  { type: 'OPENING_HOURS_MONDAY', value: '08:00-12:00,14:00-18:00' },
  { type: 'OPENING_HOURS_SUNDAY', value: '' },
  { type: 'OPENING_HOURS_SATURDAY', value: 'sur rendez-vous' },
  { type: 'FACEBOOK_URL', value: 'https://facebook.com/autocars' },
  { type: 'INSTAGRAM_URL', value: '' },
];

describe('organizationJsonLd', () => {
  it('builds a LocalBusiness from the company identity', () => {
    const data = organizationJsonLd(parameters, { name: 'autocars' }, 'https://autocars.example');
    expect(data).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Autocars Vendée',
      url: 'https://autocars.example/',
      telephone: '+33251000000',
      email: 'contact@autocars.example',
      address: { '@type': 'PostalAddress', postalCode: '85000', addressLocality: 'La Roche-sur-Yon', streetAddress: '12 rue des Sables' },
      sameAs: ['https://facebook.com/autocars'],
    });
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:00', closes: '12:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '14:00', closes: '18:00' },
    ]);
  });

  it('is a Winery on a winemaker\'s site, or the type the BUSINESS_TYPE parameter names', () => {
    expect(organizationJsonLd([], { name: 'Domaine', isWinemaker: true }, 'https://domaine.example')['@type']).toBe('Winery');
    expect(organizationJsonLd([{ type: 'BUSINESS_TYPE', value: 'TravelAgency' }], { name: 'Autocars' }, 'https://autocars.example')['@type']).toBe('TravelAgency');
  });

  it('gives the logo, the business picture and the geo coordinates as absolute URLs and numbers', () => {
    const data = organizationJsonLd(
      [...parameters, { type: 'COMPANY_IMAGE', value: '/media/estate/cellar.jpg' }, { type: 'COMPANY_LATITUDE', value: 47.16 }, { type: 'COMPANY_LONGITUDE', value: -1.27 }],
      { name: 'autocars', logos: [{ type: 'LOGO', url: '/media/logos/logo.png' }] },
      'https://autocars.example',
    );
    expect(data.logo).toBe('https://autocars.example/ik-seo/media/logos/logo/logo.jpg');
    expect(data.image).toBe('https://autocars.example/ik-seo/media/estate/cellar/cellar.jpg');
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 47.16, longitude: -1.27 });
  });

  it('falls back to the site name and leaves out what is not set', () => {
    const data = organizationJsonLd([], { name: 'Domaine' }, 'https://domaine.example');
    expect(data.name).toBe('Domaine');
    expect(data).not.toHaveProperty('sameAs');
    expect(data).not.toHaveProperty('openingHoursSpecification');
    expect(data).not.toHaveProperty('geo');
    expect(data).not.toHaveProperty('logo');
  });

  it('keeps an address without postcode as a street address', () => {
    expect(postalAddress('Zone artisanale')).toEqual({ '@type': 'PostalAddress', streetAddress: 'Zone artisanale', addressCountry: 'FR' });
  });
});

describe('jsonLdScript', () => {
  it('cannot close the script element or break on line separators', () => {
    const text = jsonLdScript({ name: '</script><script>alert(1)</script> & \u2028\u2029' });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & \u2028\u2029' });
  });

  it('rejects data that is not JSON', () => {
    expect(() => jsonLdScript(undefined)).toThrow(/JSON/);
  });
});
