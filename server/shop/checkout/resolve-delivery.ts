import type { AccessPoint, AccessPointsDocument } from '../../../schemas/shipping/access-points.schema.ts';
import type { ClickAndCollectDocument } from '../../../schemas/shipping/click-and-collect.schema.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { CartTotals } from '../cart/cart-totals.ts';
import { siteDocument } from '../catalogue/catalogue.ts';
import { checkDestination } from './check-destination.ts';
import { clickAndCollectDates, wallClock } from './click-and-collect-dates.ts';
import type { Locale } from '../../../rules/locale.ts';
import type { OrderBody } from '../../../schemas/api/shop/order-body.ts';
import { carriersOf, quoteCarrierCents } from './shipping-quote.ts';
import { numberParameter } from '../shop-site.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

/** How the order reaches the customer, with the fee computed by the server (never the client's). */
export interface ResolvedDelivery {
  deliveryType: OrderBody['delivery']['type'];
  idCarrier: number | null;
  carrierName: string | null;
  serviceCode: string | null;
  accessPoint: AccessPoint | null;
  dateSchedule: string | null;
  idSchedule: number | null;
  shippingFeesCents: number;
}

const M = {
  NO_DELIVERY: { en: 'This cart must be delivered: choose a delivery method', fr: 'Ce panier doit être livré : choisissez un mode de livraison' },
  ADDRESS: { en: "Missing field 'address.delivery' in body", fr: "Champ 'address.delivery' manquant" },
  CARRIER: { en: 'This carrier does not exist or cannot deliver this order to this address', fr: 'Ce transporteur n’existe pas ou ne peut pas livrer cette commande à cette adresse' },
  ACCESS_POINT: { en: 'Choose an existing relay point', fr: 'Choisissez un point relais existant' },
  SLOT: { en: 'This pick-up date is not available', fr: 'Cette date de retrait n’est pas disponible' },
} as const;

const none = { idCarrier: null, carrierName: null, serviceCode: null, accessPoint: null, dateSchedule: null, idSchedule: null, shippingFeesCents: 0 };

/**
 * Checks the delivery part of an order body against the configuration and prices it.
 * `preparation` is the working days the cart's products need (no pickup slot before them).
 */
export function resolveDelivery(site: LoadedSite, body: OrderBody, totals: CartTotals, lang: Locale, now: Date, preparation = 0): ResolvedDelivery {
  const type = body.delivery.type;
  if (type === 'NO_DELIVERY') {
    if (totals.needsShipping) throw new ApiError(400, pickText(M.NO_DELIVERY, lang));
    return { deliveryType: type, ...none };
  }
  if (type === 'CLICK_AND_COLLECT') {
    const addresses = siteDocument<ClickAndCollectDocument>(site, 'shipping/click-and-collect.json')?.addresses ?? [];
    const address = addresses.find((one) => body.delivery.idAddress === undefined || one.id === body.delivery.idAddress);
    const dates = address
      ? clickAndCollectDates({ address, delayHours: numberParameter(site, 'CLICK_AND_COLLECT_DELAY_HOURS'), now: wallClock(now), days: 60, preparationDays: preparation })
      : [];
    const slot = dates.find((one) => one.date === body.dateSchedule && one.idSchedule === body.idSchedule);
    if (!slot) throw new ApiError(400, pickText(M.SLOT, lang));
    return { deliveryType: type, ...none, dateSchedule: slot.date, idSchedule: slot.idSchedule };
  }
  const address = body.address.delivery;
  if (!address) throw new ApiError(400, pickText(M.ADDRESS, lang));
  checkDestination(site, address.country, lang);
  const carrier = carriersOf(site).find((one) =>
    body.delivery.idCarrier ? one.id === body.delivery.idCarrier : one.serviceCode === body.delivery.serviceCode,
  );
  const wantedType = type === 'PICKUP' ? 'PICKUP' : 'DELIVERY';
  const fee = carrier && carrier.deliveryType === wantedType
    ? quoteCarrierCents(site, carrier, totals, { country: address.country.toUpperCase(), postalCode: address.postalCode })
    : null;
  if (!carrier || fee === null) throw new ApiError(400, pickText(M.CARRIER, lang));
  let accessPoint: AccessPoint | null = null;
  if (type === 'PICKUP') {
    const points = siteDocument<AccessPointsDocument>(site, 'shipping/access-points.json')?.accessPoints ?? [];
    accessPoint = points.find((one) => one.id === body.delivery.accessPointId && (one.idCarrier === undefined || one.idCarrier === carrier.id)) ?? null;
    if (!accessPoint) throw new ApiError(400, pickText(M.ACCESS_POINT, lang));
  }
  return {
    deliveryType: type,
    idCarrier: carrier.id,
    carrierName: carrier.name,
    serviceCode: carrier.serviceCode,
    accessPoint,
    dateSchedule: null,
    idSchedule: null,
    shippingFeesCents: fee,
  };
}
