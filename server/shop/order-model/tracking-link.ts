import type { CarriersDocument } from '../../../schemas/shipping/carriers.schema.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import type { OrderRow } from './order-row.ts';
import { siteDocument } from '../catalogue/catalogue.ts';
import { fillPlaceholders } from '../../../rules/text/fill-placeholders.ts';

const PASTED_URL = /^https?:\/\/\S+$/i;

/**
 * The tracking link of a parcel, built once by the carrier's rule (its `trackingUrl` in
 * shipping/carriers.json, `{n}` standing for the number); a pasted URL is the link itself (never
 * put inside the carrier's page again). Null without a number, or when the carrier has no rule.
 */
export function trackingLink(trackingUrl: string | null | undefined, trackingNumber: string | null): string | null {
  if (!trackingNumber) return null;
  if (PASTED_URL.test(trackingNumber.trim())) return trackingNumber.trim();
  return trackingUrl ? fillPlaceholders(trackingUrl, { n: encodeURIComponent(trackingNumber) }) : null;
}

/** The tracking link of an order, by the rule of its carrier in the site's carriers (inactive ones too). */
export function orderTrackingLink(site: LoadedSite, order: Pick<OrderRow, 'idCarrier' | 'trackingNumber'>): string | null {
  const carrier = siteDocument<CarriersDocument>(site, 'shipping/carriers.json')?.carriers.find((one) => one.id === order.idCarrier);
  return trackingLink(carrier?.trackingUrl, order.trackingNumber);
}
