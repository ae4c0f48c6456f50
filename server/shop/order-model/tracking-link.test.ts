import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { orderTrackingLink, trackingLink } from './tracking-link.ts';

const COLISSIMO = 'https://www.laposte.fr/outils/suivre-vos-envois?code={n}';

/** A site holding only the wine estate's real shipping/carriers.json. */
const domaine = {
  documents: new Map([['shipping/carriers.json', { json: JSON.parse(readFileSync('site-configs/domaine/shipping/carriers.json', 'utf8')) as unknown }]]),
} as unknown as LoadedSite;

describe('trackingLink', () => {
  it('builds the carrier page of a tracking number from its rule', () => {
    expect(trackingLink(COLISSIMO, '6A123 45')).toBe('https://www.laposte.fr/outils/suivre-vos-envois?code=6A123%2045');
  });

  it('has no link without a number or for a carrier without a rule', () => {
    expect(trackingLink(COLISSIMO, null)).toBeNull();
    expect(trackingLink(undefined, '1')).toBeNull();
  });

  it('keeps a pasted URL as the link, not wrapped in the carrier page again', () => {
    const pasted = 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123';
    expect(trackingLink(COLISSIMO, pasted)).toBe(pasted);
    expect(trackingLink(null, ` ${pasted} `)).toBe(pasted);
    expect(trackingLink(COLISSIMO, 'javascript:alert(1)')).toBe('https://www.laposte.fr/outils/suivre-vos-envois?code=javascript%3Aalert(1)');
  });
});

describe('orderTrackingLink (#24: the rule is the carrier’s, in shipping/carriers.json)', () => {
  it('reads the rule of the order’s carrier from the site’s carriers', () => {
    expect(orderTrackingLink(domaine, { idCarrier: 2, trackingNumber: '998877' })).toBe('https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition=998877');
    expect(orderTrackingLink(domaine, { idCarrier: 4, trackingNumber: 'XY1' })).toBe('https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=XY1');
  });

  it('has no link for a carrier the site does not list, or an order without a carrier', () => {
    expect(orderTrackingLink(domaine, { idCarrier: 99, trackingNumber: '1' })).toBeNull();
    expect(orderTrackingLink(domaine, { idCarrier: null, trackingNumber: '1' })).toBeNull();
  });
});
