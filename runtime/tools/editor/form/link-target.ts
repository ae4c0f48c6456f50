import type { FormSiteContext } from './form-context.ts';
import { localizedParts } from './field-value.ts';
import type { Lang } from '../../../../rules/locale.ts';
import type { TextPair } from '../../../../rules/text/pick-text.ts';

type Page = FormSiteContext['pages'][number];

/** The page a link's value names (its French and English paths), if any. */
export function linkedPage(value: unknown, pages: readonly Page[]): Page | undefined {
  if (value === undefined || value === '') return undefined;
  const { fr, en } = localizedParts(value);
  return pages.find((page) => page.path.fr === fr && page.path.en === en) ?? (typeof value === 'string' ? pages.find((page) => page.path.fr === value || page.path.en === value) : undefined);
}

/** A link's value for a page: its path in each language. */
export function pageLink(page: Page): TextPair {
  return { fr: page.path.fr, en: page.path.en };
}

/** Whether an address is one a link may hold: http(s) with a host, mailto:, tel:, or a path of the site. */
export function isLinkAddress(text: string): boolean {
  return /^(?:https?:\/\/[^\s/?#]+[^\s]*|mailto:[^\s]+|tel:[+0-9 ().-]+|\/(?!\/)[^\s]*)$/i.test(text.trim());
}

/** The pages whose title (in the admin's language or the other) or path holds every word typed. */
export function searchPages(pages: readonly Page[], query: string, lang: Lang): Page[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...pages];
  const scored = pages.filter((page) => {
    const haystack = fold(`${page.title[lang]} ${page.title[lang === 'fr' ? 'en' : 'fr']} ${page.path.fr} ${page.path.en}`);
    return words.every((word) => haystack.includes(word));
  });
  return scored;
}
