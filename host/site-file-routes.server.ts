import type { Context, Hono } from 'hono';
import type { SiteEntry } from './data/engine-context.ts';

export interface SiteFileDeps {
  siteFor(host: string | undefined): SiteEntry;
  /** The API's answer to a GET of `path` for `site`, with the request's session. */
  apiRaw(request: Request, site: SiteEntry, path: string): Promise<Response>;
}

const KEPT_HEADERS = ['content-type', 'content-length', 'content-disposition', 'x-content-type-options', 'cache-control'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The API's GET of `apiPath` (the request's query kept) for the site of the request's host, with only the file's headers. */
async function passOn(c: Context, deps: SiteFileDeps, apiPath: string): Promise<Response> {
  const query = new URL(c.req.url).search;
  const answer = await deps.apiRaw(c.req.raw, deps.siteFor(c.req.header('host')), `${apiPath}${query}`);
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: answer.status, headers });
}

/**
 * Files a mail links to, on the site's own address, passed on to the API for the site of the
 * request's host (a bare `/api/…` link would carry no `idSite` and reach the default site), which
 * checks the signed, expiring link:
 * - GET /return-label/{orderId}/{returnId}?expires=&signature=: a return label (the customer's
 *   mail and return page, issue 36; server/routes/shop/return-label-routes.ts);
 * - GET /form-file/{id}?expires=&signature=: a file sent with a form answer (the company's mail;
 *   server/routes/content/forms/form-file-download.ts).
 */
export function siteFileRoutes(app: Hono, deps: SiteFileDeps): void {
  app.get('/return-label/:orderId/:returnId', async (c) => {
    const orderId = c.req.param('orderId');
    const returnId = c.req.param('returnId');
    if (!/^\d{1,9}$/.test(orderId) || !/^\d{1,9}$/.test(returnId)) return c.notFound();
    return passOn(c, deps, `/order/${orderId}/return/${returnId}/label`);
  });
  app.get('/form-file/:id', async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) return c.notFound();
    return passOn(c, deps, `/forms/file/download/${id}`);
  });
}
