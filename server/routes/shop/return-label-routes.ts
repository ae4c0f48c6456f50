import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { contentDisposition } from '../../content/content-disposition.ts';
import { streamBody } from '../../files/stream-response.ts';
import { ApiError, parseParams } from '../../http/index.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import { IdParam, shopRequest } from './shop-request.ts';

const ReturnParams = Type.Object({ id: IdParam, returnId: IdParam });
const FORBIDDEN = { en: 'This return label link is not valid or has expired', fr: 'Ce lien d’étiquette de retour n’est pas valide ou a expiré' } as const;

/**
 * GET /order/{id}/return/{returnId}/label?expires=&signature=: the return label the shop sent, through the
 * signed, expiring link of the customer's mail or of their return page (server/files/file-links.ts); 403 otherwise.
 */
export function returnLabelRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.get('/order/:id/return/:returnId/label', async (c) => {
    const { site, lang } = await shopRequest(c);
    const { id, returnId } = parseParams(c, ReturnParams);
    const row = await ctx.db.selectFrom('orderReturns').innerJoin('orders', 'orders.id', 'orderReturns.orderId').select(['orderReturns.labelFileId'])
      .where('orderReturns.id', '=', returnId).where('orders.id', '=', id).where('orders.idSite', '=', site.idSite).executeTakeFirst();
    const fileId = row?.labelFileId ?? null;
    if (!fileId || !(await ctx.files.links.verify(fileId, c.req.query('expires'), c.req.query('signature'), ctx.now()))) throw new ApiError(403, formatMessage(FORBIDDEN, lang));
    const found = await ctx.files.read(fileId);
    if (!found || found.file.idSite !== site.idSite) {
      found?.stream.destroy();
      throw new ApiError(404, { en: 'Return {id} has no label', fr: 'Le retour {id} n’a pas d’étiquette' }, null, { id: String(returnId) });
    }
    return new Response(streamBody(found.stream), {
      status: 200,
      headers: { 'Content-Type': found.file.mime, 'Content-Length': String(found.size), 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': contentDisposition(found.file.name) },
    });
  });
  return app;
}
