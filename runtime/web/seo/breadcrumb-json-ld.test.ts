import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd } from './breadcrumb-json-ld.ts';

describe('breadcrumbJsonLd', () => {
  it('lists the steps shown, with positions and absolute URLs, the page last', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', href: '/en' }, { name: 'News', href: '/en/news' }, { name: 'Open days' }], 'https://vin.example', 'https://vin.example/en/news/open-days/1')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://vin.example/en' },
        { '@type': 'ListItem', position: 2, name: 'News', item: 'https://vin.example/en/news' },
        { '@type': 'ListItem', position: 3, name: 'Open days', item: 'https://vin.example/en/news/open-days/1' },
      ],
    });
  });

  it('leaves out a step without a link and gives nothing for a one-step trail', () => {
    const data = breadcrumbJsonLd([{ name: 'Accueil', href: '/' }, { name: 'Le domaine' }, { name: 'Histoire' }], 'https://vin.example');
    expect((data?.itemListElement as { name: string; position: number }[]).map((item) => [item.position, item.name])).toEqual([[1, 'Accueil'], [2, 'Histoire']]);
    expect(breadcrumbJsonLd([{ name: 'Accueil', href: '/' }], 'https://vin.example')).toBeNull();
  });
});
