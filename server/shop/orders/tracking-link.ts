/** Tracking page of each carrier family, by service code prefix; `{n}` is the tracking number. */
const TRACKING_PAGES: [prefix: string, url: string][] = [
  ['COLISSIMO', 'https://www.laposte.fr/outils/suivre-vos-envois?code={n}'],
  ['CHRONO', 'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT={n}'],
  ['MONDIAL_RELAY', 'https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition={n}'],
  ['KN', 'https://mykn.kuehne-nagel.com/public-tracking/shipments?query={n}'],
  ['UPS', 'https://www.ups.com/track?tracknum={n}'],
  ['DHL', 'https://www.dhl.com/fr-fr/home/suivi.html?tracking-id={n}'],
];

const PASTED_URL = /^https?:\/\/\S+$/i;

/**
 * The tracking link of a parcel, built once by the carrier's rule; a pasted URL is the link
 * itself (never put inside the carrier's page again). Null without a number or a known carrier.
 */
export function trackingLink(serviceCode: string | null, trackingNumber: string | null): string | null {
  if (!trackingNumber) return null;
  if (PASTED_URL.test(trackingNumber.trim())) return trackingNumber.trim();
  if (!serviceCode) return null;
  const page = TRACKING_PAGES.find(([prefix]) => serviceCode.toUpperCase().startsWith(prefix));
  return page ? page[1].replace('{n}', encodeURIComponent(trackingNumber)) : null;
}
