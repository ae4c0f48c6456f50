import type { Locale } from '../../../rules/index.ts';
import { absoluteUrl, siteOrigin } from './site-origin.ts';
import { pickText, type TextPair } from '../../../rules/text/pick-text.ts';

/** One element of the document head; `attributes` are plain text, escaped when rendered. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attributes: { name: string; content: string } | { property: string; content: string } }
  | { tag: 'link'; attributes: { rel: 'canonical' | 'alternate'; href: string; hreflang?: string } };

export interface HeadTagsInput {
  title: string;
  description: string;
  locale: Locale;
  /** The page's absolute paths in each language (`/voyages-organises`, `/en/organised-trips`). */
  alternates: TextPair;
  origin: string;
  siteName: string;
  /** A site path (`/ik-seo/…`) or an absolute https URL. */
  image?: string | null;
}

/** Open Graph locales (language_TERRITORY) of the two site locales. */
export const OG_LOCALES: TextPair = { fr: 'fr_FR', en: 'en_GB' };
/** hreflang values of the two site locales. */
export const HREFLANGS: TextPair = { fr: 'fr', en: 'en' };

function imageUrl(origin: string, image: string): string {
  if (/^https?:\/\//i.test(image)) return image;
  return absoluteUrl(origin, image);
}

/**
 * The head of a page in one language: title, meta description, canonical (the page in its own
 * language), hreflang fr / en / x-default (→ French), and the Open Graph tags.
 */
export function headTags(input: HeadTagsInput): HeadTag[] {
  const origin = siteOrigin(input.origin);
  if (input.locale !== 'fr_FR' && input.locale !== 'en') {
    throw new TypeError(`headTags: locale must be "fr_FR" or "en", got ${JSON.stringify(input.locale)}`);
  }
  const title = String(input.title ?? '').trim();
  if (title === '') throw new TypeError('headTags: title must be a non-empty string');
  const description = String(input.description ?? '').trim();
  const url = absoluteUrl(origin, pickText(input.alternates, input.locale));
  const other: Locale = input.locale === 'fr_FR' ? 'en' : 'fr_FR';
  const frenchUrl = absoluteUrl(origin, input.alternates.fr);
  const tags: HeadTag[] = [{ tag: 'title', text: title }];
  if (description !== '') tags.push({ tag: 'meta', attributes: { name: 'description', content: description } });
  tags.push(
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    { tag: 'link', attributes: { rel: 'alternate', hreflang: HREFLANGS.fr, href: frenchUrl } },
    { tag: 'link', attributes: { rel: 'alternate', hreflang: HREFLANGS.en, href: absoluteUrl(origin, input.alternates.en) } },
    { tag: 'link', attributes: { rel: 'alternate', hreflang: 'x-default', href: frenchUrl } },
    { tag: 'meta', attributes: { property: 'og:title', content: title } },
  );
  if (description !== '') tags.push({ tag: 'meta', attributes: { property: 'og:description', content: description } });
  tags.push(
    { tag: 'meta', attributes: { property: 'og:url', content: url } },
    { tag: 'meta', attributes: { property: 'og:locale', content: pickText(OG_LOCALES, input.locale) } },
    { tag: 'meta', attributes: { property: 'og:locale:alternate', content: pickText(OG_LOCALES, other) } },
    { tag: 'meta', attributes: { property: 'og:type', content: 'website' } },
    { tag: 'meta', attributes: { property: 'og:site_name', content: input.siteName } },
  );
  if (input.image) tags.push({ tag: 'meta', attributes: { property: 'og:image', content: imageUrl(origin, input.image) } });
  return tags;
}
