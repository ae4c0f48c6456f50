import { describe, expect, it } from 'vitest';
import { estateContext } from './seo-context.test-utils.ts';
import { articleJsonLd } from './article-json-ld.ts';

const context = estateContext;

describe('articleJsonLd', () => {
  it('gives a blog post its headline, dates, named author, the estate as publisher and the page language', () => {
    expect(articleJsonLd({ type: 'BlogPosting', headline: 'Oysters and Muscadet', url: 'https://vin.example/en/blog/oysters/3', date: '2026-10-02', author: 'Claire Moreau' }, context)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Oysters and Muscadet',
      datePublished: '2026-10-02',
      dateModified: '2026-10-02',
      author: { '@type': 'Person', name: 'Claire Moreau' },
      publisher: { '@type': 'Organization', name: 'Domaine des Trois Terroirs' },
      inLanguage: 'en',
    });
  });

  it('names the business as author of a news item without one', () => {
    expect(articleJsonLd({ type: 'NewsArticle', headline: 'Harvest', url: 'https://vin.example/en/news/harvest/4' }, context).author).toMatchObject({ '@type': 'Organization', name: 'Domaine des Trois Terroirs' });
  });
});
