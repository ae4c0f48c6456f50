import type { PageChrome } from '../shell/page-chrome.ts';

/** Where each of a page's rendered blocks goes (decision 0062). */
export interface PageParts<T> {
  /** isCustomHeader: the first block, in place of the site's header. */
  header: T | null;
  /** isFixedOnRight: the leading hero, kept across the page's whole width above the columns. */
  lead: T | null;
  body: T[];
  /** isFixedOnRight: the last block (before a custom footer), the right-hand column. */
  aside: T | null;
  /** isCustomFooter: the last block, in place of the site's footer columns. */
  footer: T | null;
}

/**
 * Splits a page's blocks by its chrome: the custom header takes the first, the custom footer the
 * last, and a page fixed on the right keeps its leading hero whole and puts its last remaining
 * block in the right-hand column. A page with a single block keeps it in its body.
 */
export function pageParts<T>(blocks: readonly T[], chrome: PageChrome | undefined, startsWithHero: boolean): PageParts<T> {
  const rest = [...blocks];
  const header = chrome?.customHeader && rest.length > 1 ? rest.shift()! : null;
  const footer = chrome?.customFooter && rest.length > 1 ? rest.pop()! : null;
  let lead: T | null = null;
  let aside: T | null = null;
  if (chrome?.fixedOnRight && rest.length > 1) {
    aside = rest.pop()!;
    if (startsWithHero && header === null && rest.length > 1) lead = rest.shift()!;
  }
  return { header, lead, body: rest, aside, footer };
}
