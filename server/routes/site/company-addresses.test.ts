import { describe, expect, it } from 'vitest';
import type { PickupAddress } from '../../../schemas/shipping/click-and-collect.schema.ts';
import { parseListQuery } from '../../http/list-query.ts';
import type { CompanyAddress } from '../../../schemas/api/site/site-extra-contracts.ts';
import { companyAddresses } from './company-addresses.ts';

const head: CompanyAddress = {
  id: 1, type: [{ value: 'HEAD_OFFICE' }], name: 'Domaine', firstname: 'Anne', lastname: 'Durand', address: '1 rue', addressPart2: '',
  postalCode: '44000', city: 'Nantes', country: 'France', phone: '02', mobile: '06', email: 'a@b.fr',
};
const pickup = { id: 7, name: 'Chai', address: '12 route', postalCode: '44330', city: 'Vallet', country: 'FRA', schedules: [] } as unknown as PickupAddress;
const types = (query: Record<string, string>) => companyAddresses(head, [pickup], parseListQuery(query, ['type'], { nbItem: 100 })).map((one) => `${one.type[0]?.value}:${one.id}`);

describe('companyAddresses', () => {
  it('lists the head office then the pick-up places, with the company contact', () => {
    expect(types({})).toEqual(['HEAD_OFFICE:1', 'CLICK_AND_COLLECT:7']);
    expect(companyAddresses(head, [pickup], parseListQuery({}, ['type']))[1]).toMatchObject({ name: 'Chai', addressPart2: '', phone: '02', email: 'a@b.fr' });
  });

  it('filters by type: one, a list, or all but one; other keys ignored', () => {
    expect(types({ type: 'CLICK_AND_COLLECT' })).toEqual(['CLICK_AND_COLLECT:7']);
    expect(types({ type: 'HEAD_OFFICE,CLICK_AND_COLLECT' })).toEqual(['HEAD_OFFICE:1', 'CLICK_AND_COLLECT:7']);
    expect(types({ type: 'df:HEAD_OFFICE', other: 'x' })).toEqual(['CLICK_AND_COLLECT:7']);
    expect(companyAddresses(head, [], parseListQuery({ type: 'CLICK_AND_COLLECT' }, ['type']))).toEqual([]);
  });
});
