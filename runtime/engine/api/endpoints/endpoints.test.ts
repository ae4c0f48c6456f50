import { describe, expect, it } from 'vitest';
import { createApiClient } from '../create-api-client.ts';
import type { ApiClient } from '../create-api-client.ts';
import * as albums from './albums.ts';
import * as blog from './blog.ts';
import * as content from './content.ts';

function recorder() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', url: String(input), body: init?.body });
    return new Response(JSON.stringify({ success: true, data: null, message: '' }));
  }) as typeof fetch;
  return { calls, api: createApiClient({ baseUrl: '/api', idSite: 87, locale: 'en', fetch: fetchFn }) };
}

const cases: [string, (api: ApiClient) => Promise<unknown>, string, string][] = [
  ['blog root list', (api) => blog.blogList(api), 'GET', '/api/blog/folder/list?page=1&nbItem=12'],
  ['blog folder list', (api) => blog.blogList(api, 3), 'GET', '/api/blog/folder/list/3?page=1&nbItem=12'],
  ['folder breadcrumb', (api) => blog.folderBreadcrumb(api), 'GET', '/api/blog/folder/ariane'],
  ['albums', (api) => albums.albums(api), 'GET', '/api/album?page=1&nbItem=100'],
  ['services by tag', (api) => content.services(api, ['ski', 'mer']), 'GET', '/api/service?page=1&nbItem=100&tag=ski,mer'],
  ['reviews', (api) => content.reviews(api, '2026-01-01'), 'GET', '/api/google/reviews?from=2026-01-01'],
];

describe('endpoints', () => {
  it.each(cases)('%s calls the §7 route', async (_name, call, method, url) => {
    const { api, calls } = recorder();
    await call(api);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method, url });
  });
});
