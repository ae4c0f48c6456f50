import { stripLocalePrefix } from '../../../engine/router/locale.ts';

/** Items of the `logo-footer` and `link-footer` element lists, narrowed from what the API served. */
export interface FooterLogo {
  id: string;
  title: string;
  image: { src: string; alt: string; width: number; height: number };
  href: string | null;
}

export interface FooterLink {
  id: string;
  title: string;
  href: string;
}

type Item = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const size = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
const order = (item: Item): number => (typeof item.order === 'number' ? item.order : 0);
const key = (item: Item, index: number): string =>
  typeof item.id === 'number' || typeof item.id === 'string' ? String(item.id) : `item-${index}`;

/** Safe link targets only: site paths and http(s)/mailto/tel URLs. */
function safeHref(value: unknown): string | null {
  const href = text(value);
  if (/^\/(?!\/)/.test(href) || /^(?:https?:\/\/|mailto:|tel:)/i.test(href)) return href;
  return null;
}

/** The footer logos (sorted by order); items without an image source are left out. */
export function footerLogos(items: readonly Item[]): FooterLogo[] {
  return [...items]
    .sort((a, b) => order(a) - order(b))
    .flatMap((item, index) => {
      const image = (typeof item.image === 'object' && item.image !== null ? item.image : {}) as Item;
      const src = text(image.src) || text(item.src);
      if (!src) return [];
      const title = text(item.title);
      return [
        {
          id: key(item, index),
          title,
          image: { src, alt: text(image.alt) || title, width: size(image.width, 120), height: size(image.height, 120) },
          href: safeHref(item.href ?? item.url),
        },
      ];
    });
}

/** The footer links (sorted by order); items without a title or a safe href are left out. */
export function footerLinks(items: readonly Item[]): FooterLink[] {
  return [...items]
    .sort((a, b) => order(a) - order(b))
    .flatMap((item, index) => {
      const title = text(item.title);
      const href = safeHref(item.href ?? item.url);
      return title && href ? [{ id: key(item, index), title, href }] : [];
    });
}

/**
 * The footer links less those to a legal page (`legalPaths`, without language prefix): the legal
 * bar under the footer lists those already, so a site's "useful links" never repeats them.
 */
export function withoutLegalPages(links: readonly FooterLink[], legalPaths: readonly string[]): FooterLink[] {
  const legal = new Set(legalPaths);
  return links.filter((link) => {
    const path = stripLocalePrefix(link.href.replace(/[?#].*$/, '')).replace(/(.)\/$/, '$1');
    return !legal.has(path);
  });
}
