import { slugify } from '../../../rules/text/slugify.ts';
import type { Locale } from '../../../rules/locale.ts';
import { withLocalePrefix } from '../../../rules/locale-path.ts';

/**
 * Detail page paths, in the §2 style of `/autocar/:slug?/:id` (same segment words in both
 * languages, `/en` prefix in English). The router declares `/blog/:slug?/:id`,
 * `/news/:slug?/:id`, `/album/:slug?/:id` and `/{route}/:slug?/:id` per element list route.
 */
export type DetailKind = 'blog' | 'news' | 'album' | 'service';


function slugOf(slug: string | undefined, title: string): string {
  return (slug && slugify(slug)) || slugify(title) || 'detail';
}

/** The path of a blog article, a news item or an album: `/en/news/harvest-2026/4`. */
export function detailPath(kind: DetailKind, locale: Locale, item: { id: number; title: string; slug?: string }): string {
  return withLocalePrefix(`/${kind}/${slugOf(item.slug, item.title)}/${item.id}`, locale);
}

/** The path of an element of the list `route`: `/autocar/autocar-grand-tourisme-63-places/12`. */
export function elementPath(locale: Locale, route: string, item: { id: number; title: string }): string {
  return withLocalePrefix(`/${route}/${slugOf(undefined, item.title)}/${item.id}`, locale);
}
