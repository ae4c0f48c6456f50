import type { PickupSlot } from '../../../rules/shop/pickup-in-words.ts';
import type { ClickAndCollectDocument, PickupAddress } from '../../../schemas/shipping/click-and-collect.schema.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { siteDocument } from '../catalogue/catalogue.ts';


function placeAddress(place: PickupAddress): string {
  return [place.address, place.addressPart2, `${place.postalCode} ${place.city}`].filter((part) => part).join(', ');
}

/**
 * The pickup slot of a click-and-collect order: its date, hours and place, from the site's
 * `shipping/click-and-collect.json` (null without one). The one source of the admin's order
 * page, the customer's pages and the mails.
 */
export function pickupSlot(site: LoadedSite, order: { dateSchedule: string | null; idSchedule: number | null }): PickupSlot | null {
  if (!order.dateSchedule || order.idSchedule === null) return null;
  const addresses = siteDocument<ClickAndCollectDocument>(site, 'shipping/click-and-collect.json')?.addresses ?? [];
  for (const place of addresses) {
    const slot = place.schedules.find((one) => one.id === order.idSchedule);
    if (slot) return { date: order.dateSchedule, opens: slot.start, closes: slot.end, place: { name: place.name, address: placeAddress(place) } };
  }
  return { date: order.dateSchedule, opens: null, closes: null, place: null };
}
