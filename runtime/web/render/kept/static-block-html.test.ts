import { describe, expect, it } from 'vitest';
import { clientNavigationTarget } from './static-block-html.ts';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const link = (href: string, extra: { target?: string; download?: boolean } = {}) => ({
  href: new URL(href, 'https://autocars.example/voyages-organises').href,
  target: extra.target ?? '',
  hasAttribute: (name: string) => name === 'download' && extra.download === true,
});
const here = 'https://autocars.example/voyages-organises';

describe('clientNavigationTarget', () => {
  it('navigates in place to a path of this site', () => {
    expect(clientNavigationTarget(link('/nous-contacter?from=cta#form'), click, here)).toBe('/nous-contacter?from=cta#form');
  });

  it('lets the browser open other sites, new tabs, downloads, mail and phone links', () => {
    expect(clientNavigationTarget(link('https://www.facebook.com/autocars'), click, here)).toBeNull();
    expect(clientNavigationTarget(link('/devis', { target: '_blank' }), click, here)).toBeNull();
    expect(clientNavigationTarget(link('/media/brochure.pdf', { download: true }), click, here)).toBeNull();
    expect(clientNavigationTarget(link('mailto:contact@autocars.example'), click, here)).toBeNull();
    expect(clientNavigationTarget(link('tel:+33251671943'), click, here)).toBeNull();
  });

  it('leaves modified, non-primary and handled clicks, and anchors of the same page, to the browser', () => {
    expect(clientNavigationTarget(link('/devis'), { ...click, ctrlKey: true }, here)).toBeNull();
    expect(clientNavigationTarget(link('/devis'), { ...click, button: 1 }, here)).toBeNull();
    expect(clientNavigationTarget(link('/devis'), { ...click, defaultPrevented: true }, here)).toBeNull();
    expect(clientNavigationTarget(link('#tarifs'), click, here)).toBeNull();
    expect(clientNavigationTarget(null, click, here)).toBeNull();
  });
});
