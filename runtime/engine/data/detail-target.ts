import { detailPath, elementPath } from '../router/detail-paths.ts';
import type { Locale } from '../../../rules/locale.ts';
import { CONTENT_DETAIL_KINDS, ELEMENT_DETAIL_LISTS } from '../router/fixed-routes.ts';
import type { ContentDetailKind } from '../router/fixed-routes.ts';
import type { ServedBlock } from '../../../schemas/api/pages.ts';

/** What a detail route shows: a blog article, a news item, an album, or an element of a list. */
export type DetailTarget = { kind: ContentDetailKind } | { kind: 'element'; list: string };

/** The detail target of a fixed route name (`blog-slug-id` → blog), null for other routes. */
export function detailTargetOf(routeName: string): DetailTarget | null {
  const match = /^(.+)-slug-id$/.exec(routeName);
  if (!match) return null;
  const name = match[1]!;
  if ((CONTENT_DETAIL_KINDS as readonly string[]).includes(name)) return { kind: name as ContentDetailKind };
  if ((ELEMENT_DETAIL_LISTS as readonly string[]).includes(name)) return { kind: 'element', list: name };
  return null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The path of a record in a language, with the slug of that language (for the language switch). */
export function recordPath(target: DetailTarget, locale: Locale, id: number, record: Record<string, unknown>): string {
  const title = text(record.title) || text(record.name);
  if (target.kind === 'element') return elementPath(locale, target.list, { id, title });
  const slug = text(record.slug);
  return detailPath(target.kind, locale, slug ? { id, title, slug } : { id, title });
}

/** A plain-text description of a record for `<meta name="description">`, at most 160 characters. */
export function recordDescription(record: Record<string, unknown>): string {
  const raw = text(record.summary) || text(record.subtitle) || text(record.description);
  const plain = raw.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return plain.length > 160 ? `${plain.slice(0, 157).trimEnd()}…` : plain;
}

/**
 * The layout of a content detail route without its own component config: the detail block of
 * its kind. A site gives links back to its list pages (`blogHref`, `listHref`) by writing
 * `components/<kind>-slug-id.json`.
 */
export function contentDetailLayout(target: DetailTarget): ServedBlock[] | null {
  if (target.kind === 'blog') return [{ type: 'blog-article', props: {} }];
  if (target.kind === 'news') return [{ type: 'news-detail', props: {} }];
  if (target.kind === 'album') return [{ type: 'album', props: {} }];
  if (target.kind === 'service') return [{ type: 'service-detail', props: {} }];
  return null;
}
