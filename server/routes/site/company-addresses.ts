import type { PickupAddress } from '../../../schemas/shipping/click-and-collect.schema.ts';
import { applyListQuery } from '../../http/apply-list-query.ts';
import type { ListQuery } from '../../http/list-query.ts';
import type { CompanyAddress } from '../../../schemas/api/site/site-extra-contracts.ts';

/**
 * The company's addresses (§7 GET /company/address?{query}): its head office, then each
 * click-and-collect place (`shipping/click-and-collect.json`, with its own id, the one the
 * checkout's `idAddress` names), each with the phone, mobile and e-mail of the company. Filtered
 * and paged by the list query: `type=CLICK_AND_COLLECT`, `type=HEAD_OFFICE,CLICK_AND_COLLECT`,
 * `type=df:HEAD_OFFICE` match the address's type values.
 */
export function companyAddresses(headOffice: CompanyAddress, pickups: readonly PickupAddress[], query: ListQuery): CompanyAddress[] {
  const places: CompanyAddress[] = pickups.map((pickup) => ({
    ...headOffice,
    id: pickup.id,
    type: [{ value: 'CLICK_AND_COLLECT' }],
    name: pickup.name,
    address: pickup.address,
    addressPart2: pickup.addressPart2 ?? '',
    postalCode: pickup.postalCode,
    city: pickup.city,
    country: pickup.country,
  }));
  // Filtered and ordered on a flat view (`type` as its values), answered in the §3 shape.
  const served = new Map([headOffice, ...places].map((address) => [{ ...address, type: address.type.map((one) => one.value) }, address] as const));
  return applyListQuery([...served.keys()], query).items.map((view) => served.get(view) ?? headOffice);
}
