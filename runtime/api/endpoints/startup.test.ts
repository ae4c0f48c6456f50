import { describe, expect, it } from 'vitest';
import { createApiClient } from '../create-api-client.ts';
import { startup } from './startup.ts';

describe('startup', () => {
  it('runs the §7 start-up calls and keeps only the successful results', async () => {
    const urls: string[] = [];
    const fetchFn = (async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      if (url.endsWith('/logged') || url.endsWith('/user')) {
        return new Response(JSON.stringify({ success: false, data: null, message: 'Not logged in' }), { status: 401 });
      }
      if (url.includes('/external-app/')) throw new TypeError('fetch failed');
      return new Response(JSON.stringify({ success: true, data: { url }, message: '' }), { status: 200 });
    }) as typeof fetch;
    const api = createApiClient({ baseUrl: '/api', idSite: 87, locale: 'fr_FR', fetch: fetchFn });
    const data = await startup(api);
    expect(urls.sort()).toEqual(
      [
        '/api/parameter',
        '/api/site/info',
        '/api/logged',
        '/api/news?promoted=true',
        '/api/admin/address/type',
        '/api/company/address',
        '/api/variation',
        '/api/external-app/PRODUCT_FILE_GENERATOR/config/public',
        '/api/element/logo-footer?page=1&nbItem=100',
        '/api/element/link-footer?page=1&nbItem=100',
        '/api/user',
      ].sort(),
    );
    expect(data.parameters).toEqual({ url: '/api/parameter' });
    expect(data.linkFooter).toEqual({ url: '/api/element/link-footer?page=1&nbItem=100' });
    expect(data.logged).toBeNull();
    expect(data.user).toBeNull();
    expect(data.productFileGenerator).toBeNull();
  });
});
