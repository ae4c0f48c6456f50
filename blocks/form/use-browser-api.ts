import { useMemo } from 'react';
import type { ApiClientOptions } from '../../runtime/index.ts';
import { useSiteData } from '../../runtime/index.ts';

/** Where the browser reaches the API when the site data does not say: the web server's `/api` (§4). */
export const BROWSER_API_BASE = '/api';

/** How the browser reaches the API for this page: its site and language. */
export type BrowserApiConfig = Pick<ApiClientOptions, 'baseUrl' | 'idSite' | 'locale'>;

/**
 * Where the browser calls the API, in the page's site and language, at the site data's
 * `apiBaseUrl`. A config only: the client itself is built with the code that sends (loaded on
 * first use), so the API client is not part of the page's initial JavaScript.
 */
export function useBrowserApi(): BrowserApiConfig {
  const { siteInfo, locale, apiBaseUrl } = useSiteData();
  const baseUrl = apiBaseUrl || BROWSER_API_BASE;
  return useMemo(() => ({ baseUrl, idSite: siteInfo.idSite, locale }), [baseUrl, siteInfo.idSite, locale]);
}
