import type { Hono } from 'hono';
import type { SiteEntry } from './data/engine-context.ts';

export interface ReturnLabelDeps {
  siteFor(host: string | undefined): SiteEntry;
  /** The API's answer to a GET of `path` for `site`, with the request's session. */
  apiRaw(request: Request, site: SiteEntry, path: string): Promise<Response>;
}

const KEPT_HEADERS = ['content-type', 'content-length', 'content-disposition', 'x-content-type-options', 'cache-control'];

/**
 * GET /return-label/{orderId}/{returnId}?expires=&signature=: a return label on the shop's own
 * address (the link of the customer's mail and return page, issue 36), passed on to the API for
 * the site of the request's host, which checks the signed link (server/routes/shop/return-label-routes.ts).
 */
export function returnLabelRoute(app: Hono, deps: ReturnLabelDeps): void {
  app.get('/return-label/:orderId/:returnId', async (c) => {
    const orderId = c.req.param('orderId');
    const returnId = c.req.param('returnId');
    if (!/^\d{1,9}$/.test(orderId) || !/^\d{1,9}$/.test(returnId)) return c.notFound();
    const query = new URL(c.req.url).search;
    const answer = await deps.apiRaw(c.req.raw, deps.siteFor(c.req.header('host')), `/order/${orderId}/return/${returnId}/label${query}`);
    const headers = new Headers();
    for (const name of KEPT_HEADERS) {
      const value = answer.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(answer.body, { status: answer.status, headers });
  });
}
