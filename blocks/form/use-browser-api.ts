import { useMemo } from 'react';
import { createApiClient } from '../../runtime/api/create-api-client.ts';
import type { ApiClient } from '../../runtime/api/create-api-client.ts';
import { useSiteData } from '../../runtime/app/site-data-context.ts';

/** Where the browser reaches the API when the site data does not say: the web server's `/api` (§4). */
export const BROWSER_API_BASE = '/api';

/** An API client for the browser, in the page's site and language, at the site data's `apiBaseUrl`. */
export function useBrowserApi(): ApiClient {
  const { siteInfo, locale, apiBaseUrl } = useSiteData();
  const baseUrl = apiBaseUrl || BROWSER_API_BASE;
  return useMemo(() => createApiClient({ baseUrl, idSite: siteInfo.idSite, locale }), [baseUrl, siteInfo.idSite, locale]);
}
