import { createContext, useContext } from 'react';
import type { Locale } from '../../rules/locale.ts';
import type { ServedParameter, ServedSiteInfo } from '../../schemas/api/site.ts';
import type { MenuItem } from '../engine/router/menu-tree.ts';

/**
 * Site-wide data the engine hands to the shell and to blocks (contact-details, opening-hours,
 * legal-text read the parameters here). Provided by the root route component.
 */
export interface SiteData {
  parameters: ServedParameter[];
  siteInfo: ServedSiteInfo;
  locale: Locale;
  /** Development mode: problems are shown on the page instead of being hidden. */
  dev: boolean;
  /** The API as the browser reaches it (`/api`, or `$API_URL`); `/api` when absent. */
  apiBaseUrl?: string;
  /** The main menu (built from the page tree): where breadcrumbs find a page's parents. */
  menu?: MenuItem[];
  /** The contact page's path in the page's language (a way on where a step needs what the visitor lacks). */
  contactPath?: string;
  /** The start-up calls of §7 answered once per page load (`mealIcons`, `variations`…), by name; absent when a call failed. */
  startup?: Record<string, unknown>;
}

export const SiteDataContext = createContext<SiteData | null>(null);

/** The site data of the current page; throws outside the engine's provider. */
export function useSiteData(): SiteData {
  const value = useContext(SiteDataContext);
  if (!value) throw new Error('useSiteData() must be used inside the engine (SiteDataContext)');
  return value;
}
