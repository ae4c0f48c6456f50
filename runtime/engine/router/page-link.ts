import type { Locale } from '../../../rules/locale.ts';
import { localeFromPath, withLocalePrefix } from './locale.ts';

/** Where a page of the tree leads instead of its own path: its `link` of type INTERNAL or EXTERNAL. */
export interface PageLink {
  href: string;
  external: boolean;
}

/**
 * A page's link (§3 Page `link`), in the page's language: an INTERNAL target is a site path,
 * written once without language prefix in the configuration (`/products/search`), so English
 * puts it under `/en`; a path the owner wrote under `/en` already stays as written. An EXTERNAL
 * target must be http(s). Anything else (NONE, a protocol-relative or malformed URL) is null.
 */
export function pageLink(page: object, locale: Locale): PageLink | null {
  const link = (page as { link?: unknown }).link;
  if (typeof link !== 'object' || link === null) return null;
  const { type, url } = link as { type?: unknown; url?: unknown };
  if (typeof url !== 'string') return null;
  if (type === 'EXTERNAL' && /^https?:\/\//i.test(url)) return { href: url, external: true };
  if (type !== 'INTERNAL' || !url.startsWith('/') || url.startsWith('//')) return null;
  const href = localeFromPath(url) === 'en' ? url : withLocalePrefix(url, locale);
  return { href, external: false };
}
