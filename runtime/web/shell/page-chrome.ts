import type { ServedPage } from '../../../schemas/api/pages.ts';

/**
 * How a tree page is laid out and reached (§3 page fields, decision 0062):
 * - `absoluteMenu` (useAbsoluteMenu): the site header lies over the page's top, transparent until the page scrolls;
 * - `fixedOnRight` (isFixedOnRight): the page's last block is a right-hand column that stays in view on wide screens;
 * - `customHeader` / `customFooter` (isCustomHeader / isCustomFooter): the page's first / last block takes the
 *   place of the site's header and menu / footer columns (the legal links stay);
 * - `reload`: a link to the page loads a whole new document.
 */
/** How a page is framed: the site's header and footer, or the focused frame of the checkout. */
export type PageFrame = 'SITE' | 'FOCUSED';

export interface PageChrome {
  absoluteMenu: boolean;
  fixedOnRight: boolean;
  customHeader: boolean;
  customFooter: boolean;
  reload: boolean;
}

/** The site's usual frame: what every page that is not a tree page (a product, a fixed route) has. */
export const SITE_CHROME: PageChrome = { absoluteMenu: false, fixedOnRight: false, customHeader: false, customFooter: false, reload: false };

/** A served tree page's chrome: its flags read as booleans (a missing one is false). */
export function pageChrome(page: Pick<ServedPage, 'useAbsoluteMenu' | 'isFixedOnRight' | 'isCustomHeader' | 'isCustomFooter' | 'reload'>): PageChrome {
  return {
    // a page that draws its own header has no site header to lay over it
    absoluteMenu: page.useAbsoluteMenu === true && page.isCustomHeader !== true,
    fixedOnRight: page.isFixedOnRight === true,
    customHeader: page.isCustomHeader === true,
    customFooter: page.isCustomFooter === true,
    reload: page.reload === true,
  };
}

/**
 * Whether a client-side navigation to `target` must become a whole new document: the page asks
 * for it (`reload`) and the browser is coming from another page (a form's answer on the page itself
 * reloads its data, not the document).
 */
export function reloadsDocument(chrome: PageChrome | undefined, target: string, current: string): boolean {
  if (chrome?.reload !== true) return false;
  return new URL(target, current).pathname !== new URL(current).pathname;
}
