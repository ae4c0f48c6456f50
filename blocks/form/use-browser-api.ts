import { useMemo } from 'react';
import { createApiClient } from '../../runtime/api/create-api-client.ts';
import type { ApiClient } from '../../runtime/api/create-api-client.ts';
import { useSiteData } from '../../runtime/app/site-data-context.ts';

/** Where the browser reaches the API: the web server mounts it under `/api` (§4). */
export const BROWSER_API_BASE = '/api';

/** An API client for the browser, in the page's site and language. */
export function useBrowserApi(): ApiClient {
  const { siteInfo, locale } = useSiteData();
  return useMemo(() => createApiClient({ baseUrl: BROWSER_API_BASE, idSite: siteInfo.idSite, locale }), [siteInfo.idSite, locale]);
}
