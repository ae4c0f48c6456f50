import { describe, expect, it } from 'vitest';
import { companyAddress } from './company-address.ts';

describe('companyAddress', () => {
  it('splits the head office into street, postal code and city', () => {
    const address = companyAddress(new Map([
      ['HEAD_OFFICE', '12 rue des Sables, 85500 Les Herbiers'],
      ['COMPANY_NAME', 'Autocars'],
      ['LEGAL_AGENT', 'Marie Dupont'],
    ]));
    expect(address).toMatchObject({
      address: '12 rue des Sables', postalCode: '85500', city: 'Les Herbiers', country: 'France',
      name: 'Autocars', firstname: 'Marie', lastname: 'Dupont',
    });
  });

  it('keeps a head office without postal code whole', () => {
    const address = companyAddress(new Map([['HEAD_OFFICE', 'Château de la Pierre']]));
    expect(address).toMatchObject({ address: 'Château de la Pierre', postalCode: '', city: '', country: '' });
  });
});
