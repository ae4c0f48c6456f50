import { slugify, toBcp47 } from '../../../rules/index.ts';
import { businessRef, type SeoContext } from './seo-context.ts';
import { seoImageUrl } from './seo-image-url.ts';

/** A news item or blog article as its page shows it. */
export interface ArticleForSeo {
  type: 'NewsArticle' | 'BlogPosting';
  headline: string;
  /** The page's absolute URL. */
  url: string;
  /** `YYYY-MM-DD`, the publication date shown. */
  date?: string | null | undefined;
  /** The date of the last change, when known (else the publication date). */
  modified?: string | null | undefined;
  author?: string | null | undefined;
  image?: { src: string; alt?: string } | null | undefined;
  description?: string | null | undefined;
}

/**
 * The schema.org `NewsArticle` / `BlogPosting` of an article page (Google's Article structured
 * data): headline, dates, author (the named author, else the business), image as an absolute
 * URL, the page's language, and the business as publisher.
 */
export function articleJsonLd(article: ArticleForSeo, context: SeoContext): Record<string, unknown> {
  const business = businessRef(context);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': article.type,
    '@id': `${article.url}#article`,
    mainEntityOfPage: article.url,
    url: article.url,
    headline: article.headline.length > 110 ? `${article.headline.slice(0, 109)}…` : article.headline,
    inLanguage: toBcp47(context.locale),
  };
  if (article.description) data.description = article.description;
  if (article.date) {
    data.datePublished = article.date;
    data.dateModified = article.modified || article.date;
  }
  data.author = article.author ? { '@type': 'Person', name: article.author } : business;
  data.publisher = business;
  const image = article.image ? seoImageUrl(context.origin, article.image.src, slugify(article.image.alt ?? '')) : null;
  if (image) data.image = image;
  return data;
}
