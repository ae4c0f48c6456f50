import { describe, expect, it } from 'vitest';
import { trackingLink } from './tracking-link.ts';

describe('trackingLink', () => {
  it('builds the carrier page of a tracking number', () => {
    expect(trackingLink('COLISSIMO_DOM', '6A123 45')).toBe('https://www.laposte.fr/outils/suivre-vos-envois?code=6A123%2045');
    expect(trackingLink('MONDIAL_RELAY_24R', '998877')).toContain('mondialrelay.fr');
  });

  it('has no link without a number or for an unknown carrier', () => {
    expect(trackingLink('COLISSIMO_DOM', null)).toBeNull();
    expect(trackingLink('PIGEON', '1')).toBeNull();
  });

  it('keeps a pasted URL as the link, not wrapped in the carrier page again', () => {
    const pasted = 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123';
    expect(trackingLink('COLISSIMO_DOM', pasted)).toBe(pasted);
    expect(trackingLink(null, ` ${pasted} `)).toBe(pasted);
    expect(trackingLink('COLISSIMO_DOM', 'javascript:alert(1)')).toBe('https://www.laposte.fr/outils/suivre-vos-envois?code=javascript%3Aalert(1)');
  });
});
