import type { HeadTag } from './head-tags.ts';

/**
 * Head data a detail page adds to the site's own, computed on the server by the page loader (a
 * product page's Open Graph product tags and schema.org Product), so the browser ships none of the
 * code that builds it: it only renders what the loader data holds.
 */
export interface PageHead {
  /** Tags to add; a `meta` with a `property` replaces the site's tag of that property (og:type, og:image). */
  tags: HeadTag[];
  /** JSON-LD text, safe inside `<script type="application/ld+json">`. */
  jsonLd: string | null;
}

const propertyOf = (tag: HeadTag): string | null =>
  tag.tag === 'meta' && typeof (tag.attributes as Record<string, string | undefined>).property === 'string'
    ? (tag.attributes as Record<string, string>).property!
    : null;

/** The site's tags with a page's added: a page's `property` meta replaces the site's one. */
export function mergeHeadTags(base: readonly HeadTag[], added: readonly HeadTag[]): HeadTag[] {
  const replaced = new Set(added.map(propertyOf).filter((property): property is string => property !== null));
  return [...base.filter((tag) => !replaced.has(propertyOf(tag) ?? '')), ...added];
}
