import { describe, expect, it } from 'vitest';
import { footerLinks, footerLogos, withoutLegalPages } from './footer-elements.ts';
import { legalPages } from './legal-pages.ts';

describe('footerLinks', () => {
  it('keeps titled items with a safe link, sorted by order', () => {
    expect(
      footerLinks([
        { id: 32, order: 10, title: 'Mentions légales', href: '/legal-notice' },
        { id: 31, order: 0, title: 'Demander un devis', href: '/demander-un-devis' },
        { id: 33, order: 20, title: 'Piège', href: 'javascript:alert(1)' },
        { id: 34, order: 30, title: '', href: '/x' },
      ]),
    ).toEqual([
      { id: '31', title: 'Demander un devis', href: '/demander-un-devis' },
      { id: '32', title: 'Mentions légales', href: '/legal-notice' },
    ]);
  });
});

describe('footerLogos', () => {
  it('reads the image of each logo and drops items without one', () => {
    expect(
      footerLogos([
        { id: 21, title: 'Label Qualité', image: { src: '/media/elements/label.svg', alt: 'Badge Label Qualité', width: 200, height: 200 } },
        { id: 22, title: 'Sans image' },
      ]),
    ).toEqual([
      {
        id: '21',
        title: 'Label Qualité',
        image: { src: '/media/elements/label.svg', alt: 'Badge Label Qualité', width: 200, height: 200 },
        href: null,
      },
    ]);
  });
});

describe('withoutLegalPages', () => {
  it('drops the links the legal bar already lists, in both languages, and keeps the others', () => {
    const links = [
      { id: '1', title: 'Demander un devis', href: '/demander-un-devis' },
      { id: '2', title: 'Mentions légales', href: '/legal-notice' },
      { id: '3', title: 'Privacy policy', href: '/en/privacy-policy/' },
      { id: '4', title: 'CGV', href: '/sale-terms#livraison' },
      { id: '5', title: 'Legal elsewhere', href: 'https://example.org/legal-notice' },
    ];
    expect(withoutLegalPages(links, legalPages.map((page) => page.path)).map((link) => link.id)).toEqual(['1', '5']);
  });
});
