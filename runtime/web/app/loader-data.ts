import type { Locale } from '../../../rules/locale.ts';
import type { CompiledMessages } from '../../engine/i18n/compiled-messages.ts';
import type { LayoutNode } from '../render/layout-node.ts';
import type { MenuItem } from '../../engine/router/menu-tree.ts';
import type { ServedParameter, ServedSiteInfo } from '../../../schemas/api/site.ts';
import type { ServedPaths } from '../../../schemas/api/pages.ts';
import type { SeoHeadData } from '../seo/seo-head-data.ts';
import type { ShellOptions } from '../shell/shell-options.ts';
import type { FontPreload } from '../../ui/theme/font-preloads.ts';
import type { PageChrome, PageFrame } from '../shell/page-chrome.ts';

/** Data of the root route: site-wide, loaded once per locale (the start-up calls of §7). */
export interface RootData {
  locale: Locale;
  dev: boolean;
  apiBaseUrl: string;
  site: { name: string; idSite: number };
  siteInfo: ServedSiteInfo;
  parameters: ServedParameter[];
  /**
   * The main menu in this locale, built on the server from the page tree: what the header shows,
   * never the tree itself (its size grows with the site; a page carries only its menu). The legal
   * texts are left out of `parameters`.
   */
  menu: MenuItem[];
  /** The contact page's path in this locale (the bottom bar's contact button). */
  contactPath: string;
  /** The shell's switches of the parameters (menu, logo, dark theme…), read on the server so the browser ships no parameter defaults. */
  shell: ShellOptions;
  /** The first weight of each site font, preloaded by the head (§7 fonts). */
  fontPreloads: FontPreload[];
  /** `:root` custom properties and `@font-face` rules of the site. */
  themeCss: string;
  globalCss: string;
  footer: { logos: Record<string, unknown>[]; links: Record<string, unknown>[] };
  session: { logged: unknown; user: unknown };
  /** On a shop: the number of items in the visitor's cart (from the `cart-id` cookie), so the header count does not jump; null when unknown. */
  cartCount: number | null;
  /** The other start-up results, by call, kept only when successful. */
  startup: Record<string, unknown>;
  /** The shell's UI messages in this locale, parsed on the server. */
  messages: CompiledMessages;
}

/** Data of a page route: what to render and its head. */
export interface PageData {
  routeId: string;
  locale: Locale;
  title: string;
  metaDescription: string;
  /** The same page in each language (language switch). */
  paths: ServedPaths;
  /** Page-tree id, when the page comes from the tree. */
  pageId: number | null;
  /** The tree page's own `link.jsCode` ('' for none and on fixed routes); run only with ALLOW_CUSTOM_SCRIPTS. */
  jsCode: string;
  layout: LayoutNode[];
  /** Block types of the layout: the client imports them before rendering. */
  blockTypes: string[];
  /**
   * The page's SEO head, built on the server (runtime/web/seo/seo-head-data.ts): the browser renders it
   * and ships none of the code that builds it. Null when the site info could not be read.
   */
  head: SeoHeadData | null;
  /** The UI messages of the page's blocks in this locale, parsed on the server. */
  messages: CompiledMessages;
  /** Site parameters only this page needs (the legal texts, for a legal-text block). */
  parameters: ServedParameter[];
  /**
   * What surrounds the page (its component config's `frame`): SITE, the whole header, menu and
   * footer; FOCUSED, the logo, a way back to the cart and the legal links (the checkout steps).
   */
  frame: PageFrame;
  /** The tree page's layout and navigation fields (§3, decision 0062); the site's usual frame when absent. */
  chrome?: PageChrome;
  /** The page route shows the page's breadcrumb (`pageBreadcrumbShown`, decided by the loader). */
  breadcrumb?: true;
}

export type { PageFrame } from '../shell/page-chrome.ts';

export interface NotFoundData {
  message: string;
}

export { NOT_FOUND_MESSAGE } from '../../engine/data/page-not-found.ts';
