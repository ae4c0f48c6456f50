import { useMemo } from 'react';
import { createApiClient } from '../../engine/api/create-api-client.ts';
import type { ApiClient } from '../../engine/api/create-api-client.ts';
import { useSiteData } from '../../ui/site-data-context.ts';

/**
 * The API client of the current site and language, for browser-side calls (machines' actors):
 * base URL `/api` (or `$API_URL`), `idSite` and `userLang` from the page, cookies included.
 */
export function useApiClient(): ApiClient {
  const { apiBaseUrl = '/api', siteInfo, locale } = useSiteData();
  const idSite = siteInfo.idSite;
  return useMemo(() => createApiClient({ baseUrl: apiBaseUrl, idSite, locale }), [apiBaseUrl, idSite, locale]);
}
